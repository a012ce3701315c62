/**
 * Issue 29.5: opening the audio output costs the main thread up to a second, so a seat opens it when
 * the page is idle, never inside the state message that brings the first sound.
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
class FakeAudioContext {
  readonly currentTime = 0;
  readonly destination = {};
  readonly waves: string[] = [];
  constructor() {
    opened.push(this.waves);
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
  vi.unstubAllGlobals();
  opened.length = 0;
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
