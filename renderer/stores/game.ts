import { defineStore } from 'pinia';
import { computed, nextTick, ref, shallowRef } from 'vue';
import type { CommandBody } from '../../shared/engine/commands';
import type { GameEvent } from '../../shared/engine/events';
import type { GameMap } from '../../shared/engine/map';
import { getMap } from '../../shared/engine/maps/registry';
import type { ReasonCode } from '../../shared/engine/rejection';
import type { Role, Team } from '../../shared/engine/types';
import type { GameView } from '../../shared/engine/view';
import { share } from './share';

export interface ShownRejection {
  readonly reason: ReasonCode | string;
  readonly data?: Readonly<Record<string, unknown>>;
  readonly at: number;
}

export type CommandSender = (role: Role, body: CommandBody) => number | null;

/**
 * What this window knows of the game: the seat's view and the announcements it heard, both from
 * the host. Nothing here is computed from hidden state; the host decides everything.
 */
export const useGameStore = defineStore('game', () => {
  const view = shallowRef<GameView | null>(null);
  const events = shallowRef<readonly GameEvent[]>([]);
  const rejection = ref<ShownRejection | null>(null);
  /** States received by this window: tests and benchmarks wait on it (views carry no global move count). */
  const updates = ref(0);
  let sender: CommandSender | null = null;

  const map = computed<GameMap | undefined>(() => (view.value ? getMap(view.value.settings.mapId) : undefined));
  const team = computed<Team | null>(() => view.value?.seat.team ?? null);
  const roles = computed<readonly Role[]>(() => {
    const seat = view.value?.seat;
    return seat && seat.team !== null ? seat.roles : [];
  });
  const own = computed(() => view.value?.own ?? null);

  /**
   * A state message re-renders only what it changed: the parts of the view equal to the last one keep
   * their identity (an unchanged view is the same object, so nothing that reads it runs again), the
   * event log stays the same array when nothing was heard, and sounds and speech wait until the
   * screen shows the new state.
   */
  function receive(next: GameView, heard: readonly GameEvent[], full: boolean): void {
    view.value = share(view.value, next);
    updates.value++;
    if (full) events.value = heard;
    else if (heard.length > 0) events.value = [...events.value, ...heard];
    if (!full && heard.length > 0) void nextTick(() => announce(heard));
  }

  function announce(heard: readonly GameEvent[]): void {
    for (const listener of listeners) listener(heard);
  }

  const listeners = new Set<(events: readonly GameEvent[]) => void>();
  /** New announcements as they arrive (not the full log on join): sounds and speech hang here. */
  function onAnnouncements(listener: (events: readonly GameEvent[]) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function setSender(send: CommandSender | null): void {
    sender = send;
  }

  function command(role: Role, body: CommandBody): void {
    rejection.value = null;
    sender?.(role, body);
  }

  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  /** A refusal is shown for a few seconds, long enough to read, then it gets out of the way. */
  function rejected(reason: string, data?: Readonly<Record<string, unknown>>): void {
    rejection.value = { reason, data, at: Date.now() };
    clearTimeout(clearTimer);
    clearTimer = setTimeout(() => (rejection.value = null), 5000);
  }

  /** This window is no longer in the game (the host removed it): nothing of it stays on screen. */
  function leave(): void {
    view.value = null;
    events.value = [];
    rejection.value = null;
  }

  return { view, events, updates, rejection, map, team, roles, own, receive, onAnnouncements, setSender, command, rejected, leave };
});
