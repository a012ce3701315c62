/**
 * The global push-to-talk key. Inside a focused voice window the renderer handles push-to-talk itself
 * (hold the key: keydown → talk, keyup → send). The OS-wide key exists for when the focus is elsewhere
 * (another app, the lobby, a seat without voice), and is registered only then, so it never steals the
 * key from the window that handles it.
 *
 * An OS global shortcut reports presses only (no release, and key auto-repeat on some systems), so the
 * global key is a toggle: tap → 'down', tap again → 'up'. Presses closer than `repeatGapMs` to the
 * previous one are key repeats of a held key and are ignored — nobody says an order in under 0.6 s. A
 * 'down' lasting `maxHoldMs` is released automatically, and so is one still held when the focus moves
 * into a voice window.
 *
 * Where the OS refuses the key (taken by another app; Wayland without the GlobalShortcuts portal),
 * `info().global` is false and push-to-talk works inside the window only.
 */
import type { PushToTalkInfo, PushToTalkState } from './api-types';
import type { TimerApi } from './store';

export const DEFAULT_PTT_KEY = 'F9';

export interface PushToTalkDeps {
  /** globalShortcut.register: false when the OS refuses. May throw on a malformed accelerator. */
  register(accelerator: string, onPress: () => void): boolean;
  unregister(accelerator: string): void;
  /** Whether a voice window exists to receive the events. */
  hasTarget(): boolean;
  /** Delivers to the voice window that had the focus last. */
  send(state: PushToTalkState): void;
  now(): number;
  timers: TimerApi;
  log?(message: string): void;
}

export interface PushToTalkOptions {
  readonly accelerator?: string;
  readonly repeatGapMs?: number;
  readonly maxHoldMs?: number;
}

export class PushToTalk {
  readonly accelerator: string;
  private readonly deps: PushToTalkDeps;
  private readonly repeatGapMs: number;
  private readonly maxHoldMs: number;
  private registered = false;
  private available = true;
  private talking = false;
  private lastPress = -Infinity;
  private holdTimer: unknown;

  constructor(deps: PushToTalkDeps, options: PushToTalkOptions = {}) {
    this.deps = deps;
    this.accelerator = options.accelerator ?? DEFAULT_PTT_KEY;
    this.repeatGapMs = options.repeatGapMs ?? 600;
    this.maxHoldMs = options.maxHoldMs ?? 15_000;
  }

  /** Checks once (after app ready) whether the OS lets us have the key at all. */
  probe(): boolean {
    if (this.tryRegister()) this.unregister();
    return this.available;
  }

  /** Call whenever the focus changes: `voiceWindowFocused` = a voice window has the keyboard focus. */
  focusChanged(voiceWindowFocused: boolean): void {
    if (voiceWindowFocused) {
      this.unregister();
      if (this.talking) this.setTalking(false);
    } else if (!this.registered) {
      this.tryRegister();
    }
  }

  /** The global key was pressed. */
  press(): void {
    const now = this.deps.now();
    const gap = now - this.lastPress;
    this.lastPress = now;
    if (gap < this.repeatGapMs) return;
    if (!this.talking && !this.deps.hasTarget()) return;
    this.setTalking(!this.talking);
  }

  info(): PushToTalkInfo {
    return { accelerator: this.accelerator, global: this.available };
  }

  get isTalking(): boolean {
    return this.talking;
  }

  dispose(): void {
    if (this.talking) this.setTalking(false);
    this.unregister();
  }

  private setTalking(on: boolean): void {
    this.talking = on;
    if (this.holdTimer !== undefined) {
      this.deps.timers.clearTimeout(this.holdTimer);
      this.holdTimer = undefined;
    }
    if (on) this.holdTimer = this.deps.timers.setTimeout(() => this.setTalking(false), this.maxHoldMs);
    this.deps.send(on ? 'down' : 'up');
  }

  private tryRegister(): boolean {
    let ok: boolean;
    try {
      ok = this.deps.register(this.accelerator, () => this.press());
    } catch (err) {
      ok = false;
      this.deps.log?.(`push-to-talk: "${this.accelerator}" is not a valid accelerator (${err instanceof Error ? err.message : String(err)})`);
    }
    if (!ok && this.available) this.deps.log?.(`push-to-talk: the OS refused the global key ${this.accelerator}; in-window only`);
    this.registered = ok;
    this.available = ok;
    return ok;
  }

  private unregister(): void {
    if (!this.registered) return;
    this.registered = false;
    this.deps.unregister(this.accelerator);
  }
}
