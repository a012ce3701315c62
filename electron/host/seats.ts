/**
 * Who sits where in one game: taking and leaving seats, ready, the start, and the automatic crew
 * members (bots) the host plays. The rules of who may take what are `Lobby.check*`; this carries
 * them out (log, apply, announce). After the start an outsider's seat goes through `Consent`.
 */
import type { Command } from '../../shared/engine';
import { BotSeat, type BotDoor } from './bot-seat';
import { botName } from './bot-names';
import type { Broadcast } from './broadcast';
import { hashToken, newToken } from './codes';
import type { Problem } from './lobby';
import type { RoomCore } from './room-core';

/** Sends an outsider's wish for a seat to that crew (see `Consent.ask`). */
export type AskCrew = (memberId: string, seatId: string) => Problem | null;

export class Seats {
  constructor(
    private readonly core: RoomCore,
    private readonly out: Broadcast,
    private readonly askCrew: AskCrew,
    /** The door a bot's commands go through (the room's `command`). */
    private readonly door: BotDoor,
    /** A person took a seat (requests for it can no longer be granted). */
    private readonly seated: () => void = () => undefined,
  ) {}

  takeSeat(memberId: string, team: Command['team'], roles: readonly Command['role'][], consented = false): Problem | null {
    const { core, out } = this;
    const checked = core.lobby.checkTakeSeat(memberId, team, roles, core.ctx.now(), consented);
    if ('code' in checked) return checked.code === 'seat.needs-consent' ? this.askCrew(memberId, String(checked.data!.seat)) : checked;
    const { seat } = checked;
    if (seat.holder === memberId) {
      out.lobby();
      return null;
    }
    const displaced = seat.holder;
    core.commit({ t: 'seat', member: memberId, seat: seat.id });
    if (displaced !== null && core.lobby.members.get(displaced)?.bot) this.retireBot(displaced);
    core.reportSeat(memberId);
    if (displaced !== null) core.reportSeat(displaced);
    this.seated();
    out.lobby();
    if (core.lobby.started) out.fullState(displaced === null ? [memberId] : [memberId, displaced]);
    return null;
  }

  leaveSeat(memberId: string): Problem | null {
    const { core, out } = this;
    const problem = core.lobby.checkLeaveSeat(memberId);
    if (problem) return problem;
    core.commit({ t: 'seat', member: memberId, seat: null });
    core.reportSeat(memberId);
    out.lobby();
    if (core.lobby.started) out.fullState([memberId]);
    return null;
  }

  ready(memberId: string, ready: boolean): Problem | null {
    const { core } = this;
    const problem = core.lobby.checkReady(memberId);
    if (problem) return problem;
    if (core.lobby.members.get(memberId)!.ready !== ready) core.commit({ t: 'ready', member: memberId, ready });
    this.out.lobby();
    return null;
  }

  start(memberId: string): Problem | null {
    const { core, out } = this;
    const problem = core.lobby.checkStart(memberId, core.ctx.now());
    if (problem) return problem;
    core.commit({ t: 'start' });
    core.ctx.report({ kind: 'started', code: core.code });
    out.lobby();
    out.fullState([...core.sinks.keys()]);
    return null;
  }

  /** A bot takes a free (or abandoned) seat; it plays through the same door as everyone. */
  addBot(requester: string, team: Command['team'], roles: readonly Command['role'][], level: 1 | 2): Problem | null {
    const { core, out } = this;
    const checked = core.lobby.checkAddBot(requester, team, roles, core.ctx.now());
    if ('code' in checked) return checked;
    const id = core.lobby.nextMemberId();
    const displaced = checked.seat.holder;
    core.commit({ t: 'member', id, name: botName(checked.seat.id), tokenHash: hashToken(newToken()), bot: level });
    core.commit({ t: 'seat', member: id, seat: checked.seat.id });
    if (!core.lobby.started) core.commit({ t: 'ready', member: id, ready: true });
    core.reportSeat(id);
    if (displaced !== null) core.reportSeat(displaced);
    this.attachBot(id);
    out.lobby();
    if (core.lobby.started) out.fullState(displaced === null ? [id] : [id, displaced]);
    return null;
  }

  /** Starts the host's player for a bot member that holds a seat (new, or restored from the log). */
  attachBot(memberId: string): void {
    const { core } = this;
    const member = core.lobby.members.get(memberId)!;
    const slot = core.lobby.seatOf(memberId)!;
    const seed = [...`${core.header.seed}:${memberId}`].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);
    const onError = (error: unknown) =>
      core.ctx.report({ kind: 'warning', message: `bot ${memberId} in ${core.code}: ${error instanceof Error ? error.message : String(error)}` });
    const sink = new BotSeat(this.door, memberId, { team: slot.team, roles: [...slot.roles] }, member.bot ?? 1, seed, core.ctx.botPaceMs, core.header.settings.mode, onError);
    // A restored bot continues above the commands it already sent (the log keeps its last seq).
    sink.deliver({ type: 'joined', gameId: core.id, code: core.code, token: '', memberId, lastSeq: member.lastSeq, resumed: true });
    member.connected = true;
    core.sinks.set(memberId, sink);
  }

  /** Before the start the creator sends a bot away: its seat is free again. */
  removeBot(requester: string, seatId: string): Problem | null {
    const { core } = this;
    const checked = core.lobby.checkRemoveBot(requester, seatId);
    if ('code' in checked) return checked;
    core.commit({ t: 'seat', member: checked.bot, seat: null });
    this.retireBot(checked.bot);
    core.reportSeat(checked.bot);
    this.out.lobby();
    return null;
  }

  /** A person took a bot's seat: the bot leaves the game for good. */
  private retireBot(memberId: string): void {
    const { core } = this;
    const sink = core.sinks.get(memberId);
    if (sink instanceof BotSeat) sink.stop();
    core.sinks.delete(memberId);
    const member = core.lobby.members.get(memberId);
    if (member) member.connected = false;
  }

  /** The bots' seats and levels, for a rematch that keeps them. */
  botSeats(): { team: Command['team']; roles: Command['role'][]; level: 1 | 2 }[] {
    const { lobby } = this.core;
    return lobby.seats.flatMap((slot) => {
      const bot = slot.holder === null ? null : (lobby.members.get(slot.holder)?.bot ?? null);
      return bot === null ? [] : [{ team: slot.team, roles: [...slot.roles], level: bot }];
    });
  }

  /** Stops every bot (the game closes). */
  close(): void {
    for (const sink of this.core.sinks.values()) if (sink instanceof BotSeat) sink.stop();
  }
}
