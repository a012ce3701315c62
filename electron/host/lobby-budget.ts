/**
 * How much lobby clicks may grow a game's log (issue 19.10). Taking and leaving seats, ready,
 * renaming and bots each write a line (~50–120 bytes); one socket clicking at the rate limit grew a
 * game's log by ~40 KiB/s for as long as it stayed. Every member gets a budget of log bytes of its
 * own: a burst, refilled slowly, and a ceiling it never passes. A member without a seat (a watcher)
 * also draws on its machine's budget (the same sizes) and on the game's ceiling, which all watchers
 * share. A player (seated, playing for a crew, or the creator) draws on its own budget and on its
 * machine's players' budget (PLAYERS_PER_MACHINE times a member's: a hot-seat PC's eight windows fit),
 * which no watcher touches, so no watcher's clicks, however many addresses they use, can refuse a
 * player's own steps (issue 28, docs/decisions.md); and a machine that joins again and again under new
 * names, each a fresh member, still cannot grow the log past its players' ceiling. A click past a budget is refused with `lobby.click-limit` (wait N s) or, past a ceiling, with
 * `lobby.click-ceiling` (until the host restarts: ask the host); nothing is written; clicks that change nothing (the seat one already holds, ready when ready) write nothing
 * and cost nothing. Commands are not lobby clicks: the game itself is never limited here, nor is the
 * host's own screen (hub.ts).
 *
 * Sizes: a whole lobby of 8 (hot-seat windows on one PC included: one address) takes seats, readies,
 * renames and changes its mind a few times in well under 8 KiB; the burst is 16 KiB.
 */
import type { Problem } from './lobby';

export interface LobbyBudgetLimits {
  /** Bytes one member (and one machine's watchers together) may add to one game's log at once… */
  readonly lobbyBytesBurst: number;
  /** …then this many per second… */
  readonly lobbyBytesPerSecond: number;
  /** …and never more than this in all (a member; a machine's watchers together; a machine's players, PLAYERS_PER_MACHINE times it). */
  readonly lobbyBytesPerMember: number;
  /** Lobby bytes one game's log takes from all its watchers together (players have only their own budget). */
  readonly lobbyBytesPerGame: number;
}

export const DEFAULT_LOBBY_BUDGET: LobbyBudgetLimits = {
  lobbyBytesBurst: 16 * 1024,
  lobbyBytesPerSecond: 64,
  lobbyBytesPerMember: 128 * 1024,
  lobbyBytesPerGame: 512 * 1024,
};

interface Account {
  /** Bytes that may be written now (the bucket). */
  tokens: number;
  last: number;
  /** Bytes written in all. */
  spent: number;
}

/**
 * Who pays for a click: always the member; a watcher also its machine's watchers' account and the
 * game's; a player its machine's players' account, which watchers never draw on.
 */
export interface Payer {
  readonly member: string;
  readonly machine: string;
  readonly as: 'player' | 'watcher';
}

/** How many members' budgets one machine's players share (a hot-seat PC: one window per seat). */
export const PLAYERS_PER_MACHINE = 8;

const KIB = 1024;

export class LobbyBudget {
  /** roomId → `m:<member>` / `a:<machine>` → account; roomId → bytes all watchers wrote. */
  private readonly accounts = new Map<string, Map<string, Account>>();
  private readonly games = new Map<string, number>();

  constructor(
    private readonly limits: LobbyBudgetLimits,
    private readonly now: () => number,
  ) {}

  private account(roomId: string, key: string, scale = 1): Account {
    let byKey = this.accounts.get(roomId);
    if (!byKey) {
      byKey = new Map();
      this.accounts.set(roomId, byKey);
    }
    let account = byKey.get(key);
    const now = this.now();
    if (!account) {
      account = { tokens: this.limits.lobbyBytesBurst * scale, last: now, spent: 0 };
      byKey.set(key, account);
    }
    account.tokens = Math.min(this.limits.lobbyBytesBurst * scale, account.tokens + ((now - account.last) / 1000) * this.limits.lobbyBytesPerSecond * scale);
    account.last = now;
    return account;
  }

  private keys(payer: Payer): { readonly key: string; readonly scope: 'member' | 'machine'; readonly scale: number }[] {
    const own = { key: `m:${payer.member}`, scope: 'member' as const, scale: 1 };
    return payer.as === 'player'
      ? [own, { key: `p:${payer.machine}`, scope: 'machine' as const, scale: PLAYERS_PER_MACHINE }]
      : [own, { key: `a:${payer.machine}`, scope: 'machine' as const, scale: 1 }];
  }

  /** Whether `payer` may click once more in the game (no bucket empty, no ceiling reached). */
  check(roomId: string, payer: Payer): Problem | null {
    const accounts = this.keys(payer).map(({ key, scope, scale }) => ({ scope, scale, account: this.account(roomId, key, scale) }));
    for (const { scope, scale, account } of accounts) {
      if (account.spent < this.limits.lobbyBytesPerMember * scale) continue;
      const limitKiB = Math.round((this.limits.lobbyBytesPerMember * scale) / KIB);
      return {
        code: 'lobby.click-ceiling',
        detail: `${scope === 'member' ? 'you have' : 'this computer has'} made ${limitKiB} KiB of lobby changes in this game, the most the host allows until it restarts; ask the host`,
        data: { scope, limitKiB },
      };
    }
    if (payer.as === 'watcher' && (this.games.get(roomId) ?? 0) >= this.limits.lobbyBytesPerGame) {
      const gameKiB = Math.round(this.limits.lobbyBytesPerGame / KIB);
      return {
        code: 'lobby.click-ceiling',
        detail: `people without a seat have made ${gameKiB} KiB of lobby changes in this game, the most the host allows until it restarts; ask the host (or a crew, for a seat)`,
        data: { scope: 'game', limitKiB: gameKiB },
      };
    }
    const waitMs = Math.max(0, ...accounts.map(({ scale, account }) => (account.tokens > 0 ? 0 : Math.ceil(((1 - account.tokens) / (this.limits.lobbyBytesPerSecond * scale)) * 1000))));
    if (waitMs > 0) {
      return { code: 'lobby.click-limit', detail: `too many lobby changes; wait ${Math.ceil(waitMs / 1000)} s`, data: { waitMs } };
    }
    return null;
  }

  /** The click wrote `bytes` to the log. */
  spend(roomId: string, payer: Payer, bytes: number): void {
    if (bytes <= 0) return;
    for (const { key, scale } of this.keys(payer)) {
      const account = this.account(roomId, key, scale);
      account.tokens -= bytes;
      account.spent += bytes;
    }
    if (payer.as === 'watcher') this.games.set(roomId, (this.games.get(roomId) ?? 0) + bytes);
  }

  /** The game left memory. */
  forget(roomId: string): void {
    this.accounts.delete(roomId);
    this.games.delete(roomId);
  }
}
