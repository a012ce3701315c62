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
 *   key is equal;
 * - what a name adds to another (issue 28.5): the same keys again without a parenthesised suffix at
 *   the end (`Dan (2)`, `Dan [real]`), without punctuation and spaces (`Dan.`, `D.a.n`), and without
 *   digits at the end (`Dan 2`, `Dan02`) are a look-alike too — unless nothing would be left (`42`
 *   and `7` stay two names).
 *
 * The host's rule for names in a game, and the LAN list's for host names (renderer/lobby/listings.ts);
 * not in shared/protocol, which imports nothing but zod (the table is ~100 KB).
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

const SUFFIX = /\s*[([{][^()[\]{}]*[)\]}]\s*$/u;
const PUNCTUATION_AND_SPACE = /[\p{P}\p{Z}\s]+/gu;
const TRAILING_DIGITS = /\p{Nd}+$/u;

/** The keys of what is left of a name without an added suffix, punctuation or number (empty: nothing left). */
export function looseNameKeys(name: string): readonly [string, string] | null {
  const compat = bare(name.normalize('NFKC'));
  const core = compat.replace(SUFFIX, '').replace(PUNCTUATION_AND_SPACE, '').replace(TRAILING_DIGITS, '');
  if (core === '') return null;
  const [a, b] = nameKeys(core);
  // The skeleton maps some letters to punctuation-like marks: strip again, after it.
  return [a.replace(PUNCTUATION_AND_SPACE, ''), b.replace(PUNCTUATION_AND_SPACE, '')];
}

/** Whether two names would be mistaken for each other on screen. */
export function namesClash(a: string, b: string): boolean {
  const [a1, a2] = nameKeys(a);
  const [b1, b2] = nameKeys(b);
  if (a1 === b1 || a2 === b2) return true;
  const looseA = looseNameKeys(a);
  const looseB = looseNameKeys(b);
  return looseA !== null && looseB !== null && (looseA[0] === looseB[0] || looseA[1] === looseB[1]);
}

/**
 * Whether a person's name would be mistaken for a bot's ("Coral (bot)"): as `namesClash`, except that
 * the bot's "(bot)" is not an added suffix — the host adds it and the lobby marks bots — so a player
 * may be called Coral, never "Coral (bot)", "Coral bot" or a look-alike of those.
 */
export function clashesWithBot(botName: string, name: string): boolean {
  const [a1, a2] = nameKeys(botName);
  const [b1, b2] = nameKeys(name);
  if (a1 === b1 || a2 === b2) return true;
  const bot = nameKeys(bare(botName).replace(PUNCTUATION_AND_SPACE, ''));
  const loose = looseNameKeys(name.replace(SUFFIX, (suffix) => suffix.replace(/[()[\]{}]/gu, '')));
  return loose !== null && (bot[0] === loose[0] || bot[1] === loose[1]);
}
