/**
 * The host's broadcast layer at any point of a game, forked: every seat of both crews held by one
 * device (one member per seat) and one ordinary spectator, each recording the exact frames it is
 * sent. `apply(state, command)` puts the game at `state` as every device last heard it, applies the
 * command as the host does (engine, then `Broadcast.afterCommand`) and returns each device's frames.
 */
import { reduce, type Command, type GameState, type Team } from '../../../shared/engine';
import type { HostMessage } from '../../../shared/protocol';
import { Broadcast } from '../../../electron/host/broadcast';
import { RoomCore, type MemberSink, type RoomContext } from '../../../electron/host/room-core';
import { LOG_FORMAT, type GameHeader, type GameLog } from '../../../electron/host/store';

/** A log that keeps nothing: these harnesses are about what devices receive, not about the disk. */
export const NULL_LOG = new Proxy({}, { get: () => () => undefined }) as GameLog;

/** A room's context with no clock, no pacing and no reports. */
export const QUIET_ROOM: RoomContext = {
  now: () => 0,
  botPaceMs: 0,
  limits: { maxMembers: 64, takeoverAfterMs: 60_000 },
  joinUrls: () => [],
  report: () => undefined,
};

class Recorder implements MemberSink {
  frames: string[] = [];
  deliver(_message: HostMessage, text: string): void {
    this.frames.push(text);
  }
  detached(): void {}
}

export interface Device {
  readonly id: string;
  /** The crew whose seat it holds; null for the spectator. */
  readonly team: Team | null;
  readonly label: string;
}

export class BroadcastFork {
  readonly devices: Device[] = [];
  private readonly core: RoomCore;
  private readonly recorders = new Map<string, Recorder>();

  constructor(settings: GameState['settings'], seed: number) {
    const header: GameHeader = {
      t: 'game',
      format: LOG_FORMAT,
      id: 'gfork',
      code: 'FORK',
      createdAt: 0,
      settings,
      seed,
      options: { openSpectator: false, assistant: 'off' },
      creator: null,
    };
    this.core = new RoomCore(header, NULL_LOG, QUIET_ROOM);
    const add = (id: string, team: Team | null, label: string) => {
      this.core.commit({ t: 'member', id, name: label, tokenHash: id });
      const recorder = new Recorder();
      this.recorders.set(id, recorder);
      this.core.sinks.set(id, recorder);
      this.devices.push({ id, team, label });
    };
    for (const slot of this.core.lobby.seats) {
      const id = `m-${slot.id}`;
      add(id, slot.team, `${slot.team}:${slot.roles.join('+')}`);
      this.core.commit({ t: 'seat', member: id, seat: slot.id });
      this.core.commit({ t: 'ready', member: id, ready: true });
    }
    add('m-spectator', null, 'spectator');
    this.core.commit({ t: 'start' });
  }

  /** Each device's frames (by label) after `command` at `state`; null if the engine refuses it. */
  apply(state: GameState, command: Command): Map<string, string[]> | null {
    const result = reduce(state, command);
    if (!result.ok) return null;
    const { core } = this;
    // A fresh broadcast layer, told the state every device was last sent (as it always is after a change).
    const out = new Broadcast(core);
    core.state = state;
    core.events.length = 0;
    out.fullState(this.devices.map((d) => d.id));
    for (const recorder of this.recorders.values()) recorder.frames = [];
    core.state = result.state;
    core.events.push(...result.events);
    out.afterCommand(result.events);
    out.close();
    return new Map(this.devices.map((d) => [d.label, [...this.recorders.get(d.id)!.frames]]));
  }
}
