/**
 * Issue 29.5: opening the audio output costs the main thread up to a second, so a seat opens it when
 * the page is idle, never inside the state message that brings the first sound. Round 3: a running
 * context renders silence all the time, so it is suspended once the last sound has ended and resumed
 * by the next cue.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

class FakeParam {
  value = 1;
  setValueAtTime(): void {}
  exponentialRampToValueAtTime(): void {}
}
class FakeNode {
  type = 'sine';
  gain = new FakeParam();
  frequency = new FakeParam();
  connect(): void {}
  start(): void {}
  stop(): void {}
}
const opened: string[][] = [];
const contexts: FakeAudioContext[] = [];
/** Starts suspended and runs once resumed, as Chromium's does; its clock is set by the test. */
class FakeAudioContext {
  currentTime = 0;
  state: 'suspended' | 'running' | 'closed' = 'suspended';
  readonly destination = {};
  readonly waves: string[] = [];
  readonly calls: string[] = [];
  private readonly listeners: (() => void)[] = [];
  readonly latencyHint: unknown;
  constructor(options?: { latencyHint?: unknown }) {
    this.latencyHint = options?.latencyHint;
    opened.push(this.waves);
    contexts.push(this);
  }
  addEventListener(_type: 'statechange', listener: () => void): void {
    this.listeners.push(listener);
  }
  resume(): Promise<void> {
    this.calls.push('resume');
    return Promise.resolve().then(() => this.become('running'));
  }
  suspend(): Promise<void> {
    this.calls.push('suspend');
    this.become('suspended');
    return Promise.resolve();
  }
  private become(state: 'suspended' | 'running'): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
  createGain(): FakeNode {
    return new FakeNode();
  }
  createOscillator(): FakeNode {
    const node = new FakeNode();
    const waves = this.waves;
    return Object.defineProperty(node, 'type', { set: (t: string) => waves.push(t), get: () => 'sine' });
  }
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  opened.length = 0;
  contexts.length = 0;
});

describe('the seat sounds open their output at idle time', () => {
  it('opens nothing at mount, the context and every wave at idle, and the first cue reuses them', async () => {
    vi.resetModules();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 1));
    vi.stubGlobal('cancelIdleCallback', () => (idle = null));
    const { warmUpSounds, play } = await import('../../renderer/seat/sounds');
    warmUpSounds();
    expect(opened).toHaveLength(0);
    idle!();
    expect(opened).toHaveLength(1);
    // Cues tell of announcements, not of a key pressed: the output's larger buffers wake the audio threads
    // about half as often ('interactive' is the default).
    expect(contexts[0]!.latencyHint).toBe('playback');
    expect([...opened[0]!].sort()).toEqual(['sawtooth', 'sine', 'square', 'triangle']);
    opened[0]!.length = 0;
    play('alarm');
    play('ping');
    play('hit');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toEqual(['square', 'sine', 'square', 'triangle']);
  });

  it('a seat left before the page was idle opens nothing', async () => {
    vi.resetModules();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 1));
    vi.stubGlobal('cancelIdleCallback', () => (idle = null));
    const { warmUpSounds } = await import('../../renderer/seat/sounds');
    warmUpSounds()();
    expect(idle).toBeNull();
    expect(opened).toHaveLength(0);
  });
});

describe('the seat sounds leave the audio output suspended between cues', () => {
  async function openedSounds() {
    vi.resetModules();
    vi.useFakeTimers();
    vi.stubGlobal('AudioContext', FakeAudioContext);
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 1));
    vi.stubGlobal('cancelIdleCallback', () => (idle = null));
    const sounds = await import('../../renderer/seat/sounds');
    sounds.warmUpSounds();
    idle!();
    await vi.advanceTimersByTimeAsync(0); // the context starts running
    return { play: sounds.play, ctx: contexts[0]! };
  }
  /** The context's clock and the page's timers move on together. */
  async function wait(ctx: FakeAudioContext, ms: number): Promise<void> {
    if (ctx.state === 'running') ctx.currentTime += ms / 1000;
    await vi.advanceTimersByTimeAsync(ms);
  }

  it('suspends after the warm-up, and a cue resumes it, then suspends once the cue has ended', async () => {
    const { play, ctx } = await openedSounds();
    expect(ctx.state).toBe('running');
    await wait(ctx, 4900);
    expect(ctx.state).toBe('running');
    await wait(ctx, 200);
    expect(ctx.state).toBe('suspended');
    ctx.calls.length = 0;
    play('ping'); // 0.35 s
    expect(ctx.calls).toEqual(['resume']);
    await wait(ctx, 0);
    expect(ctx.state).toBe('running');
    await wait(ctx, 5250);
    expect(ctx.state).toBe('running'); // the ping and its 5 s of quiet are not over
    await wait(ctx, 150);
    expect(ctx.state).toBe('suspended');
    expect(ctx.calls).toEqual(['resume', 'suspend']);
  });

  it('a short cue after a long one does not cut the long one', async () => {
    const { play, ctx } = await openedSounds();
    await wait(ctx, 5100);
    play('hit'); // 1.1 s
    await wait(ctx, 0);
    await wait(ctx, 100);
    play('ping'); // 0.35 s, ends before the hit
    await wait(ctx, 5900);
    expect(ctx.state).toBe('running'); // the hit ended at 1.1 s, its quiet is not over at 6.0 s
    await wait(ctx, 300);
    expect(ctx.state).toBe('suspended');
  });

  it('real-time play (a ping every second or two) keeps it running, with no suspend between cues', async () => {
    const { play, ctx } = await openedSounds();
    await wait(ctx, 5100);
    ctx.calls.length = 0;
    play('ping');
    await wait(ctx, 0);
    for (let i = 0; i < 10; i++) {
      await wait(ctx, 1800);
      play('ping');
    }
    expect(ctx.calls).toEqual(['resume']);
    await wait(ctx, 5400);
    expect(ctx.calls).toEqual(['resume', 'suspend']);
  });
});
