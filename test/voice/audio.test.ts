import { describe, expect, it, vi } from 'vitest';
import { BATCH, Batcher, Resampler, downmix, level } from '../../renderer/voice/resample';
import { PushToTalk } from '../../renderer/voice/push-to-talk';

describe('resampling to 16 kHz mono', () => {
  it('turns one second at 48 kHz (in odd-sized frames) into one second at 16 kHz, keeping the tone', () => {
    const resampler = new Resampler(48_000);
    const out: number[] = [];
    const tone = (i: number) => Math.sin((2 * Math.PI * 440 * i) / 48_000);
    for (let start = 0; start < 48_000; start += 128 + (start % 7)) {
      const frame = Float32Array.from({ length: Math.min(128 + (start % 7), 48_000 - start) }, (_, k) => tone(start + k));
      out.push(...resampler.push(frame));
    }
    expect(Math.abs(out.length - 16_000)).toBeLessThanOrEqual(1);
    // Output sample i sits at input sample 3i - 1 (the resampler starts one input sample back).
    for (const i of [100, 5000, 15_000]) expect(out[i]!).toBeCloseTo(tone(3 * i - 1), 5);
  });

  it('handles 44.1 kHz devices too', () => {
    const resampler = new Resampler(44_100);
    let count = 0;
    for (let i = 0; i < 441; i++) count += resampler.push(new Float32Array(100)).length;
    expect(Math.abs(count - 16_000)).toBeLessThanOrEqual(1);
  });

  it('averages stereo into mono', () => {
    expect([...downmix([Float32Array.of(1, 0), Float32Array.of(0, 0.5)])]).toEqual([0.5, 0.25]);
  });

  it('batches ~4096 samples per message and flushes the rest on release', () => {
    const batches: number[] = [];
    const batcher = new Batcher((b) => batches.push(b.length));
    for (let i = 0; i < 70; i++) batcher.push(new Float32Array(128));
    expect(batches).toEqual([BATCH, BATCH]);
    batcher.flush();
    expect(batches).toEqual([BATCH, BATCH, 70 * 128 - 2 * BATCH]);
  });

  it('measures the level', () => {
    expect(level(new Float32Array(10))).toBe(0);
    expect(level(Float32Array.of(0.5, -0.5))).toBeCloseTo(0.5);
  });
});

describe('push-to-talk', () => {
  it('ends an utterance 300 ms after release; a press within that keeps the same utterance', () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const ptt = new PushToTalk({ start: () => calls.push('start'), stop: () => calls.push('stop') });
    ptt.press();
    ptt.press(); // key repeat
    ptt.release();
    vi.advanceTimersByTime(200);
    ptt.press();
    ptt.release();
    vi.advanceTimersByTime(299);
    expect(calls).toEqual(['start']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['start', 'stop']);
    vi.useRealTimers();
  });
});

describe('open-mic voice gate', () => {
  it('opens after a short loud stretch, ignores clicks, and closes after a quiet pause', async () => {
    const { VoiceGate } = await import('../../renderer/voice/voice-gate');
    const changes: boolean[] = [];
    const gate = new VoiceGate((open) => changes.push(open));
    gate.feed(0.5, 0);
    gate.feed(0.001, 30); // a click, not speech
    gate.feed(0.1, 100);
    gate.feed(0.1, 170);
    expect(changes).toEqual([true]);
    gate.feed(0.001, 300);
    gate.feed(0.1, 500); // a breath between words keeps it open
    gate.feed(0.001, 600);
    gate.feed(0.001, 1100);
    expect(changes).toEqual([true]);
    gate.feed(0.001, 1250);
    expect(changes).toEqual([true, false]);
  });
});
