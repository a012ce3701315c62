/**
 * The LAN list (issue 19.7): one entry per listed game with the address it came from and its host's
 * fingerprint, and a flag when two listings that are not provably the same host claim the same host
 * name or the same join code — a responder on the LAN can copy both, but not the address it answers
 * from, nor prove the real host's key.
 */
import type { GameSummary } from '../../shared/protocol/messages';

/** What a listing needs of a host (electron/shell's LanHost fits). */
export interface ListedHost {
  readonly name: string;
  readonly address: string;
  readonly port: number;
  /** Short fingerprint of the host's key, as it announced it. */
  readonly fingerprint?: string;
  /** The host signed our challenge with the key behind `fingerprint` (checked by the main process). */
  readonly verified?: boolean;
  readonly games?: readonly GameSummary[];
}

export type Conflict = 'name' | 'code';

export interface Listing<H extends ListedHost = ListedHost> {
  /** Unique within one list (for v-for). */
  readonly key: string;
  readonly host: H;
  readonly game: GameSummary;
  /** address:port, the way one types it. */
  readonly address: string;
  /** What another host in the list also claims; empty when none. */
  readonly conflicts: readonly Conflict[];
}

export function hostAddress(host: Pick<ListedHost, 'address' | 'port'>): string {
  return host.address.includes(':') ? `[${host.address}]:${host.port}` : `${host.address}:${host.port}`;
}

/** Names compared as a reader sees them: width, case, spaces and punctuation do not tell hosts apart. */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The same address and port, or both proved the same key (one host reached on two interfaces). */
export function sameHost(a: ListedHost, b: ListedHost): boolean {
  if (a.address === b.address && a.port === b.port) return true;
  return a.fingerprint !== undefined && a.fingerprint === b.fingerprint && a.verified === true && b.verified === true;
}

/** Every game of `hosts` that `keep` accepts, flagged where another host claims its name or code. */
export function listGames<H extends ListedHost>(hosts: readonly H[], keep: (game: GameSummary) => boolean = () => true): Listing<H>[] {
  const clash = (host: H, claims: (other: H) => boolean) => hosts.some((other) => other !== host && claims(other) && !sameHost(host, other));
  return hosts.flatMap((host) => {
    const name = nameKey(host.name);
    const nameTaken = name !== '' && clash(host, (other) => nameKey(other.name) === name);
    return (host.games ?? []).filter(keep).map((game) => {
      const codeTaken = clash(host, (other) => (other.games ?? []).some((g) => g.code === game.code));
      const conflicts: Conflict[] = [...(nameTaken ? (['name'] as const) : []), ...(codeTaken ? (['code'] as const) : [])];
      return { key: `${hostAddress(host)}/${host.fingerprint ?? ''}/${game.gameId}`, host, game, address: hostAddress(host), conflicts };
    });
  });
}
