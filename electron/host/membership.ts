/**
 * Who is in one game and how they are known: a new member gets a seat token (only its hash is
 * logged), a returning one is recognised by that token; connecting, leaving and renaming.
 */
import type { Broadcast } from './broadcast';
import { hashToken, newToken } from './codes';
import type { Consent } from './consent';
import type { Problem } from './lobby';
import type { MemberSink, RoomCore } from './room-core';

export class Membership {
  constructor(
    private readonly core: RoomCore,
    private readonly out: Broadcast,
    private readonly consent: Consent,
  ) {}

  /** Adds a member (no token) or restores one (token). Sends `joined`, the lobby and, once started, the state. */
  join(sink: MemberSink, name: string, token: string | undefined): Problem | { readonly memberId: string } {
    const { core, out } = this;
    const { lobby } = core;
    let memberId: string;
    let resumed = false;
    if (token !== undefined) {
      const member = lobby.memberByTokenHash(hashToken(token));
      if (!member) return { code: 'lobby.bad-token', detail: `this token is not a member of game ${core.code}; join without it` };
      memberId = member.id;
      resumed = true;
      const previous = core.sinks.get(memberId);
      if (previous && previous !== sink) {
        core.sinks.delete(memberId);
        previous.detached('session.replaced', `${member.name} joined game ${core.code} from another connection`);
      }
      if (member.name !== name) core.commit({ t: 'member', id: member.id, name, tokenHash: member.tokenHash });
    } else {
      const full = lobby.checkNewMember();
      if (full) return full;
      token = newToken();
      memberId = lobby.nextMemberId();
      core.commit({ t: 'member', id: memberId, name, tokenHash: hashToken(token) });
      if (sink.address !== undefined) core.machines.set(memberId, sink.address);
    }
    const member = lobby.members.get(memberId)!;
    member.connected = true;
    member.lastSeenAt = core.ctx.now();
    core.sinks.set(memberId, sink);
    if (sink.address !== undefined) {
      const seen = core.addresses.get(memberId) ?? new Set<string>();
      if (seen.size < 8) seen.add(sink.address); // bounded: a member keeps its first 8 addresses
      core.addresses.set(memberId, seen);
    }
    core.ctx.report({ kind: 'joined', code: core.code, memberId, name, resumed });
    out.to([memberId], { type: 'joined', gameId: core.id, code: core.code, token, memberId, lastSeq: member.lastSeq, resumed });
    out.lobby();
    if (lobby.started) out.fullState([memberId]);
    this.consent.joined(memberId);
    return { memberId };
  }

  /** The member's connection closed (or they joined another game). */
  detach(memberId: string, sink: MemberSink): void {
    const { core } = this;
    if (core.sinks.get(memberId) !== sink) return;
    core.sinks.delete(memberId);
    const member = core.lobby.members.get(memberId);
    if (!member) return;
    member.connected = false;
    member.lastSeenAt = core.ctx.now();
    core.ctx.report({ kind: 'left', code: core.code, memberId, name: member.name });
    this.consent.left(memberId);
    this.out.lobby();
  }

  /**
   * The member leaves the game for good (`gone` is logged: its token is void after a restart too).
   * A connected one is told why (`host.removed`); its seat is freed and its seat request withdrawn.
   */
  remove(memberId: string, by: 'host' | 'away'): Problem | null {
    const { core } = this;
    const member = core.lobby.members.get(memberId);
    if (!member) return { code: 'host.no-such-member', detail: `game ${core.code} has no member ${memberId}`, data: { member: memberId } };
    this.consent.left(memberId);
    const seated = member.seat !== null;
    core.commit({ t: 'gone', member: memberId });
    const sink = core.sinks.get(memberId);
    core.sinks.delete(memberId);
    core.addresses.delete(memberId);
    core.machines.delete(memberId);
    sink?.detached('host.removed', `the host removed you from game ${core.code}`);
    core.ctx.report({ kind: 'gone', code: core.code, memberId, name: member.name, by });
    if (seated) this.consent.seatsChanged();
    this.out.lobby();
    return null;
  }

  /** People of the game without a seat who joined from `machine` (the per-machine cap counts them). */
  watchersFrom(machine: string): number {
    const { lobby, machines } = this.core;
    let n = 0;
    for (const member of lobby.members.values()) if (member.bot === null && machines.get(member.id) === machine && lobby.isWatcher(member)) n++;
    return n;
  }

  isAttached(memberId: string, sink: MemberSink): boolean {
    return this.core.sinks.get(memberId) === sink;
  }

  /** A member's new name, logged like every lobby change. */
  rename(memberId: string, name: string): Problem | null {
    const member = this.core.lobby.members.get(memberId);
    if (!member) return { code: 'lobby.not-joined', detail: 'join a game first' };
    if (member.name !== name) {
      this.core.commit({ t: 'member', id: member.id, name, tokenHash: member.tokenHash });
      // A crew was told who asks under the old name: that request goes.
      this.consent.left(memberId);
    }
    this.out.lobby();
    return null;
  }
}
