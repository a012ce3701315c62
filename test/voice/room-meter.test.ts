import { describe, expect, it } from 'vitest';
import { RoomMeter, roomVerdict, toDb } from '../../renderer/voice/room-meter';
import { MicCheck, QUIET_MS, SPEAK_MAX_MS, type MicCheckState } from '../../renderer/voice/mic-check';
import { MAX_OPEN_UTTERANCE_MS, UtteranceWatch } from '../../renderer/voice/utterance-watch';

/** Levels as the capture sends them: RMS of a frame, ~40 a second. */
function measure(floor: number, speech: number, frames = 40): ReturnType<RoomMeter['reading']> {
  const meter = new RoomMeter();
  for (let i = 0; i < frames; i++) meter.feed(floor * (0.8 + 0.4 * ((i * 7) % 10) / 10), 'quiet');
  // An order: a few loud syllables between quieter gaps.
  for (let i = 0; i < frames; i++) meter.feed(i % 3 === 0 ? floor : speech, 'speech');
  return meter.reading();
}

describe('mic check: the room and the order', () => {
  it('a quiet room and a clear order: open mic is fine', () => {
    const reading = measure(0.001, 0.1);
    expect(reading.snrDb).toBeGreaterThan(35);
    expect(roomVerdict(reading)).toBe('fine');
  });

  it('a loud room (the order only 12 dB above it) is too loud for an open mic', () => {
    const reading = measure(0.02, 0.08);
    expect(reading.snrDb).toBeCloseTo(12, 0);
    expect(roomVerdict(reading)).toBe('too-loud-for-open');
  });

  it('a floor that keeps the voice gate open is too loud even with a shouted order', () => {
    expect(roomVerdict(measure(0.016, 0.2))).toBe('too-loud-for-open');
  });

  it('an order no louder than the room was not heard', () => {
    expect(roomVerdict(measure(0.01, 0.012))).toBe('not-heard');
  });

  it('nothing said at all is not heard, not "fine"', () => {
    const meter = new RoomMeter();
    for (let i = 0; i < 40; i++) meter.feed(0.001, 'quiet');
    expect(meter.reading().speechDb).toBeNull();
    expect(roomVerdict(meter.reading())).toBe('not-heard');
  });

  it('a muted or unplugged microphone (digital silence) is named as such', () => {
    expect(roomVerdict(measure(0, 0))).toBe('dead-mic');
    expect(roomVerdict(measure(0.00001, 0.0002))).toBe('dead-mic');
  });

  it('a clipping input is named before anything else it might look like', () => {
    expect(roomVerdict(measure(0.001, 0.6))).toBe('clipping');
  });

  it('garbage levels (NaN, negative) are ignored, not averaged in', () => {
    const meter = new RoomMeter();
    for (let i = 0; i < 20; i++) meter.feed(0.001, 'quiet');
    meter.feed(Number.NaN, 'quiet');
    meter.feed(-1, 'speech');
    for (let i = 0; i < 20; i++) meter.feed(0.1, 'speech');
    expect(meter.reading().floorDb).toBeCloseTo(toDb(0.001), 5);
    expect(roomVerdict(meter.reading())).toBe('fine');
  });
});

describe('one utterance: silence, clipping, a monologue', () => {
  it('an utterance of digital silence says the microphone sends no sound', () => {
    const watch = new UtteranceWatch();
    watch.begin(0);
    for (let i = 0; i < 30; i++) watch.feed(0);
    expect(watch.problem()).toBe('voice.mic-silent');
  });

  it('a clipped utterance is flagged; a loud clean one is not', () => {
    const watch = new UtteranceWatch();
    watch.begin(0);
    for (let i = 0; i < 30; i++) watch.feed(i % 5 === 0 ? 0.5 : 0.1);
    expect(watch.problem()).toBe('voice.clipping');
    watch.begin(0);
    for (let i = 0; i < 30; i++) watch.feed(0.15);
    expect(watch.problem()).toBeNull();
  });

  it('an open-mic utterance becomes too long after the limit, not before', () => {
    const watch = new UtteranceWatch();
    watch.begin(1000);
    expect(watch.tooLong(1000 + MAX_OPEN_UTTERANCE_MS)).toBe(false);
    expect(watch.tooLong(1000 + MAX_OPEN_UTTERANCE_MS + 1)).toBe(true);
  });

  it('an utterance with no frames at all (the release came first) has no level problem', () => {
    const watch = new UtteranceWatch();
    watch.begin(0);
    expect(watch.problem()).toBeNull();
  });
});

describe('the mic check run', () => {
  function run() {
    const states: MicCheckState[] = [];
    let listening = 0;
    let heardCalls = 0;
    const check = new MicCheck({
      listen: () => listening++,
      hear: async () => {
        heardCalls++;
        return { heard: 'rumbo norte', understood: 'Rumbo norte', reason: null };
      },
      onState: (s) => states.push(s),
    });
    return { check, states, last: () => states[states.length - 1]!, listening: () => listening, heardCalls: () => heardCalls };
  }

  it('measures the room, asks for an order, ends after the order and shows figures, verdict and what was heard', async () => {
    const { check, last, listening } = run();
    let t = 0;
    check.start(t);
    for (; t < QUIET_MS; t += 25) check.feed(0.001, t);
    check.feed(0.001, t);
    expect(last().phase).toBe('speak');
    expect(listening()).toBe(1);
    for (let i = 0; i < 30; i++) check.feed(0.1, (t += 25));
    for (let i = 0; i < 40; i++) check.feed(0.001, (t += 25));
    await Promise.resolve();
    await Promise.resolve();
    const result = last();
    expect(result.phase).toBe('result');
    if (result.phase !== 'result') return;
    expect(result.verdict).toBe('fine');
    expect(result.hearing.understood).toBe('Rumbo norte');
    expect(t).toBeLessThan(QUIET_MS + SPEAK_MAX_MS);
  });

  it('a microphone that stops sending still ends the check (the clock ticks it on)', async () => {
    const { check, last, heardCalls } = run();
    check.start(0);
    check.tick(QUIET_MS);
    check.tick(QUIET_MS + SPEAK_MAX_MS);
    await Promise.resolve();
    await Promise.resolve();
    expect(heardCalls()).toBe(1);
    expect(last()).toMatchObject({ phase: 'result', verdict: 'dead-mic' });
  });

  it('cancelled while listening, it closes the microphone and shows no result', async () => {
    const { check, last, heardCalls } = run();
    check.start(0);
    check.tick(QUIET_MS);
    check.cancel();
    await Promise.resolve();
    expect(heardCalls()).toBe(1);
    expect(last().phase).toBe('idle');
    expect(check.running).toBe(false);
  });
});
