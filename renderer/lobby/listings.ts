/**
 * The LAN list (issue 19.7): one entry per listed game with the address it came from and its host's
 * fingerprint, and a flag when two listings that are not provably the same host claim the same host
 * name (compared as player names are: look-alike letters, punctuation, a number or a bracket added)
 * or the same join code — a responder on the LAN can copy both, but not the address it answers
 * from, nor prove the real host's key. Issue 28.4: the proof names the address it was made for, so a
 * relay is flagged (`relayed`), and so is one key heard at two addresses unless both proved it there.
 */
import { namesClash } from '../../shared/protocol/name-key';
import type { GameSummary } from '../../shared/protocol/messages';

/** What a listing needs of a host (electron/shell's LanHost fits). */
export interface ListedHost {
  readonly name: string;
  readonly address: string;
  readonly port: number;
  /** Short fingerprint of the host's key, as it announced it. */
  readonly fingerprint?: string;
  /** The host signed our challenge with the key behind `fingerprint`, here (checked by the main process). */
  readonly verified?: boolean;
  /** That key signed for this other address:port: the answer here was relayed. */
  readonly provenAt?: string;
  readonly games?: readonly GameSummary[];
}

/**
 * `name`/`code`: another host claims it; `relayed`: the key's proof names another address
 * (`host.provenAt`); `twoAddresses`: the same key is heard at other addresses too (`elsewhere`).
 */
export type Conflict = 'name' | 'code' | 'relayed' | 'twoAddresses';

export interface Listing<H extends ListedHost = ListedHost> {
  /** Unique within one list (for v-for). */
  readonly key: string;
  readonly host: H;
  readonly game: GameSummary;
  /** address:port, the way one types it. */
  readonly address: string;
  /** Why this listing is suspect; empty when nothing is. */
  readonly conflicts: readonly Conflict[];
  /** `twoAddresses`: the other address:ports announcing the same key. */
  readonly elsewhere: readonly string[];
}

export function hostAddress(host: Pick<ListedHost, 'address' | 'port'>): string {
  return host.address.includes(':') ? `[${host.address}]:${host.port}` : `${host.address}:${host.port}`;
}

/** Names compared as player names are (electron/host/name-key.ts): what a reader could mistake. */
export function sameLookingNames(a: string, b: string): boolean {
  return namesClash(a, b);
}

/**
 * The same address and port, or both proved the same key there (one host reached on two interfaces:
 * the proof names the address it was made for, so a relay cannot prove a key at its own address).
 */
export function sameHost(a: ListedHost, b: ListedHost): boolean {
  if (a.address === b.address && a.port === b.port) return true;
  return a.fingerprint !== undefined && a.fingerprint === b.fingerprint && a.verified === true && b.verified === true;
}

/** Every game of `hosts` that `keep` accepts, flagged where another host claims its name or code. */
export function listGames<H extends ListedHost>(hosts: readonly H[], keep: (game: GameSummary) => boolean = () => true): Listing<H>[] {
  const clash = (host: H, claims: (other: H) => boolean) => hosts.some((other) => other !== host && claims(other) && !sameHost(host, other));
  return hosts.flatMap((host) => {
    const nameTaken = host.name.trim() !== '' && clash(host, (other) => sameLookingNames(other.name, host.name));
    const elsewhere = [
      ...new Set(hosts.filter((other) => other !== host && host.fingerprint !== undefined && other.fingerprint === host.fingerprint && !sameHost(host, other)).map(hostAddress)),
    ];
    const flags: Conflict[] = [...(host.provenAt ? (['relayed'] as const) : []), ...(elsewhere.length > 0 ? (['twoAddresses'] as const) : [])];
    return (host.games ?? []).filter(keep).map((game) => {
      const codeTaken = clash(host, (other) => (other.games ?? []).some((g) => g.code === game.code));
      const conflicts: Conflict[] = [...flags, ...(nameTaken ? (['name'] as const) : []), ...(codeTaken ? (['code'] as const) : [])];
      return { key: `${hostAddress(host)}/${host.fingerprint ?? ''}/${game.gameId}`, host, game, address: hostAddress(host), conflicts, elsewhere };
    });
  });
}
