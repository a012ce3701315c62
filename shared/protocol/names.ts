/**
 * Names people type reach other screens and the host's console. At the protocol edge they lose what
 * could rewrite a terminal or a line of text: control characters (escape sequences, newlines that
 * fake log lines), bidirectional overrides and isolates (text that reads backwards), line and
 * paragraph separators. They also lose what nobody can see: zero-width and other format characters,
 * default-ignorable code points (the Hangul fillers U+3164, U+115F, U+1160, U+FFA0 draw nothing),
 * private-use characters and the blank Braille pattern; a zero-width joiner or variation selector
 * stays only inside an emoji sequence (👩‍🚀, 1️⃣). Combining marks are kept to MAX_MARKS per base
 * character (no 23-mark tower over the lobby). The text is NFC; runs of spaces become one; the result
 * is trimmed and at most `MAX_NAME_LENGTH` characters (whole code points: an emoji is never cut in half).
 *
 * A name that keeps no visible character (a letter, digit, punctuation or symbol) is blank:
 * `isVisibleName` says so and the host refuses it (`name.invalid`). Whether two names look alike is
 * the host's business (electron/host/name-key.ts).
 */
export const MAX_NAME_LENGTH = 40;
/** Combining marks kept after one base character (NFC first: Vietnamese and Thai need at most 2). */
export const MAX_MARKS = 2;

// Cc: C0 controls, DEL, C1 controls. Bidi: ALM, LRM, RLM, LRE..RLO, LRI..PDI. Zl/Zp: U+2028/2029.
const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]/gu;
// Format characters, default ignorables (zero-width, fillers, tags, variation selectors), private
// use, lone surrogates, and the blank Braille pattern U+2800.
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Co}\p{Cs}\u2800]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const KEYCAP_BASE = /[#*0-9]/;
const MARK = /\p{M}/u;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
const ZWJ = '\u200D';
const VARIATION = new Set(['\uFE0E', '\uFE0F']);

/** Drops invisible code points, but a ZWJ between two pictographs and a variation selector after an emoji or keycap base. */
function dropInvisible(points: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const c = points[i]!;
    if (!INVISIBLE.test(c)) {
      out.push(c);
      continue;
    }
    let before = out.length - 1;
    while (before >= 0 && VARIATION.has(out[before]!)) before--;
    const prev = before >= 0 ? out[before]! : '';
    if (c === ZWJ && PICTOGRAPH.test(prev) && PICTOGRAPH.test(points[i + 1] ?? '')) out.push(c);
    else if (VARIATION.has(c) && out.length > 0 && (PICTOGRAPH.test(out.at(-1)!) || KEYCAP_BASE.test(out.at(-1)!))) out.push(c);
  }
  return out;
}

/** At most MAX_MARKS combining marks after each base character; none without a base (at the start or after a space). */
function limitMarks(points: readonly string[]): string[] {
  const out: string[] = [];
  let marks = MAX_MARKS;
  for (const c of points) {
    if (MARK.test(c)) {
      if (marks < MAX_MARKS) {
        out.push(c);
        marks++;
      }
      continue;
    }
    out.push(c);
    marks = /\s/u.test(c) ? MAX_MARKS : 0;
  }
  return out;
}

export function cleanName(raw: string): string {
  const safe = raw.replace(UNSAFE, ' ').normalize('NFC');
  const spaced = dropInvisible([...safe]).join('').replace(/\s+/gu, ' ').trim();
  const points = limitMarks([...spaced]);
  const text = points.join('').trim();
  return points.length <= MAX_NAME_LENGTH ? text : points.slice(0, MAX_NAME_LENGTH).join('').trimEnd();
}

/** Whether a (cleaned) name shows anything: at least one letter, digit, punctuation mark or symbol. */
export function isVisibleName(name: string): boolean {
  return VISIBLE.test(name);
}
