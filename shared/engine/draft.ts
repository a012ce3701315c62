import type { EventBody, GameEvent } from './events';
import type { GameMap } from './map';
import { getMap } from './maps/registry';
import type { GameState, SubState } from './state';
import type { Team } from './types';

/**
 * The working copy of one reduce call: reads see earlier writes, the input state is never
 * touched, and `finish` returns the next state with the events, in order.
 */
export class Draft {
  readonly map: GameMap;
  readonly events: GameEvent[] = [];
  private next: { -readonly [K in keyof GameState]: GameState[K] };
  private subs: Record<Team, SubState>;

  constructor(readonly before: GameState) {
    this.next = { ...before };
    this.subs = { ...before.subs };
    const map = getMap(before.settings.mapId);
    if (!map) throw new Error(`unknown map ${before.settings.mapId}`);
    this.map = map;
  }

  get state(): GameState {
    return this.next;
  }

  sub(team: Team): SubState {
    return this.subs[team];
  }

  patchSub(team: Team, patch: Partial<SubState>): SubState {
    const updated = { ...this.subs[team], ...patch };
    this.subs[team] = updated;
    return updated;
  }

  set<K extends keyof GameState>(key: K, value: GameState[K]): void {
    this.next[key] = value;
  }

  emit(audience: 'all' | Team, body: EventBody): void {
    this.events.push({ ...body, audience });
  }

  finish(): { state: GameState; events: GameEvent[] } {
    this.next.subs = this.subs;
    this.next.moves = this.before.moves + 1;
    return { state: this.next, events: this.events };
  }
}
