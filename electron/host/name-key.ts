/**
 * When two names look alike. A game's members must be told apart on every screen ("Dan asks to join
 * your crew"), so the host compares names by what they look like, not by their code points:
 *
 * - NFKC (compatibility forms: fullwidth `Ｄａｎ`, mathematical `𝐃𝐚𝐧`, ligatures `ﬁ`),
 * - no combining marks and no default-ignorable code points (`Dän` ~ `Dan`, `D\u200Ban` ~ `Dan`),
 * - Unicode's confusables skeleton (UTS #39; `unhomoglyph`, its data table as a map): Cyrillic `Аna`,
 *   Greek `Αnα` ~ `Ana`, `I` ~ `l`, `0` ~ `O`, `rn` ~ `m`,
 * - case: two keys, skeleton-then-lowercase and lowercase-then-skeleton, because the skeleton is
 *   case-sensitive (`Ian` ~ `lan` by the first, `Ian` ~ `ian` by the second). Names clash when either
 *   key is equal.
 *
 * Host-only (the table is ~100 KB, and shared/protocol imports nothing but zod).
 */
import unhomoglyph from 'unhomoglyph';

const STRIP = /[\p{M}\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

function bare(text: string): string {
  return text.normalize('NFD').replace(STRIP, '').replace(/\s+/gu, ' ').trim();
}

function skeleton(text: string): string {
  return bare(unhomoglyph(bare(text)));
}

/** The two look-alike keys of a name (see above). */
export function nameKeys(name: string): readonly [string, string] {
  const compat = bare(name.normalize('NFKC'));
  return [skeleton(skeleton(compat).toLowerCase()), skeleton(compat.toLowerCase())];
}

/** Whether two names would be mistaken for each other on screen. */
export function namesClash(a: string, b: string): boolean {
  const [a1, a2] = nameKeys(a);
  const [b1, b2] = nameKeys(b);
  return a1 === b1 || a2 === b2;
}
