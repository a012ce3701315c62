import { fold, type Intent } from '../../shared/orders';

/**
 * How long after an utterance that was not understood an order given by hand is taken as what the
 * player meant (issue 27.4). A player who is not understood tries once more or reaches for the button
 * within a breath or two; 6 s covers a click on a phone after reading the refusal, and is short enough
 * that an unrelated order a turn later is not offered (docs/decisions.md).
 */
export const OFFER_WINDOW_MS = 6000;

/** "Say '<heard>' for <order> next time?" */
export interface PhraseOffer {
  readonly heard: string;
  readonly intent: Intent;
}

/**
 * The offer to teach what was not understood: remembered at a miss, made when the player gives a
 * teachable order by hand within OFFER_WINDOW_MS, once per heard text per session (whatever the
 * answer), and only if the heard text passes the phrase check (`acceptable`: talk, one word, another
 * order's words are never offered). Anything else heard in between forgets the miss.
 */
export class PhraseOffers {
  private miss: { readonly heard: string; readonly at: number } | null = null;
  private readonly offered = new Set<string>();

  /** An utterance that was not understood (refused as not understood, or asked about). */
  missed(heard: string, at: number): void {
    this.miss = heard.trim() ? { heard: heard.trim(), at } : null;
  }

  /** Any other outcome: what was said next was understood, or was something else. */
  heardOther(): void {
    this.miss = null;
  }

  /** An order given by hand (`intent`: its teachable order, or null). The offer to show, if any. */
  byHand(intent: Intent | null, at: number, acceptable: (heard: string, intent: Intent) => boolean): PhraseOffer | null {
    const miss = this.miss;
    this.miss = null;
    if (!miss || !intent || at - miss.at > OFFER_WINDOW_MS || at < miss.at) return null;
    const key = fold(miss.heard).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (this.offered.has(key) || !acceptable(miss.heard, intent)) return null;
    this.offered.add(key);
    return { heard: miss.heard, intent };
  }
}
