/**
 * After the start, a crew lets an outsider in, or not: the asker's `takeSeat` becomes a request that
 * only that crew's connected people hear; one accept seats the asker, a refusal or silence does not.
 */
import type { Role, Team } from '../../shared/engine';
import type { HostCode } from '../../shared/protocol';
import type { Broadcast } from './broadcast';
import type { Problem } from './lobby';
import type { RoomCore } from './room-core';
import { SeatRequests, seatRequestMessage, type SeatRequest } from './seat-requests';

/** Seats a member the crew let in (the seat may have been taken in between: then a problem). */
export type Grant = (memberId: string, team: Team, roles: readonly Role[]) => Problem | null;

export class Consent {
  private readonly requests = new SeatRequests((request) => this.send(request, 'refused', 'seat.request-expired'));

  constructor(
    private readonly core: RoomCore,
    private readonly out: Broadcast,
    private readonly grant: Grant,
  ) {}

  /** An outsider asks for a seat: its crew's connected people decide (one newer request replaces an older). */
  ask(memberId: string, seatId: string): Problem | null {
    const { lobby } = this.core;
    const member = lobby.members.get(memberId)!;
    const slot = lobby.seat(seatId)!;
    const previous = this.requests.of(memberId);
    if (previous) this.send(previous, 'refused', 'seat.request-withdrawn');
    const request = this.requests.add({ memberId, name: member.name }, { id: slot.id, team: slot.team, roles: slot.roles });
    if (this.crewPresent(slot.team, memberId).length === 0) this.send(request, 'refused', 'seat.no-crew');
    else this.out.to([...this.crewPresent(slot.team, memberId), memberId], seatRequestMessage(request, 'pending'));
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

  /** The asker left: its request goes. */
  left(memberId: string): void {
    const asking = this.requests.of(memberId);
    if (asking) this.send(asking, 'refused', 'seat.request-withdrawn');
  }

  /** The crew's people connected now (never bots: they cannot see a request on screen), but the asker. */
  private crewPresent(team: Team, asker: string): string[] {
    return [...this.core.lobby.members.values()].filter((m) => m.team === team && m.bot === null && m.id !== asker && this.core.sinks.has(m.id)).map((m) => m.id);
  }

  /** Closes (unless pending) and tells the crew and the asker. */
  private send(request: SeatRequest, status: 'pending' | 'accepted' | 'refused', reason?: HostCode, by?: string): void {
    if (status !== 'pending') this.requests.close(request.id);
    this.out.to([...this.crewPresent(request.seat.team, request.from.memberId), request.from.memberId], seatRequestMessage(request, status, reason, by));
  }

  close(): void {
    this.requests.clear();
  }
}
