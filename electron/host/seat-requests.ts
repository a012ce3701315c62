/**
 * Requests for a seat after the start. A member of no crew (a newcomer, a spectator) may only join a
 * crew that lets it in: the request goes to that crew's connected people, one accept grants it, a
 * refusal or silence refuses it. Requests live in memory only (a restarted host forgets them; asking
 * again is one click) and never reach the other crew or spectators.
 */
import type { HostCode, HostMessageOf, Role, Team } from '../../shared/protocol';

export interface SeatRequest {
  readonly id: string;
  /** Who asks, as the crew is told: truthful facts the host knows, never what the asker claims. */
  readonly from: {
    readonly memberId: string;
    readonly name: string;
    readonly newcomer: boolean;
    readonly sameComputerAs: readonly { readonly name: string; readonly team: Team | null }[];
  };
  readonly seat: { readonly id: string; readonly team: Team; readonly roles: readonly Role[] };
}

export type SeatRequestMessage = HostMessageOf<'seatRequest'>;

/** How long a crew has to answer. */
export const SEAT_REQUEST_MS = 60_000;

export class SeatRequests {
  private readonly open = new Map<string, { request: SeatRequest; timer: ReturnType<typeof setTimeout> }>();
  private counter = 0;

  constructor(
    /** Called when nobody answered in time. */
    private readonly expired: (request: SeatRequest) => void,
    private readonly timeoutMs = SEAT_REQUEST_MS,
  ) {}

  add(from: SeatRequest['from'], seat: SeatRequest['seat']): SeatRequest {
    const request: SeatRequest = { id: `r${++this.counter}`, from, seat: { ...seat, roles: [...seat.roles] } };
    const timer = setTimeout(() => {
      if (this.open.delete(request.id)) this.expired(request);
    }, this.timeoutMs);
    timer.unref?.();
    this.open.set(request.id, { request, timer });
    return request;
  }

  get(id: string): SeatRequest | undefined {
    return this.open.get(id)?.request;
  }

  /** The open request of this asker (one at a time). */
  of(memberId: string): SeatRequest | undefined {
    for (const { request } of this.open.values()) if (request.from.memberId === memberId) return request;
    return undefined;
  }

  /** Open requests for seats of `team`. */
  forTeam(team: Team): SeatRequest[] {
    return [...this.open.values()].map((o) => o.request).filter((r) => r.seat.team === team);
  }

  close(id: string): SeatRequest | undefined {
    const entry = this.open.get(id);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.open.delete(id);
    return entry.request;
  }

  clear(): void {
    for (const { timer } of this.open.values()) clearTimeout(timer);
    this.open.clear();
  }
}

export function seatRequestMessage(request: SeatRequest, status: SeatRequestMessage['status'], reason?: HostCode, by?: string): SeatRequestMessage {
  return {
    type: 'seatRequest',
    request: request.id,
    from: { ...request.from, sameComputerAs: request.from.sameComputerAs.map((m) => ({ ...m })) },
    seat: { id: request.seat.id, team: request.seat.team, roles: [...request.seat.roles] },
    status,
    ...(reason ? { reason } : {}),
    ...(by ? { by } : {}),
  };
}
