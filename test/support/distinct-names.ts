/**
 * Names for many test clients of one game. The host refuses a name that only adds a number to
 * another ("seat 2" beside "seat 1", issue 28.5), so the n-th name carries letters instead:
 * "seat a", "seat b", …, "seat z", "seat ba".
 */
export function nthName(prefix: string, n: number): string {
  let letters = '';
  let i = n;
  do {
    letters = String.fromCharCode(97 + (i % 26)) + letters;
    i = Math.floor(i / 26);
  } while (i > 0);
  return `${prefix} ${letters}`;
}
