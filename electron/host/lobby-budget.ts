/**
 * How much lobby clicks may grow a game's log (issue 19.10). Taking and leaving seats, ready,
 * renaming and bots each write a line (~50–120 bytes); one socket clicking at the rate limit grew a
 * game's log by ~40 KiB/s for as long as it stayed. Every device (address) gets a budget of log
 * bytes per game: a burst, refilled slowly, and a ceiling it never passes; the game as a whole has a
 * ceiling too. A click that would write past them is refused with `lobby.click-limit` (nothing is
 * written); clicks that change nothing (the seat one already holds, ready when ready) write nothing
 * and cost nothing. Commands are not lobby clicks: the game itself is never limited here.
 *
 * Sizes: a whole lobby of 8 (hot-seat windows on one PC included: one address) takes seats, readies,
 * renames and changes its mind a few times in well under 8 KiB; the burst is 16 KiB.
 */
import type { Problem } from './lobby';

export interface LobbyBudgetLimits {
  /** Bytes one address may add to one game's log at once… */
  readonly lobbyBytesBurst: number;
  /** …then this many per second… */
  readonly lobbyBytesPerSecond: number;
  /** …and never more than this in all. */
  readonly lobbyBytesPerAddress: number;
  /** Lobby bytes one game's log takes from everyone together. */
  readonly lobbyBytesPerGame: number;
}

export const DEFAULT_LOBBY_BUDGET: LobbyBudgetLimits = {
  lobbyBytesBurst: 16 * 1024,
  lobbyBytesPerSecond: 64,
  lobbyBytesPerAddress: 128 * 1024,
  lobbyBytesPerGame: 512 * 1024,
};

interface Account {
  /** Bytes that may be written now (the bucket). */
  tokens: number;
  last: number;
  /** Bytes written in all. */
  spent: number;
}

export class LobbyBudget {
  /** roomId → address → account; roomId → bytes of all addresses. */
  private readonly accounts = new Map<string, Map<string, Account>>();
  private readonly games = new Map<string, number>();

  constructor(
    private readonly limits: LobbyBudgetLimits,
    private readonly now: () => number,
  ) {}

  private account(roomId: string, address: string): Account {
    let byAddress = this.accounts.get(roomId);
    if (!byAddress) {
      byAddress = new Map();
      this.accounts.set(roomId, byAddress);
    }
    let account = byAddress.get(address);
    const now = this.now();
    if (!account) {
      account = { tokens: this.limits.lobbyBytesBurst, last: now, spent: 0 };
      byAddress.set(address, account);
    }
    account.tokens = Math.min(this.limits.lobbyBytesBurst, account.tokens + ((now - account.last) / 1000) * this.limits.lobbyBytesPerSecond);
    account.last = now;
    return account;
  }

  /** Whether `address` may click once more in the game (the bucket is not empty, no ceiling reached). */
  check(roomId: string, address: string): Problem | null {
    const account = this.account(roomId, address);
    const game = this.games.get(roomId) ?? 0;
    if (account.spent >= this.limits.lobbyBytesPerAddress || game >= this.limits.lobbyBytesPerGame) {
      return { code: 'lobby.click-limit', detail: 'this game has logged as many lobby changes as the host allows', data: { waitMs: null } };
    }
    if (account.tokens <= 0) {
      const waitMs = Math.ceil(((1 - account.tokens) / this.limits.lobbyBytesPerSecond) * 1000);
      return { code: 'lobby.click-limit', detail: `too many lobby changes from this device; wait ${Math.ceil(waitMs / 1000)} s`, data: { waitMs } };
    }
    return null;
  }

  /** The click wrote `bytes` to the log. */
  spend(roomId: string, address: string, bytes: number): void {
    if (bytes <= 0) return;
    const account = this.account(roomId, address);
    account.tokens -= bytes;
    account.spent += bytes;
    this.games.set(roomId, (this.games.get(roomId) ?? 0) + bytes);
  }

  /** The game left memory. */
  forget(roomId: string): void {
    this.accounts.delete(roomId);
    this.games.delete(roomId);
  }
}
