import { describe, expect, it } from 'vitest';
import { Agc, AGC_TARGET } from '../../renderer/voice/frontend/agc';
import { createDenoiser } from '../../renderer/voice/frontend/denoise';
import { Endpointer, FRAME_MS, HANGOVER_MS, MAX_UTTERANCE_MS } from '../../renderer/voice/frontend/endpoint';
import { FrontEnd } from '../../renderer/voice/frontend/front-end';
import { RoomWatch } from '../../renderer/voice/frontend/room-watch';
import { GATE_DELAY_MS, GATE_HANG_MS, GATE_LEAD_MS, GATE_MARGIN_DB, SpeakerGate } from '../../renderer/voice/frontend/speaker-gate';

/** A repeatable noise source (no Math.random: the same figures every run). */
function noise(seed = 1): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 31 - 1;
  };
}

const rms = (x: Float32Array) => Math.sqrt(x.reduce((n, s) => n + s * s, 0) / x.length);

/** Frame levels (RMS) into the endpointer; the events with their frame index. */
function events(levels: readonly number[]): Array<[number, string]> {
  const endpointer = new Endpointer();
  return levels.flatMap((level, i) => {
    const event = endpointer.feed(level);
    return event ? [[i, event] as [number, string]] : [];
  });
}

const frames = (ms: number, level: number) => Array.from({ length: ms / FRAME_MS }, () => level);

describe('voice-activity endpoint (open microphone)', () => {
  it('starts within 80 ms of speech above the room, ends one hangover after it', () => {
    const got = events([...frames(1000, 0.003), ...frames(800, 0.1), ...frames(1500, 0.003)]);
    expect(got.map(([, e]) => e)).toEqual(['start', 'end']);
    const [[start], [end]] = got as [[number, string], [number, string]];
    expect(start - 100).toBeLessThanOrEqual(8);
    // The first quiet frame (180) counts: the end comes on the hangover's last frame.
    expect((end - 179) * FRAME_MS).toBe(HANGOVER_MS);
  });

  it('keeps one utterance over the pause between words', () => {
    const got = events([...frames(500, 0.003), ...frames(400, 0.1), ...frames(250, 0.003), ...frames(400, 0.1), ...frames(1000, 0.003)]);
    expect(got.map(([, e]) => e)).toEqual(['start', 'end']);
  });

  it('learns a loud room: steady noise, however loud, never starts an utterance; speech above it does', () => {
    expect(events(frames(5000, 0.05))).toEqual([]);
    const got = events([...frames(3000, 0.05), ...frames(500, 0.3), ...frames(1000, 0.05)]);
    expect(got.map(([, e]) => e)).toEqual(['start', 'end']);
  });

  it('cuts a monologue at the longest utterance', () => {
    // Words of 200 ms with 80 ms between them, for longer than an order may last.
    const talk = Array.from({ length: Math.ceil((MAX_UTTERANCE_MS + 2000) / 280) }, () => [...frames(200, 0.1), ...frames(80, 0.01)]).flat();
    const got = events([...frames(300, 0.003), ...talk]);
    expect(got.map(([, e]) => e)).toContain('cut');
  });
});

describe('level normalisation', () => {
  const tone = (amplitude: number, length = 480, offset = 0) => Float32Array.from({ length }, (_, i) => amplitude * Math.sin((2 * Math.PI * 200 * (i + offset)) / 48_000));

  it('brings a quiet voice and a shouted one to the same level, without clipping', () => {
    for (const amplitude of [0.01, 0.9]) {
      const agc = new Agc();
      let last = new Float32Array(0);
      for (let f = 0; f < 300; f++) {
        last = tone(amplitude, 480, f * 480);
        agc.process(last, true);
      }
      expect(rms(last) / AGC_TARGET).toBeGreaterThan(0.7);
      expect(rms(last) / AGC_TARGET).toBeLessThan(1.4);
      expect(Math.max(...last.map(Math.abs))).toBeLessThan(1);
    }
  });

  it('does not raise the room between words', () => {
    const agc = new Agc();
    const quiet = tone(0.002);
    for (let f = 0; f < 300; f++) agc.process(tone(0.002), false);
    agc.process(quiet, false);
    expect(rms(quiet)).toBeLessThan(0.003);
  });
});

describe('the front end', () => {
  it('cuts 48 kHz audio into 10 ms frames, hands the rest over on flush, and keeps 250 ms of onset', () => {
    const front = new FrontEnd({ rate: 48_000, agc: false });
    const out = front.push(new Float32Array(48_000 + 100).fill(0.01));
    expect(out).toHaveLength(100);
    expect(out.every((f) => f.samples.length === 480)).toBe(true);
    expect(front.flush()?.samples.length).toBe(100);
    expect(front.preRoll().length).toBe(25 * 480);
  });

  it('RNNoise (WebAssembly, in Node too) takes steady noise down and does not call it voice', async () => {
    const denoiser = await createDenoiser();
    const next = noise();
    let before = 0;
    let after = 0;
    let voice = 0;
    for (let f = 0; f < 200; f++) {
      const frame = Float32Array.from({ length: denoiser.frameSize }, () => 0.05 * next());
      before = rms(frame);
      voice = denoiser.process(frame);
      after = rms(frame);
    }
    denoiser.dispose();
    expect(after).toBeLessThan(before / 4);
    expect(voice).toBeLessThan(0.8);
  });
});

describe('the room and a push-to-talk press (issue 17.3: who the recognizer hears)', () => {
  const tone = (level: number, n = 480) => Float32Array.from({ length: n }, (_, i) => level * Math.sin(i / 3));

  it('tells a room of other voices from steady noise and silence, by RNNoise\'s voice probability over about a second', () => {
    const watch = (voice: number, frames = 100) => {
      const room = new RoomWatch();
      for (let i = 0; i < frames; i++) room.feed(voice);
      return room.voices;
    };
    expect(new RoomWatch().voices).toBe(false);
    expect(watch(0.01)).toBe(false);
    expect(watch(0.2)).toBe(false);
    expect(watch(0.9)).toBe(true);
    // A second of talk after a long quiet spell turns it: the average follows the room, not its whole past.
    const room = new RoomWatch();
    for (let i = 0; i < 3000; i++) room.feed(0.01);
    for (let i = 0; i < 100; i++) room.feed(0.95);
    expect(room.voices).toBe(true);
  });

  it('hands the speaker on and the room before, between and after as silence, GATE_DELAY_MS late', () => {
    const gate = new SpeakerGate('raw');
    const room = 0.003; // 30 dB under the speaker
    const frame = (level: number) => ({ clean: tone(level), raw: tone(level), captured: rms(tone(level)) });
    const script = [...Array(40).fill(room), ...Array(30).fill(0.1), ...Array(10).fill(room), ...Array(30).fill(0.1), ...Array(80).fill(room)];
    const out: Float32Array[] = [];
    script.forEach((level, i) => {
      const sent = gate.push(frame(level));
      if (i < GATE_DELAY_MS / FRAME_MS) expect(sent).toEqual([]);
      out.push(...sent);
    });
    out.push(...gate.flush());
    expect(out).toHaveLength(script.length);
    const heard = out.map((f) => rms(f) > 0);
    const lead = GATE_LEAD_MS / FRAME_MS;
    const hang = GATE_HANG_MS / FRAME_MS;
    // Before the first word: silence up to GATE_LEAD_MS ahead of it.
    expect(heard.slice(0, 40 - lead).some(Boolean)).toBe(false);
    expect(heard.slice(40 - lead, 40).every(Boolean)).toBe(true);
    // The 100 ms between the two words stays (hangover), so does GATE_HANG_MS after the last, then silence.
    expect(heard.slice(40, 110 + hang).every(Boolean)).toBe(true);
    expect(heard.slice(110 + hang).some(Boolean)).toBe(false);
  });

  /** What the gate hands on of `script` (each frame's captured level; `sound` what the later stages made of it). */
  function gated(script: readonly number[], sound: (level: number, i: number) => number = (level) => level): boolean[] {
    const gate = new SpeakerGate('raw');
    const out: Float32Array[] = [];
    script.forEach((level, i) => out.push(...gate.push({ clean: tone(sound(level, i)), raw: tone(sound(level, i)), captured: rms(tone(level)) })));
    out.push(...gate.flush());
    return out.map((f) => rms(f) > 0);
  }

  it('judges by the margin under the loudest: the room just under it is cut, the speaker just above it kept', () => {
    const speaker = 0.1;
    const dbUnder = (db: number) => speaker * 10 ** (-db / 20);
    const apart = Math.round(GATE_HANG_MS / FRAME_MS) + 20;
    // A word, a long gap of room a little more than the margin under it, then a soft word a little less under.
    const script = [...Array(30).fill(speaker), ...Array(apart).fill(dbUnder(GATE_MARGIN_DB + 1)), ...Array(20).fill(dbUnder(GATE_MARGIN_DB - 1)), ...Array(apart).fill(dbUnder(GATE_MARGIN_DB + 1))];
    const heard = gated(script);
    const hang = Math.round(GATE_HANG_MS / FRAME_MS);
    const lead = Math.round(GATE_LEAD_MS / FRAME_MS);
    const soft = 30 + apart;
    expect(heard.slice(30 + hang, soft - lead).some(Boolean)).toBe(false);
    expect(heard.slice(soft, soft + 20).every(Boolean)).toBe(true);
    expect(heard.slice(soft + 20 + hang).some(Boolean)).toBe(false);
  });

  it('judges the level as captured, not as the level normalisation raised it between words', () => {
    const room = 0.1 * 10 ** (-(GATE_MARGIN_DB + 6) / 20);
    const script = [...Array(40).fill(0.1), ...Array(60).fill(room), ...Array(40).fill(0.1)];
    // The gain rises in the gap (the room learnt as speech) until the room is as loud as the voice was.
    const heard = gated(script, (level) => (level === room ? 0.1 : level));
    const hang = Math.round(GATE_HANG_MS / FRAME_MS);
    const lead = Math.round(GATE_LEAD_MS / FRAME_MS);
    expect(heard.slice(40 + hang, 100 - lead).some(Boolean)).toBe(false);
    expect(heard.slice(100, 140).every(Boolean)).toBe(true);
  });

  it('a press hands on the denoised sound, and amid other voices the raw one trimmed to the speaker', async () => {
    const denoiser = await createDenoiser();
    try {
      const front = new FrontEnd({ rate: 48_000, denoiser });
      const next = noise(7);
      for (let f = 0; f < 150; f++) front.push(Float32Array.from({ length: 480 }, () => 0.05 * next()));
      expect(front.room.voices).toBe(false);
      const press = front.press();
      expect(press.sound).toBe('clean');
      expect(press).not.toBeInstanceOf(SpeakerGate);
      // Every frame comes out in both forms: the raw one is the same 10 ms, level-normalised, not denoised.
      const [frame] = front.push(Float32Array.from({ length: 480 }, () => 0.05 * next()));
      expect(rms(frame!.raw)).toBeGreaterThan(rms(frame!.samples));
      for (let f = 0; f < 300; f++) front.room.feed(0.95);
      const amid = front.press();
      expect(amid).toBeInstanceOf(SpeakerGate);
      expect(amid.sound).toBe('raw');
    } finally {
      denoiser.dispose();
    }
  });

  it('keeps each frame’s level as captured, before RNNoise and the gain change it, the last partial frame too', async () => {
    // A quiet room, then a quiet voice-like input in syllables.
    const next = noise(11);
    const syllable = (i: number) => i >= 480 * 100 && Math.floor(i / (480 * 15)) % 2 === 0;
    const input = Float32Array.from({ length: 480 * 200 + 120 }, (_, i) => (syllable(i) ? 0.01 * Math.sin(i / 7) : 0) + 0.0005 * next());
    const heard = (front: FrontEnd) => {
      const frames = [...front.push(input), front.flush()!];
      expect(frames.at(-1)!.samples).toHaveLength(120);
      frames.forEach((frame, k) => expect(frame.captured, `frame ${k}`).toBeCloseTo(rms(input.subarray(480 * k, 480 * k + frame.samples.length)), 6));
      return frames;
    };
    // RNNoise takes this input down (it is no voice it knows); the level kept is the input's.
    const denoiser = await createDenoiser();
    try {
      const late = heard(new FrontEnd({ rate: 48_000, denoiser }))[181]!;
      expect(rms(late.samples)).toBeLessThan(late.captured / 2);
    } finally {
      denoiser.dispose();
    }
    // The level normalisation raises it (the endpointer hears the syllables as speech); the level kept is the input's.
    const late = heard(new FrontEnd({ rate: 48_000 }))[181]!;
    expect(rms(late.samples)).toBeGreaterThan(late.captured * 2);
  });
});
