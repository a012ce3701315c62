import { ROLES } from '../../shared/engine';
import { say, teachableOrders, type Intent, type Lang } from '../../shared/orders';

/** Orders teachableOrders leaves out: those naming a cell (a taught phrase names none) and the answers. */
const UNTAUGHT_ORDERS: readonly Intent[] = [
  { type: 'torpedo', cell: 'C6' },
  { type: 'mine', cell: 'B3' },
  { type: 'detonate', cell: 'B3' },
  { type: 'confirm' },
  { type: 'cancel' },
];

/** Every kind of order any seat gives, as the app itself says it in `lang`: what the warm-up matches. */
export function warmUpLines(lang: Lang): string[] {
  return [...new Set([...teachableOrders(ROLES, null), ...UNTAUGHT_ORDERS].map((intent) => say(intent, lang)))];
}

/**
 * How long one idle moment may match lines for: a few warm ones (~0.3 ms each) or one cold one. Idle
 * moments are scarce on a page that draws every frame, so one line per moment took the warm-up into the
 * game's first orders.
 */
export const WARM_UP_SLICE_MS = 8;

/**
 * Runs the matcher on `lines` at idle moments, a slice of WARM_UP_SLICE_MS at a time (at least one
 * line), so that a seat's first spoken orders are not the ones that compile the language's grammar,
 * fill the matcher's caches and get its code optimised: cold, the first order of a page took
 * 70–180 ms and the next ten 1–20 ms each, against ~0.3 ms warm (docs/decisions.md, issue 27: voice
 * overhead). Nothing is sent.
 */
export function warmUpMatcher(lines: readonly string[], hear: (line: string) => void, whenIdle: (work: () => void) => void, now: () => number = () => performance.now()): void {
  let next = 0;
  const slice = () => {
    const until = now() + WARM_UP_SLICE_MS;
    do hear(lines[next++]!);
    while (next < lines.length && now() < until);
    if (next < lines.length) whenIdle(slice);
  };
  if (lines.length > 0) whenIdle(slice);
}
