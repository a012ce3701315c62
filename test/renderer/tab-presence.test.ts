/**
 * Tab presence (issue 29): a tab's Web Lock, not its timers, says it is open, so a hidden tab whose
 * timers the browser throttles to once a minute never looks closed; a duplicated tab (its session
 * storage copied, tab id and all) finds its id taken and becomes a tab of its own; the two-tab
 * conversation (come forward, taken over) reaches the right tab.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TabPresence, type ChannelLike, type LockManagerLike } from '../../renderer/net/tab-presence';

/** The browser's lock manager for one origin: a lock is held until its callback's promise settles. */
class FakeLocks implements LockManagerLike {
  readonly held = new Map<string, Promise<unknown>>();
  private waiters = new Map<string, (() => void)[]>();
  async request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown> {
    if (this.held.has(name)) {
      if (options.ifAvailable) return callback(null);
      await new Promise<void>((resolve, reject) => {
        this.waiters.set(name, [...(this.waiters.get(name) ?? []), resolve]);
        options.signal?.addEventListener('abort', () => {
          this.waiters.set(name, (this.waiters.get(name) ?? []).filter((w) => w !== resolve));
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    }
    const done = callback({ name });
    this.held.set(name, done);
    void done.finally(() => {
      this.held.delete(name);
      this.waiters.get(name)?.shift()?.();
    });
    return done;
  }
  async query(): Promise<{ held: { name: string }[] }> {
    return { held: [...this.held.keys()].map((name) => ({ name })) };
  }
}

/** One tab's sessionStorage. */
function storage(id?: string): Pick<Storage, 'getItem' | 'setItem'> {
  const map = new Map<string, string>(id ? [['rumbo.tab', id]] : []);
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

const channels: BroadcastChannel[] = [];
function channel(): ChannelLike {
  const c = new BroadcastChannel('rumbo.tabs.test');
  channels.push(c);
  return c as unknown as ChannelLike;
}
afterEach(() => {
  for (const c of channels.splice(0)) c.close();
});

describe('tab presence with Web Locks', () => {
  it('a tab is open for as long as it holds its lock, however long its timers sleep', async () => {
    const locks = new FakeLocks();
    const first = new TabPresence({ locks, channel: null, storage: storage() });
    await first.ready;
    const second = new TabPresence({ locks, channel: null, storage: storage() });
    // No timer of the first tab runs from here on (a hidden, throttled or frozen tab): it is still open.
    expect([...(await second.liveTabs())].sort()).toEqual([first.tab, second.tab].sort());
    first.close();
    await Promise.resolve();
    expect([...(await second.liveTabs())]).toEqual([second.tab]);
  });

  it('a duplicated tab (same id copied) becomes a tab of its own; a reload keeps its id', async () => {
    const locks = new FakeLocks();
    const original = new TabPresence({ locks, channel: null, storage: storage('tab-a') });
    await original.ready;
    const duplicate = new TabPresence({ locks, channel: null, storage: storage('tab-a') });
    await duplicate.ready;
    expect(original.tab).toBe('tab-a');
    expect(duplicate.tab).not.toBe('tab-a');
    // The original reloads: its old page lets go of the lock a moment after the new page asks for it.
    const reloaded = new TabPresence({ locks, channel: null, storage: storage('tab-a') });
    setTimeout(() => original.close(), 50);
    await reloaded.ready;
    expect(reloaded.tab).toBe('tab-a');
  });
});

describe('tab presence without Web Locks (plain http on a LAN address)', () => {
  it('open tabs answer the roll call; a duplicate takes a new id', async () => {
    const first = new TabPresence({ locks: null, channel: channel(), storage: storage('tab-a') });
    await first.ready;
    const duplicate = new TabPresence({ locks: null, channel: channel(), storage: storage('tab-a') });
    await duplicate.ready;
    expect(duplicate.tab).not.toBe('tab-a');
    const live = await duplicate.liveTabs();
    expect(live.has('tab-a')).toBe(true);
  });
});

describe('the two-tab conversation', () => {
  it('"come forward" reaches only the tab asked, and its answer comes back', async () => {
    const asked: string[] = [];
    const first = new TabPresence({ locks: null, channel: channel(), storage: storage('tab-a') });
    const third = new TabPresence({ locks: null, channel: channel(), storage: storage('tab-c') });
    const second = new TabPresence({ locks: null, channel: channel(), storage: storage('tab-b') });
    await Promise.all([first.ready, second.ready, third.ready]);
    first.onFocusAsked(() => asked.push('a'));
    third.onFocusAsked(() => asked.push('c'));
    // happy-dom's document is visible: the asked tab says it is in front.
    expect(await second.askFocus('tab-a')).toBe(true);
    expect(asked).toEqual(['a']);
    // Nobody with that id: no answer, and the player is told where to look instead.
    expect(await second.askFocus('tab-gone')).toBe(false);
  });

  it('"taken over" is heard by the other tabs, never by the tab that took it', async () => {
    const heard: string[] = [];
    const first = new TabPresence({ locks: null, channel: channel(), storage: storage('tab-a') });
    const second = new TabPresence({ locks: null, channel: channel(), storage: storage('tab-b') });
    await Promise.all([first.ready, second.ready]);
    first.onTaken((token) => heard.push(`a:${token}`));
    second.onTaken((token) => heard.push(`b:${token}`));
    second.tellTaken('secret');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['a:secret']);
  });
});
