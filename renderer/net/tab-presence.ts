/**
 * Which tabs of this browser are alive, without trusting their timers: a hidden tab's timers run once a
 * minute (a frozen one's never), so a heartbeat alone makes a live tab look closed and its seat would
 * be offered to the next tab. Each tab holds a Web Lock named after its id for its whole life; the
 * browser releases it when the tab closes, however throttled the tab was. Where Web Locks are missing
 * (a page over plain http on a LAN address is no secure context), live tabs answer a roll call on a
 * BroadcastChannel instead (events are not throttled like timers; a frozen tab does not answer, and
 * then its fresh heartbeat, or the player's own answer to "is one of these you?", decides).
 *
 * The same channel carries the two-tab conversation: "come forward" (switch to the tab that has the
 * game) and "your seat was taken over by another tab".
 */

/** What this module needs of `navigator.locks` (tests pass a fake). */
export interface LockManagerLike {
  request(name: string, options: { ifAvailable?: boolean; signal?: AbortSignal }, callback: (lock: unknown) => Promise<unknown>): Promise<unknown>;
  query(): Promise<{ held?: readonly { name?: string }[] }>;
}

/** What this module needs of a BroadcastChannel. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export type TabMessage =
  | { readonly t: 'roll'; readonly from: string }
  | { readonly t: 'here'; readonly tab: string; readonly to: string }
  | { readonly t: 'focus'; readonly tab: string; readonly from: string }
  | { readonly t: 'focused'; readonly tab: string; readonly to: string; readonly visible: boolean }
  | { readonly t: 'taken'; readonly token: string; readonly by: string };

const LOCK_PREFIX = 'rumbo.tab.';
const TAB_KEY = 'rumbo.tab';
/** How long a reloaded tab waits for its previous page to let go of the tab's lock. */
const RELOAD_GRACE_MS = 1500;
/** How long a roll call (no Web Locks) or a "come forward" waits for answers. */
const ANSWER_MS = 400;

function newId(): string {
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}

function isTabMessage(value: unknown): value is TabMessage {
  return typeof value === 'object' && value !== null && typeof (value as { t?: unknown }).t === 'string';
}

export interface PresenceDeps {
  readonly locks: LockManagerLike | null;
  readonly channel: ChannelLike | null;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
}

export class TabPresence {
  private id: string;
  /** Settles once this tab knows it is itself (not a duplicate that copied another tab's id). */
  readonly ready: Promise<void>;
  private readonly takenListeners = new Set<(token: string) => void>();
  private readonly focusListeners = new Set<() => void>();
  private readonly waiting = new Set<(message: TabMessage) => void>();
  private releaseLock: (() => void) | null = null;

  constructor(private readonly deps: PresenceDeps) {
    this.id = deps.storage.getItem(TAB_KEY) ?? this.freshId();
    deps.channel?.addEventListener('message', (event) => this.receive(event.data));
    this.ready = this.claim();
  }

  /** This tab's id (kept in sessionStorage: a reload, or a closed tab the browser restores, is the same tab). */
  get tab(): string {
    return this.id;
  }

  /** Whether Web Locks back this tab's presence (else the roll call and heartbeats do). */
  get locked(): boolean {
    return this.deps.locks !== null;
  }

  private freshId(): string {
    const id = newId();
    this.deps.storage.setItem(TAB_KEY, id);
    return id;
  }

  /**
   * Holds this tab's lock. A duplicated tab (the browser copied sessionStorage, id and all) finds the
   * lock held by the live original and takes a new id; a reload finds it free, once the old page is gone.
   */
  private async claim(): Promise<void> {
    const { locks } = this.deps;
    if (!locks) {
      const live = await this.rollCall();
      if (live.has(this.id)) this.id = this.freshId();
      return;
    }
    if (await this.hold(this.id, { ifAvailable: true })) return;
    if (await this.hold(this.id, { signal: AbortSignal.timeout(RELOAD_GRACE_MS) })) return;
    this.id = this.freshId();
    await this.hold(this.id, { ifAvailable: true });
  }

  /** True once the lock is ours (held until the tab closes); false if it stayed taken. */
  private hold(id: string, options: { ifAvailable?: boolean; signal?: AbortSignal }): Promise<boolean> {
    const locks = this.deps.locks!;
    return new Promise<boolean>((resolve) => {
      locks
        .request(LOCK_PREFIX + id, options, (lock) => {
          if (lock === null) {
            resolve(false);
            return Promise.resolve();
          }
          resolve(true);
          return new Promise<void>((release) => (this.releaseLock = release));
        })
        .catch(() => resolve(false));
    });
  }

  /**
   * The ids of the tabs of this browser alive now (this one included). With Web Locks: every tab
   * holding its lock, throttled or frozen alike. Without: those that answer a roll call.
   */
  async liveTabs(): Promise<Set<string>> {
    await this.ready;
    const { locks } = this.deps;
    if (!locks) return this.rollCall();
    try {
      const { held = [] } = await locks.query();
      const live = new Set(held.flatMap((l) => (l.name?.startsWith(LOCK_PREFIX) ? [l.name.slice(LOCK_PREFIX.length)] : [])));
      live.add(this.id);
      return live;
    } catch {
      return this.rollCall();
    }
  }

  private async rollCall(): Promise<Set<string>> {
    const live = new Set<string>();
    const { channel } = this.deps;
    if (!channel) return live;
    const from = newId();
    const listener = (message: TabMessage) => {
      if (message.t === 'here' && message.to === from) live.add(message.tab);
    };
    this.waiting.add(listener);
    channel.postMessage({ t: 'roll', from } satisfies TabMessage);
    await new Promise((resolve) => setTimeout(resolve, ANSWER_MS));
    this.waiting.delete(listener);
    return live;
  }

  /**
   * Asks tab `tab` to come forward (window.focus(), and a mark in its title). Resolves with whether it
   * says it is visible now; false when it did not answer (browsers may refuse a background tab focus).
   */
  async askFocus(tab: string): Promise<boolean> {
    const { channel } = this.deps;
    if (!channel) return false;
    const from = newId();
    let visible = false;
    const listener = (message: TabMessage) => {
      if (message.t === 'focused' && message.to === from && message.tab === tab) visible ||= message.visible;
    };
    this.waiting.add(listener);
    channel.postMessage({ t: 'focus', tab, from } satisfies TabMessage);
    await new Promise((resolve) => setTimeout(resolve, ANSWER_MS));
    this.waiting.delete(listener);
    return visible;
  }

  /** Tells the tab that held `token` that this tab took its seat over. */
  tellTaken(token: string): void {
    this.deps.channel?.postMessage({ t: 'taken', token, by: this.id } satisfies TabMessage);
  }

  /** Called when another tab of this browser took over the seat of `token`. */
  onTaken(listener: (token: string) => void): void {
    this.takenListeners.add(listener);
  }

  /** Called when another tab asked this one to come forward. */
  onFocusAsked(listener: () => void): void {
    this.focusListeners.add(listener);
  }

  private receive(data: unknown): void {
    if (!isTabMessage(data)) return;
    for (const listener of this.waiting) listener(data);
    const channel = this.deps.channel!;
    if (data.t === 'roll') channel.postMessage({ t: 'here', tab: this.id, to: data.from } satisfies TabMessage);
    else if (data.t === 'focus' && data.tab === this.id) {
      for (const listener of this.focusListeners) listener();
      const visible = typeof document === 'undefined' || document.visibilityState === 'visible';
      channel.postMessage({ t: 'focused', tab: this.id, to: data.from, visible } satisfies TabMessage);
    } else if (data.t === 'taken' && data.by !== this.id) for (const listener of this.takenListeners) listener(data.token);
  }

  /** Lets go of this tab's lock (tests; a page never needs it: closing does it). */
  close(): void {
    this.releaseLock?.();
  }
}

let shared: TabPresence | null = null;

/** This page's presence, made on first use. */
export function presence(): TabPresence {
  shared ??= new TabPresence({
    locks: typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks ? (navigator.locks as unknown as LockManagerLike) : null,
    channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('rumbo.tabs'),
    storage: sessionStorage,
  });
  return shared;
}
