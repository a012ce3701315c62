/**
 * The host's own screen (issue 28.1): the person at the host PC keeps control however many addresses
 * anyone else uses. Loopback is no proof — every hot-seat window and any program on the PC connect
 * from 127.0.0.1, and a header (Origin, a name) is whatever the client writes. So the screen proves
 * itself with a key: 144 random bits made at each start, handed only to the desktop app's lobby
 * window (over IPC) or printed on the console of `npm run host`, never sent over the network by the
 * host. A connection becomes the host screen when it sends that key *and* connects from this PC's
 * loopback, so a key that leaked to another computer (a screenshot, a shared link) is worth nothing.
 *
 * Its powers: close the host to new games from other machines, lock a game (no new members), remove a
 * member; and no machine limit, nor the lobby click budget, ever refuses it (it is the owner, and
 * shares "this machine" with the hot-seat windows, which stay limited like any machine).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { newToken } from './codes';
import type { Problem } from './lobby';
import { isThisMachine } from './machine-key';

const digest = (text: string) => createHash('sha256').update(text).digest();

export class HostScreen {
  /** Given to the desktop app's lobby window / the console; a fresh one at each start. */
  readonly key: string;
  private readonly keyDigest: Buffer;
  private readonly screens = new Set<object>();
  /** Other machines may not create games. In memory: a restarted host is open again. */
  newGamesClosed = false;

  constructor(key: string = newToken()) {
    this.key = key;
    this.keyDigest = digest(key);
  }

  /** `client` (connected from `address`) claims to be the host's screen with `key`. */
  claim(client: object, key: string, address: string): Problem | null {
    // Compared as digests: equal lengths, and no timing tells how much of a guess was right.
    if (!timingSafeEqual(digest(key), this.keyDigest) || !isThisMachine(address)) {
      return { code: 'host.not-host-screen', detail: "this is not the host's own screen: open the game on the host PC's own app" };
    }
    this.screens.add(client);
    return null;
  }

  is(client: object): boolean {
    return this.screens.has(client);
  }

  /** Every connection that is the host's screen now. */
  all(): readonly object[] {
    return [...this.screens];
  }

  forget(client: object): void {
    this.screens.delete(client);
  }
}
