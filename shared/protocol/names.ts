/**
 * Names people type reach other screens and the host's console. At the protocol edge they lose what
 * could rewrite a terminal or a line of text: control characters (escape sequences, newlines that
 * fake log lines), bidirectional overrides and isolates (text that reads backwards), line and
 * paragraph separators. Runs of spaces become one; the result is trimmed and at most
 * `MAX_NAME_LENGTH` characters (whole code points: an emoji is never cut in half).
 */
export const MAX_NAME_LENGTH = 40;

// Cc: C0 controls, DEL, C1 controls. Bidi: ALM, LRM, RLM, LRE..RLO, LRI..PDI. Zl/Zp: U+2028/2029.
const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu;

export function cleanName(raw: string): string {
  const spaced = raw.replace(UNSAFE, ' ').replace(/\s+/gu, ' ').trim();
  const points = [...spaced];
  return points.length <= MAX_NAME_LENGTH ? spaced : points.slice(0, MAX_NAME_LENGTH).join('').trimEnd();
}
