/**
 * One game's lobby: members, seats, ready flags, the start. Pure state: every change is a `LobbyOp`
 * (the same record the game log stores), checked first (`check*`, which may look at the clock) and
 * then applied (`apply`, which never fails). Replaying the ops of a log rebuilds the lobby exactly.
 */
import type { Edition, GameSettings, Role, Team } from '../../shared/engine';
import { TEAMS } from '../../shared/engine';
import type { HostCode } from '../../shared/protocol';
import { isUnnamed } from '../../shared/protocol/placeholder-name';

export type LobbyOp =
  | { readonly t: 'member'; readonly id: string; readonly name: string; readonly tokenHash: string; readonly bot?: 1 | 2 }
  | { readonly t: 'seat'; readonly member: string; readonly seat: string | null }
  | { readonly t: 'ready'; readonly member: string; readonly ready: boolean }
  | { readonly t: 'start' }
  /** A device (network address) was sent the open spectator view: it has seen both subs (open-view.ts). */
  | { readonly t: 'openViewer'; readonly address: string }
  /** The member is no longer in the game (left long ago without a seat, or removed by the host): its token is void. */
  | { readonly t: 'gone'; readonly member: string };

export interface Member {
  readonly id: string;
  name: string;
  readonly tokenHash: string;
  seat: string | null;
  ready: boolean;
  /** Highest command seq handled for this member. */
  lastSeq: number;
  connected: boolean;
  /** When the member was last seen connected (ms); a restored member counts from the restore. */
  lastSeenAt: number;
  /** An automatic crew member of this level, played by the host itself. */
  readonly bot: 1 | 2 | null;
  /**
   * The team this member plays for once the game has started (its seat's team at the start, or
   * the first seat it takes after). It may never take a seat of the other team: that would show it
   * the enemy's sub.
   */
  team: Team | null;
}

export interface SeatSlot {
  readonly id: string;
  readonly team: Team;
  readonly roles: readonly Role[];
  holder: string | null;
  /**
   * After the start: the person who held this seat and lost it while away (to a bot, or to someone
   * the crew let in). Recognised by their token, they may always take it back; null once they do,
   * or once they choose another seat.
   */
  owner: string | null;
}

export type Problem = { readonly code: HostCode; readonly detail: string; readonly data?: Record<string, string | number | boolean | null> };

export const EDITION_ROLES: Readonly<Record<Edition, readonly Role[]>> = {
  base: ['captain', 'firstMate', 'engineer', 'radioOperator'],
  family: ['captain', 'radioOperator'],
};

/**
 * The seats of one crew (RULES.md "Roles and crews"): a crew of 3 merges Captain+First Mate, a crew
 * of 2 Captain+First Mate+Engineer, one player holds every role. Family: Captain and Radio Operator.
 */
export function seatLayout(edition: Edition, crew: number): Role[][] {
  const roles = EDITION_ROLES[edition];
  const size = Math.max(1, Math.min(crew, roles.length));
  const merged = roles.length - size + 1;
  return [roles.slice(0, merged), ...roles.slice(merged).map((r) => [r])];
}

function sameRoles(a: readonly Role[], b: readonly Role[]): boolean {
  return a.length === b.length && a.every((r) => b.includes(r));
}

export interface LobbyLimits {
  readonly maxMembers: number;
  /**
   * A disconnected holder's seat may be taken over once they have been away this long; after the
   * start it is also the grace before anyone outside its crew may hand it to a bot.
   */
  readonly takeoverAfterMs: number;
  /** How long a seat request's asker waits after the crew did not accept (consent.ts; default 30 s). */
  readonly seatRequestCooldownMs?: number | undefined;
}

export class Lobby {
  readonly members = new Map<string, Member>();
  readonly seats: SeatSlot[] = [];
  started = false;
  /** Addresses that were sent the open spectator view: never a seat in this game (kept in the log). */
  readonly openViewers = new Set<string>();
  /** Highest member number ever given (`m7` → 7): ids stay unique after members are gone. */
  private lastMemberNumber = 0;

  constructor(
    settings: GameSettings,
    readonly creator: string | null,
    private readonly limits: LobbyLimits,
  ) {
    for (const team of TEAMS) {
      seatLayout(settings.edition, settings.crews[team]).forEach((roles, i) => {
        this.seats.push({ id: `${team}-${i}`, team, roles, holder: null, owner: null });
      });
    }
  }

  seat(id: string | null): SeatSlot | undefined {
    return id === null ? undefined : this.seats.find((s) => s.id === id);
  }

  seatOf(memberId: string): SeatSlot | undefined {
    return this.seat(this.members.get(memberId)?.seat ?? null);
  }

  memberByTokenHash(hash: string): Member | undefined {
    for (const member of this.members.values()) if (member.tokenHash === hash) return member;
    return undefined;
  }

  nextMemberId(): string {
    return `m${this.lastMemberNumber + 1}`;
  }

  /**
   * Whether a person may be dropped from the game once away (issue 28.1): holds no seat, owns none it
   * lost while away, plays for no crew and did not create the game. Such a member is only watching;
   * coming back is one join.
   */
  isWatcher(member: Member): boolean {
    if (member.bot !== null) return member.seat === null;
    return member.seat === null && member.team === null && member.id !== this.creator && !this.seats.some((s) => s.owner === member.id);
  }

  /** Watchers (and retired bots) away at least `afterMs`: they leave the game (`gone`). */
  departed(now: number, afterMs: number): Member[] {
    return [...this.members.values()].filter((m) => !m.connected && this.isWatcher(m) && now - m.lastSeenAt >= afterMs);
  }

  /** A disconnected holder's seat may be taken once they have been away this long. */
  private abandoned(member: Member, now: number): boolean {
    return !member.connected && now - member.lastSeenAt >= this.limits.takeoverAfterMs;
  }

  checkNewMember(): Problem | null {
    if (this.members.size >= this.limits.maxMembers) {
      const limit = this.limits.maxMembers;
      return {
        code: 'lobby.full',
        detail: `this game already has ${this.members.size} members (the limit is ${limit}); ask the host to remove someone who only watches, or join another game`,
        data: { members: this.members.size, limit },
      };
    }
    return null;
  }

  /**
   * The game-wide cap on members without a seat (issue 28), for a new member of whom `mine` members
   * without a seat came from the same machine. Watchers may fill the game's places but for two per seat
   * and one for its creator (seats and the owners of seats lost while away), so they never make it
   * `lobby.full`. Past that cap, a machine with nobody in the game yet may still join while a seat is
   * open (one place per open seat): a player who comes for a seat is not kept out by watchers from
   * machines already there.
   */
  checkNewWatcher(mine: number): Problem | null {
    const full = this.checkNewMember();
    if (full) return full;
    let watchers = 0;
    for (const member of this.members.values()) if (member.bot === null && this.isWatcher(member)) watchers++;
    const limit = Math.max(0, this.limits.maxMembers - 2 * this.seats.length - 1);
    if (watchers < limit) return null;
    const openSeats = this.seats.filter((seat) => this.isOpen(seat)).length;
    if (mine === 0 && watchers < limit + openSeats) return null;
    return {
      code: 'lobby.watchers-full',
      detail: `this game already has ${watchers} people without a seat, the most it takes (${limit}, and one more per open seat for a computer not yet in it); ask the host, who may remove those who only watch`,
      data: { watchers, limit },
    };
  }

  /**
   * The seat `team`+`roles` names, or why this member may not take it now. After the start a member
   * who plays for no crew yet (a newcomer, a spectator) needs that crew's consent (`seat.needs-consent`):
   * a seat shows the crew's sub, so nobody from outside gets it on their own say-so.
   */
  checkTakeSeat(memberId: string, team: Team, roles: readonly Role[], now: number, consented = false): { seat: SeatSlot } | Problem {
    const seat = this.seats.find((s) => s.team === team && sameRoles(s.roles, roles));
    if (!seat) {
      const offered = this.seats.filter((s) => s.team === team).map((s) => s.roles.join('+'));
      return { code: 'lobby.no-such-seat', detail: `${team} seats are: ${offered.join(', ')}`, data: { team } };
    }
    const member = this.members.get(memberId);
    const bound = member?.team;
    if (this.started && bound && bound !== team) {
      return { code: 'lobby.wrong-team', detail: `you play for ${bound} in this game`, data: { team: bound } };
    }
    // A seat someone holds is refused before any request is made: a crew is never asked for a seat it cannot give.
    const taken = this.takenFrom(seat, memberId, now);
    if (taken) return taken;
    if (this.started && !bound && !consented && seat.holder !== memberId) {
      // The crew must see who asks: a member still under the app's placeholder name names itself first.
      if (member && isUnnamed(member.name)) return { code: 'name.required', detail: 'choose a name before asking a crew for a seat' };
      return { code: 'seat.needs-consent', detail: `${team}'s crew must let you in`, data: { seat: seat.id, team } };
    }
    return { seat };
  }

  /** Why `memberId` may not take `seat` from its holder now, or null (free, its own, a bot's, abandoned, or its owner's). */
  takenFrom(seat: SeatSlot, memberId: string, now: number): Problem | null {
    if (seat.holder === null || seat.holder === memberId) return null;
    const holder = this.members.get(seat.holder)!;
    // A person may always take over from an automatic crew member, before or during the game;
    // the owner who lost the seat while away takes it back from whoever holds it.
    if (holder.bot !== null || this.abandoned(holder, now) || seat.owner === memberId) return null;
    const wait = holder.connected ? null : this.limits.takeoverAfterMs - (now - holder.lastSeenAt);
    return {
      code: 'lobby.seat-taken',
      detail: holder.connected
        ? `${holder.name} holds ${seat.id}`
        : `${holder.name} holds ${seat.id}; it may be taken over if they stay away ${Math.ceil(wait! / 1000)} s more`,
      data: { seat: seat.id, holder: holder.name, connected: holder.connected, takeoverInMs: wait },
    };
  }

  /** A seat a newcomer could ask for now: nobody or a bot holds it (the lobby tells the UI which). */
  isOpen(seat: SeatSlot): boolean {
    return seat.holder === null || this.members.get(seat.holder)?.bot !== null;
  }

  /** A person of `team` is connected (bots do not count: they cannot decide for a crew). */
  private crewHere(team: Team): boolean {
    for (const m of this.members.values()) if (m.team === team && m.bot === null && m.connected) return true;
    return false;
  }

  /**
   * Who may call an automatic crew member to a seat (docs/decisions.md, issue 19.2). Before the start
   * the creator fills the table with free seats. After the start a seat's own crew may hand it a bot
   * at once, also the seat of one of them who is away (they get it back with their token). Anyone
   * else at the table (the creator, the other crew) only once that crew has nobody here and the
   * holder has been away `takeoverAfterMs`: a bot's moves cannot be undone, and a crew that is here
   * decides for its own seats.
   */
  checkAddBot(requester: string, team: Team, roles: readonly Role[], now: number): { seat: SeatSlot } | Problem {
    const member = this.members.get(requester);
    const creator = this.creator === null ? !this.started : this.creator === requester;
    const ownCrew = this.started && member !== undefined && member.bot === null && member.team === team;
    const atTable = this.started && member !== undefined && member.bot === null && (creator || member.team !== null);
    if (!creator && !ownCrew && !atTable) {
      return { code: 'lobby.not-creator', detail: this.started ? `only ${team}'s crew may call a bot to its seats` : 'only the creator adds bots' };
    }
    const seat = this.seats.find((s) => s.team === team && sameRoles(s.roles, roles));
    if (!seat) return { code: 'lobby.no-such-seat', detail: `${team} has no seat of exactly ${roles.join('+')}`, data: { team } };
    const holder = seat.holder === null ? undefined : this.members.get(seat.holder);
    if (holder && (holder.bot !== null || holder.connected)) return { code: 'lobby.seat-taken', detail: `${holder.name} holds ${seat.id}`, data: { seat: seat.id } };
    if (this.started && !ownCrew) {
      if (this.crewHere(team)) return { code: 'seat.crew-decides', detail: `${team}'s crew is here: it decides who takes its seats`, data: { team } };
      const waitMs = holder ? this.limits.takeoverAfterMs - (now - holder.lastSeenAt) : 0;
      if (waitMs > 0) {
        return { code: 'seat.away-grace', detail: `${holder!.name} may come back: wait ${Math.ceil(waitMs / 1000)} s more`, data: { seat: seat.id, waitMs } };
      }
    } else if (!this.started && holder && !this.abandoned(holder, now)) {
      return { code: 'lobby.seat-taken', detail: `${holder.name} holds ${seat.id}`, data: { seat: seat.id } };
    }
    return this.checkNewMember() ?? { seat };
  }

  /** Before the start, the creator may free a seat an automatic crew member holds. */
  checkRemoveBot(requester: string, seatId: string): { bot: string } | Problem {
    if (this.started) return { code: 'lobby.started', detail: 'the game has started' };
    if (this.creator !== null && this.creator !== requester) return { code: 'lobby.not-creator', detail: 'only the creator removes bots' };
    const seat = this.seat(seatId);
    if (!seat) return { code: 'lobby.no-such-seat', detail: `no seat ${seatId}` };
    const holder = seat.holder === null ? undefined : this.members.get(seat.holder);
    if (!holder || holder.bot === null) return { code: 'lobby.not-bot', detail: `no bot holds ${seatId}`, data: { seat: seatId } };
    return { bot: holder.id };
  }

  checkLeaveSeat(memberId: string): Problem | null {
    return this.members.get(memberId)?.seat ? null : { code: 'lobby.not-seated', detail: 'you hold no seat' };
  }

  checkReady(memberId: string): Problem | null {
    if (this.started) return { code: 'lobby.started', detail: 'the game has started' };
    return this.checkLeaveSeat(memberId);
  }

  /** Why the game cannot start now (ignoring who asks), or null. */
  blocker(): Problem | null {
    if (this.started) return { code: 'lobby.started', detail: 'the game has started' };
    const empty = this.seats.filter((s) => s.holder === null).map((s) => s.id);
    if (empty.length > 0) return { code: 'lobby.seats-empty', detail: `empty seats: ${empty.join(', ')}`, data: { seats: empty.join(',') } };
    const waiting = this.seats.filter((s) => !this.members.get(s.holder!)!.ready).map((s) => s.id);
    if (waiting.length > 0) return { code: 'lobby.not-ready', detail: `not ready: ${waiting.join(', ')}`, data: { seats: waiting.join(',') } };
    return null;
  }

  /**
   * The creator starts; a game the host created (no creator), or whose creator has been away long
   * enough to lose a seat, may be started by any seated member.
   */
  checkStart(memberId: string, now: number): Problem | null {
    if (this.started) return { code: 'lobby.started', detail: 'the game has started' };
    const creator = this.creator === null ? undefined : this.members.get(this.creator);
    if (creator && creator.id !== memberId && !this.abandoned(creator, now)) {
      return { code: 'lobby.not-creator', detail: `${creator.name} created this game and starts it` };
    }
    if (!creator && !this.members.get(memberId)?.seat) {
      return { code: 'lobby.not-seated', detail: 'take a seat to start the game' };
    }
    return this.blocker();
  }

  apply(op: LobbyOp, now: number): void {
    switch (op.t) {
      case 'member': {
        const number = Number(/^m(\d+)$/.exec(op.id)?.[1] ?? 0);
        if (number > this.lastMemberNumber) this.lastMemberNumber = number;
        const existing = this.members.get(op.id);
        if (existing) existing.name = op.name;
        else {
          this.members.set(op.id, {
            id: op.id,
            name: op.name,
            tokenHash: op.tokenHash,
            seat: null,
            ready: false,
            lastSeq: 0,
            connected: false,
            lastSeenAt: now,
            bot: op.bot ?? null,
            team: null,
          });
        }
        return;
      }
      case 'seat': {
        const member = this.members.get(op.member);
        if (!member) return;
        const reclaimed = member.bot === null && this.seat(op.seat)?.owner === member.id;
        const old = this.seat(member.seat);
        if (old) old.holder = null;
        member.seat = null;
        member.ready = false;
        // A person who chooses a seat (or none) gives up any seat they lost while away.
        if (member.bot === null) for (const s of this.seats) if (s.owner === member.id) s.owner = null;
        const seat = this.seat(op.seat);
        if (!seat) return;
        if (seat.holder !== null) {
          const previous = this.members.get(seat.holder);
          if (previous) {
            previous.seat = null;
            previous.ready = false;
            // A person displaced while away may take the seat back (not one its owner displaced on reclaiming it).
            if (this.started && previous.bot === null && seat.owner === null && !reclaimed) seat.owner = previous.id;
          }
        }
        seat.holder = member.id;
        member.seat = seat.id;
        if (this.started) member.team ??= seat.team;
        return;
      }
      case 'ready': {
        const member = this.members.get(op.member);
        if (member?.seat) member.ready = op.ready;
        return;
      }
      case 'gone': {
        const member = this.members.get(op.member);
        if (!member) return;
        const seat = this.seat(member.seat);
        if (seat) seat.holder = null;
        for (const s of this.seats) if (s.owner === member.id) s.owner = null;
        this.members.delete(op.member);
        return;
      }
      case 'start':
        this.started = true;
        for (const member of this.members.values()) member.team = this.seat(member.seat)?.team ?? null;
        return;
      case 'openViewer':
        this.openViewers.add(op.address);
        return;
    }
  }
}
