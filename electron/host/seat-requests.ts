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

/**
 * The requests of one game, in the order they were made. Per crew one is shown (its dialog is open on
 * the crew's screens, and its clock runs); the others wait their turn (issue 28.1: a crew is never
 * flooded with dialogs, and a newcomer is never refused because of requests nobody answers).
 */
export class SeatRequests {
  private readonly open = new Map<string, { request: SeatRequest; timer: ReturnType<typeof setTimeout> | null }>();
  private counter = 0;

  constructor(
    /** Called when nobody answered a shown request in time. */
    private readonly expired: (request: SeatRequest) => void,
    private readonly timeoutMs = SEAT_REQUEST_MS,
  ) {}

  /** A new request, waiting its turn (`show` opens it). */
  add(from: SeatRequest['from'], seat: SeatRequest['seat']): SeatRequest {
    const request: SeatRequest = { id: `r${++this.counter}`, from, seat: { ...seat, roles: [...seat.roles] } };
    this.open.set(request.id, { request, timer: null });
    return request;
  }

  /** The request's turn: the crew sees it, and has `timeoutMs` to answer. */
  show(id: string): void {
    const entry = this.open.get(id);
    if (!entry || entry.timer) return;
    entry.timer = setTimeout(() => {
      // Still open when `expired` runs (it ends the request and shows the next one), then closed.
      if (!this.open.has(id)) return;
      this.expired(entry.request);
      this.close(id);
    }, this.timeoutMs);
    entry.timer.unref?.();
  }

  /** The request its crew sees now, if any. */
  shown(team: Team): SeatRequest | undefined {
    for (const { request, timer } of this.open.values()) if (timer && request.seat.team === team) return request;
    return undefined;
  }

  /** Requests for `team` still waiting their turn, oldest first. */
  queued(team: Team): SeatRequest[] {
    return [...this.open.values()].filter((o) => !o.timer && o.request.seat.team === team).map((o) => o.request);
  }

  get(id: string): SeatRequest | undefined {
    return this.open.get(id)?.request;
  }

  /** The open request of this asker (one at a time). */
  of(memberId: string): SeatRequest | undefined {
    for (const { request } of this.open.values()) if (request.from.memberId === memberId) return request;
    return undefined;
  }

  /** Open requests (shown or queued) for seats of `team`. */
  forTeam(team: Team): SeatRequest[] {
    return [...this.open.values()].map((o) => o.request).filter((r) => r.seat.team === team);
  }

  all(): SeatRequest[] {
    return [...this.open.values()].map((o) => o.request);
  }

  close(id: string): SeatRequest | undefined {
    const entry = this.open.get(id);
    if (!entry) return undefined;
    if (entry.timer) clearTimeout(entry.timer);
    this.open.delete(id);
    return entry.request;
  }

  clear(): void {
    for (const { timer } of this.open.values()) if (timer) clearTimeout(timer);
    this.open.clear();
  }
}

export function seatRequestMessage(
  request: SeatRequest,
  status: SeatRequestMessage['status'],
  reason?: HostCode,
  by?: string,
  counts: { readonly place?: number; readonly waiting?: number } = {},
): SeatRequestMessage {
  return {
    type: 'seatRequest',
    request: request.id,
    from: { ...request.from, sameComputerAs: request.from.sameComputerAs.map((m) => ({ ...m })) },
    seat: { id: request.seat.id, team: request.seat.team, roles: [...request.seat.roles] },
    status,
    ...(counts.place !== undefined ? { place: counts.place } : {}),
    ...(counts.waiting !== undefined ? { waiting: counts.waiting } : {}),
    ...(reason ? { reason } : {}),
    ...(by ? { by } : {}),
  };
}
