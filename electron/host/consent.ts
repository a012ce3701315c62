/**
 * After the start, a crew lets an outsider in, or not: the asker's `takeSeat` becomes a request that
 * only that crew's connected people hear; one accept seats the asker, a refusal or silence does not.
 *
 * The crew is told truthful facts about who asks (docs/decisions.md, issue 19.1): the asker is a
 * newcomer (a crew member takes its own seats back without asking, recognised by its token), and
 * which people of the game connected from the asker's computer, with their team. A name is the
 * asker's choice; these facts are the host's.
 *
 * Limits (issue 19.6): one open request per asker, `perCrew` open requests per crew, and an asker
 * whose request the crew saw and did not accept waits `cooldownMs` (by member and by address).
 */
import type { Role, Team } from '../../shared/engine';
import type { HostCode } from '../../shared/protocol';
import type { Broadcast } from './broadcast';
import type { Problem } from './lobby';
import type { RoomCore } from './room-core';
import { SeatRequests, seatRequestMessage, type SeatRequest } from './seat-requests';

/** Seats a member the crew let in (the seat may have been taken in between: then a problem). */
export type Grant = (memberId: string, team: Team, roles: readonly Role[]) => Problem | null;

export interface ConsentLimits {
  /** Open requests one crew has to answer at most (each is a dialog on every crew screen). */
  readonly perCrew: number;
  /** How long an asker waits after a request its crew saw ended without an accept. */
  readonly cooldownMs: number;
}

export const CONSENT_LIMITS: ConsentLimits = { perCrew: 2, cooldownMs: 30_000 };

/** Endings after which the asker waits: the crew saw the dialog and did not let it in. */
const COOLS: ReadonlySet<HostCode> = new Set(['seat.request-refused', 'seat.request-expired', 'seat.request-withdrawn']);

export class Consent {
  private readonly requests = new SeatRequests((request) => this.send(request, 'refused', 'seat.request-expired'));
  /** `m:<member>` / `a:<address>` → when that asker may ask again (ms). */
  private readonly coolUntil = new Map<string, number>();

  constructor(
    private readonly core: RoomCore,
    private readonly out: Broadcast,
    private readonly grant: Grant,
    private readonly limits: ConsentLimits = CONSENT_LIMITS,
  ) {}

  /** An outsider asks for a seat (the lobby already checked the seat can be given): its crew's connected people decide. */
  ask(memberId: string, seatId: string): Problem | null {
    const { lobby } = this.core;
    const member = lobby.members.get(memberId)!;
    const slot = lobby.seat(seatId)!;
    const open = this.requests.of(memberId);
    if (open) return { code: 'seat.request-pending', detail: `your request for ${open.seat.id} waits for an answer`, data: { request: open.id, seat: open.seat.id } };
    const waitMs = this.cooldownLeft(memberId);
    if (waitMs > 0) return { code: 'seat.request-cooldown', detail: `ask again in ${Math.ceil(waitMs / 1000)} s`, data: { waitMs } };
    const crew = this.crewPresent(slot.team, memberId);
    if (crew.length > 0 && this.requests.forTeam(slot.team).length >= this.limits.perCrew) {
      return { code: 'seat.crew-busy', detail: `${slot.team}'s crew already has requests to answer`, data: { team: slot.team } };
    }
    const from = { memberId, name: member.name, newcomer: member.team === null, sameComputerAs: this.sharingComputer(memberId) };
    const request = this.requests.add(from, { id: slot.id, team: slot.team, roles: slot.roles });
    if (crew.length === 0) this.send(request, 'refused', 'seat.no-crew');
    else this.out.to([...crew, memberId], seatRequestMessage(request, 'pending'));
    return null;
  }

  /** A crew member answers; one accept grants the seat (if it can still be taken), one refusal ends it. */
  answer(memberId: string, requestId: string, accept: boolean): Problem | null {
    const request = this.requests.get(requestId);
    const member = this.core.lobby.members.get(memberId);
    if (!request || !member || member.bot !== null || member.team !== request.seat.team || memberId === request.from.memberId) {
      return { code: 'seat.request-gone', detail: `no request ${requestId} is open for your crew` };
    }
    if (!accept) {
      this.send(request, 'refused', 'seat.request-refused', member.name);
      return null;
    }
    this.requests.close(request.id);
    const problem = this.grant(request.from.memberId, request.seat.team, request.seat.roles);
    this.send(request, problem ? 'refused' : 'accepted', problem?.code, member.name);
    return null;
  }

  /** A crew member who (re)connects hears the requests its crew has not answered yet. */
  joined(memberId: string): void {
    const member = this.core.lobby.members.get(memberId);
    if (!member?.team || member.bot !== null) return;
    for (const request of this.requests.forTeam(member.team)) this.out.to([memberId], seatRequestMessage(request, 'pending'));
  }

  /** The asker left or changed its name (the crew was told another): its request goes. */
  left(memberId: string): void {
    const asking = this.requests.of(memberId);
    if (asking) this.send(asking, 'refused', 'seat.request-withdrawn');
  }

  /** A seat changed hands: requests for seats their askers can no longer be given are closed at once. */
  seatsChanged(): void {
    const { lobby, ctx } = this.core;
    const now = ctx.now();
    for (const team of ['blue', 'yellow'] as const) {
      for (const request of this.requests.forTeam(team)) {
        const slot = lobby.seat(request.seat.id);
        if (!slot || lobby.takenFrom(slot, request.from.memberId, now)) this.send(request, 'refused', 'lobby.seat-taken');
      }
    }
  }

  /** People of this game (not the asker, never bots) seen on any address the asker connected from. */
  private sharingComputer(memberId: string): { name: string; team: Team | null }[] {
    const { lobby, addresses } = this.core;
    const mine = addresses.get(memberId);
    if (!mine || mine.size === 0) return [];
    const found: { name: string; team: Team | null }[] = [];
    for (const m of lobby.members.values()) {
      if (m.id === memberId || m.bot !== null) continue;
      const theirs = addresses.get(m.id);
      if (theirs && [...theirs].some((a) => mine.has(a))) found.push({ name: m.name, team: m.team ?? lobby.seatOf(m.id)?.team ?? null });
    }
    return found;
  }

  private cooldownLeft(memberId: string): number {
    const now = this.core.ctx.now();
    const keys = [`m:${memberId}`, ...[...(this.core.addresses.get(memberId) ?? [])].map((a) => `a:${a}`)];
    return Math.max(0, ...keys.map((k) => (this.coolUntil.get(k) ?? 0) - now));
  }

  private coolDown(memberId: string): void {
    const now = this.core.ctx.now();
    for (const [key, until] of this.coolUntil) if (until <= now) this.coolUntil.delete(key);
    const until = now + (this.core.ctx.limits.seatRequestCooldownMs ?? this.limits.cooldownMs);
    this.coolUntil.set(`m:${memberId}`, until);
    for (const address of this.core.addresses.get(memberId) ?? []) this.coolUntil.set(`a:${address}`, until);
  }

  /** The crew's people connected now (never bots: they cannot see a request on screen), but the asker. */
  private crewPresent(team: Team, asker: string): string[] {
    return [...this.core.lobby.members.values()].filter((m) => m.team === team && m.bot === null && m.id !== asker && this.core.sinks.has(m.id)).map((m) => m.id);
  }

  /** Closes (unless pending) and tells the crew and the asker. */
  private send(request: SeatRequest, status: 'pending' | 'accepted' | 'refused', reason?: HostCode, by?: string): void {
    if (status !== 'pending') this.requests.close(request.id);
    if (status === 'refused' && reason && COOLS.has(reason)) this.coolDown(request.from.memberId);
    this.out.to([...this.crewPresent(request.seat.team, request.from.memberId), request.from.memberId], seatRequestMessage(request, status, reason, by));
  }

  close(): void {
    this.requests.clear();
  }
}
