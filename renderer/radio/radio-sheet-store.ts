import { z } from 'zod';
import type { GameMap } from '../../shared/engine/map';
import type { Team } from '../../shared/engine/types';

/**
 * The Radio Operator's own paper: where the transparent sheet lies, the cells ruled out by hand, the
 * point the track was last wiped from, and the notes. It lives in this browser's localStorage, keyed
 * by game code, team and map — never on the wire, so nothing of it can reach the enemy, a spectator
 * or the host's log, and a reload, a host restart (same code) or a surfacing finds it as it was.
 * Another device taking the seat starts with a clean sheet, as a new player at the table would.
 */
export interface RadioSheet {
  readonly origin: { readonly col: number; readonly row: number } | null;
  readonly ruledOut: readonly number[];
  /** Index in the enemy's whole announced track where the sheet's track starts (0: from the dive). */
  readonly from: number;
  readonly notes: string;
}

const PREFIX = 'rumbo.radio.';
/** Sheets of games older than this are dropped on the next save (a code is reused long after). */
const KEEP_MS = 14 * 24 * 3600 * 1000;
const MAX_SHEETS = 24;
export const MAX_NOTES = 4000;

export const EMPTY_SHEET: RadioSheet = { origin: null, ruledOut: [], from: 0, notes: '' };

const stored = z.object({
  at: z.number(),
  origin: z.object({ col: z.number().int(), row: z.number().int() }).nullable(),
  ruledOut: z.array(z.number().int().nonnegative()).max(4096),
  from: z.number().int().nonnegative(),
  notes: z.string().max(MAX_NOTES),
});

export function sheetKey(code: string, team: Team, mapId: string): string {
  return `${PREFIX}${code.toUpperCase()}|${team}|${mapId}`;
}

/** The saved sheet, checked against this map; anything unreadable or out of range gives what can be kept. */
export function loadSheet(key: string, map: GameMap): RadioSheet {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return EMPTY_SHEET;
  }
  const parsed = stored.safeParse(raw);
  if (!parsed.success) return EMPTY_SHEET;
  const cells = map.width * map.height;
  const { origin, ruledOut, from, notes } = parsed.data;
  return {
    origin: origin && Math.abs(origin.col) <= 4 * map.width && Math.abs(origin.row) <= 4 * map.height ? origin : null,
    ruledOut: [...new Set(ruledOut.filter((cell) => cell < cells))],
    from,
    notes,
  };
}

export function saveSheet(key: string, sheet: RadioSheet, now = Date.now()): void {
  try {
    localStorage.setItem(key, JSON.stringify({ ...sheet, notes: sheet.notes.slice(0, MAX_NOTES), at: now }));
    prune(now);
  } catch {
    // Storage full or denied: the sheet lasts as long as the page.
  }
}

function prune(now: number): void {
  const sheets: { key: string; at: number }[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key?.startsWith(PREFIX)) continue;
    let at = 0;
    try {
      at = Number((JSON.parse(localStorage.getItem(key) ?? '{}') as { at?: unknown }).at) || 0;
    } catch {
      // unreadable: dropped below
    }
    sheets.push({ key, at });
  }
  sheets.sort((a, b) => b.at - a.at);
  sheets.forEach((s, i) => {
    if (i >= MAX_SHEETS || now - s.at > KEEP_MS) localStorage.removeItem(s.key);
  });
}

/** The first-use hint is shown until the player closes it once on this device. */
const HINT_KEY = 'rumbo.hint.radio';
export function radioHintSeen(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}
export function markRadioHintSeen(): void {
  try {
    localStorage.setItem(HINT_KEY, '1');
  } catch {
    // denied: shown again next time
  }
}
