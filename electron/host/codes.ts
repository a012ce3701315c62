import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Letters a player can read aloud and type without confusion: no I, L, O (nor digits). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 4;

/** A short join code not in `taken` (23⁴ ≈ 280,000 codes; a LAN host runs a handful of games). */
export function newJoinCode(taken: (code: string) => boolean, random: (max: number) => number = randomInt): string {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    let code = '';
    for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[random(CODE_ALPHABET.length)];
    if (!taken(code)) return code;
  }
  throw new Error('no free join code (too many games)');
}

/** What a player types: case and spaces do not matter. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** A seat token: 144 random bits, URL-safe. The host keeps only its hash. */
export function newToken(): string {
  return randomBytes(18).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Ids for games: sortable by creation time, unique. */
export function newGameId(now: number): string {
  return `g${now.toString(36)}${randomBytes(4).toString('hex')}`;
}

export function newSeed(): number {
  return randomBytes(4).readInt32LE(0);
}
