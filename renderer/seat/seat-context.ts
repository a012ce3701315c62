import type { ComputedRef, InjectionKey } from 'vue';
import type { FeedEntry } from '../feed/feed';

/** What the seat screen shares with its role panels: the feed (and its blasts) and a way to say why a key did nothing. */
export interface SeatContext {
  readonly feed: ComputedRef<readonly FeedEntry[]>;
  readonly blasts: ComputedRef<readonly { id: number; cell: number }[]>;
  notice(text: string): void;
}

export const seatContextKey: InjectionKey<SeatContext> = Symbol('seat-context');
