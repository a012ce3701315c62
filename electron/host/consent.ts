/**
 * After the start, a crew lets an outsider in, or not: the asker's `takeSeat` becomes a request that
 * only that crew's connected people hear; one accept seats the asker, a refusal or silence does not.
 *
 * The crew is told truthful facts about who asks (docs/decisions.md, issue 19.1): the asker is a
 * newcomer (a crew member takes its own seats back without asking, recognised by its token), and
 * which people of the game connected from the asker's computer, with their team. A name is the
 * asker's choice; these facts are the host's.
 *
 * Limits (issues 19.6, 28.1): one open request per asker and one per computer (machine-key.ts: every
 * address of one PC is one computer); a crew sees one request at a time and the others wait their
 * turn, each asker told its place (never "busy": a request nobody answers expires after 60 s and the
 * next one shows); an asker whose request the crew saw and did not accept waits `cooldownMs` (by
 * member and by computer).
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
  /** How long an asker waits after a request its crew saw ended without an accept. */
  readonly cooldownMs: number;
}

export const CONSENT_LIMITS: ConsentLimits = { cooldownMs: 30_000 };

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
    const sibling = this.requestFromSameComputer(memberId);
    if (sibling) {
      return {
        code: 'seat.computer-pending',
        detail: `${sibling.from.name}, on your computer, already has a request waiting; one request per computer at a time`,
        data: { request: sibling.id, name: sibling.from.name },
      };
    }
    const from = { memberId, name: member.name, newcomer: member.team === null, sameComputerAs: this.sharingComputer(memberId) };
    const request = this.requests.add(from, { id: slot.id, team: slot.team, roles: slot.roles });
    if (this.crewPresent(slot.team, memberId).length === 0) this.send(request, 'refused', 'seat.no-crew');
    else this.showNext(slot.team);
    return null;
  }

  /** Shows the crew its oldest waiting request if none is open, and tells every asker still waiting its place. */
  private showNext(team: Team): void {
    while (!this.requests.shown(team)) {
      const next = this.requests.queued(team)[0];
      if (!next) break;
      if (this.crewPresent(team, next.from.memberId).length === 0) {
        this.send(next, 'refused', 'seat.no-crew', undefined, false, false);
        continue;
      }
      this.requests.show(next.id);
    }
    const shown = this.requests.shown(team);
    const queued = this.requests.queued(team);
    if (shown) this.out.to([...this.crewPresent(team, shown.from.memberId), shown.from.memberId], seatRequestMessage(shown, 'pending', undefined, undefined, { waiting: queued.length }));
    queued.forEach((request, i) => this.out.to([request.from.memberId], seatRequestMessage(request, 'queued', undefined, undefined, { place: i + 1 })));
  }

  /** Another member's open request from a computer this asker connected from. */
  private requestFromSameComputer(memberId: string): SeatRequest | undefined {
    const mine = this.core.addresses.get(memberId);
    if (!mine || mine.size === 0) return undefined;
    return this.requests.all().find((r) => r.from.memberId !== memberId && [...(this.core.addresses.get(r.from.memberId) ?? [])].some((a) => mine.has(a)));
  }

  /** A crew member answers; one accept grants the seat (if it can still be taken), one refusal ends it. */
  answer(memberId: string, requestId: string, accept: boolean): Problem | null {
    const found = this.requests.get(requestId);
    // Only the request the crew sees can be answered: the others wait their turn.
    const request = found && this.requests.shown(found.seat.team)?.id === found.id ? found : undefined;
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
    this.send(request, problem ? 'refused' : 'accepted', problem?.code, member.name, true);
    return null;
  }

  /** A crew member who (re)connects hears the requests its crew has not answered yet. */
  joined(memberId: string): void {
    const member = this.core.lobby.members.get(memberId);
    if (!member?.team || member.bot !== null) return;
    const shown = this.requests.shown(member.team);
    if (shown) this.out.to([memberId], seatRequestMessage(shown, 'pending', undefined, undefined, { waiting: this.requests.queued(member.team).length }));
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

  /**
   * Ends a request and tells the asker, and the crew when it saw it; then the crew's next request shows.
   * `wasShown`: the caller closed it already (an accept), after it was shown; `advance` false: the
   * caller (`showNext`) goes on itself.
   */
  private send(request: SeatRequest, status: 'accepted' | 'refused', reason?: HostCode, by?: string, wasShown = false, advance = true): void {
    if (!wasShown && !this.requests.get(request.id)) return; // already ended (a loop over a snapshot)
    const team = request.seat.team;
    const shown = wasShown || this.requests.shown(team)?.id === request.id;
    this.requests.close(request.id);
    // A request the crew never saw costs no cool-down: the asker only waited.
    if (shown && status === 'refused' && reason && COOLS.has(reason)) this.coolDown(request.from.memberId);
    const crew = shown ? this.crewPresent(team, request.from.memberId) : [];
    this.out.to([...crew, request.from.memberId], seatRequestMessage(request, status, reason, by));
    if (advance) this.showNext(team);
  }

  close(): void {
    this.requests.clear();
  }
}
