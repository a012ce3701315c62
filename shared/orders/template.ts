import type { Role } from '../engine';
import { COST } from './cost';
import { formKey } from './normalise';
import type { Lexicon } from './lexicon/types';

/**
 * Slots a phrase can hold; several names share a kind of value (see slots.ts). `compass` is a course's
 * direction by the compass only: after "take her", "up" and "down" are surfacing and diving, not headings.
 */
export const SLOT_NAMES = ['dir', 'compass', 'panel', 'heading', 'col', 'row', 'sector', 'dist', 'system', 'symbol', 'part'] as const;
export type SlotName = (typeof SLOT_NAMES)[number];

export interface WordElement {
  readonly kind: 'word';
  /** Folded alternatives. */
  readonly words: readonly string[];
  readonly deleteCost: number;
}

export interface SlotElement {
  readonly kind: 'slot';
  readonly name: SlotName;
  readonly deleteCost: number;
}

export type Element = WordElement | SlotElement;

export interface Template {
  readonly source: string;
  readonly roles: readonly Role[] | null;
  readonly elements: readonly Element[];
}

const ROLE_PREFIX = /^\[([a-zA-Z,]+)\]\s*/;

/**
 * Phrase syntax, one element per space-separated item:
 *   `rumbo|vamos`  one of these words, required (missing costs COST.delete)
 *   `rumbo|vamos?` optional (free to leave out)     `activo|activa~` soft (COST.soft), `~0.4` own cost
 *   `$dir`         a slot (`$dir?` optional)         `$cell` = `$col $row`
 *   `[captain] …`  only for these roles (default: the roles the engine allows for the order)
 */
export function parseTemplate(source: string, lexicon: Lexicon): Template {
  const prefix = ROLE_PREFIX.exec(source);
  const roles = prefix ? (prefix[1]!.split(',') as Role[]) : null;
  const body = prefix ? source.slice(prefix[0].length) : source;
  const elements: Element[] = [];
  for (const item of body.split(/\s+/).filter(Boolean)) {
    const { text, deleteCost } = splitCost(item);
    if (text === '$cell') {
      elements.push({ kind: 'slot', name: 'col', deleteCost }, { kind: 'slot', name: 'row', deleteCost });
    } else if (text.startsWith('$')) {
      const name = text.slice(1);
      if (!(SLOT_NAMES as readonly string[]).includes(name)) throw new Error(`unknown slot ${text} in "${source}"`);
      elements.push({ kind: 'slot', name: name as SlotName, deleteCost });
    } else {
      elements.push({ kind: 'word', words: text.split('|').map((w) => formKey(w, lexicon)), deleteCost });
    }
  }
  return { source, roles, elements };
}

function splitCost(item: string): { text: string; deleteCost: number } {
  if (item.endsWith('?')) return { text: item.slice(0, -1), deleteCost: 0 };
  const soft = /^(.*)~(\d*\.?\d*)$/.exec(item);
  if (soft) return { text: soft[1]!, deleteCost: soft[2] ? Number(soft[2]) : COST.soft };
  const slotRequired = item.startsWith('$');
  return { text: item, deleteCost: slotRequired ? Infinity : COST.delete };
}

/** The raw words of a phrase (accents kept), for the Vosk vocabulary. */
export function templateWords(source: string): string[] {
  return source
    .replace(ROLE_PREFIX, '')
    .split(/\s+/)
    .filter((item) => item && !item.startsWith('$'))
    .flatMap((item) => item.replace(/[?]$/, '').replace(/~[\d.]*$/, '').split('|'))
    .filter(Boolean);
}
