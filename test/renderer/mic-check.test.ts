import { mount } from '@vue/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import MicCheck from '../../renderer/voice/MicCheck.vue';
import MicState from '../../renderer/voice/MicState.vue';
import { useGameStore } from '../../renderer/stores/game';
import { useVoiceStore } from '../../renderer/stores/voice';
import { QUIET_MS } from '../../renderer/voice/mic-check';
import { TranscriptRecognizer } from '../../renderer/voice/transcript-recognizer';
import { HANGOVER_MS } from '../../renderer/voice/push-to-talk';
import { MAX_OPEN_UTTERANCE_MS } from '../../renderer/voice/utterance-watch';
import { fakeClockEachTest, plugins, settle } from './support';

const FRAME_MS = 25;

async function setup() {
  const installed = plugins();
  const voice = useVoiceStore();
  const game = useGameStore();
  const command = vi.spyOn(game, 'command').mockImplementation(() => undefined as never);
  const double = await voice.useDouble(false);
  /** Levels as the capture sends them, one frame every 25 ms of (fake) time. */
  const feed = (level: number, ms: number) => {
    for (let t = 0; t < ms; t += FRAME_MS) {
      vi.advanceTimersByTime(FRAME_MS);
      voice.heardLevel(level);
    }
  };
  /** A check's whole run: the room alone, an order over it, then the room until the result. */
  const speakOver = async (room: number, speech: number, wrapper: { vm: { $nextTick(): Promise<void> } }) => {
    feed(room, QUIET_MS + FRAME_MS);
    feed(speech, 800);
    feed(room, 5000);
    await settle();
    await wrapper.vm.$nextTick();
  };
  return { installed, voice, double, command, feed, speakOver };
}

fakeClockEachTest();

describe('the mic check in the Voice panel', () => {
  it('a quiet room and a clear order: figures, what was heard and "open mic works", and nothing is sent', async () => {
    const { installed, voice, double, command, feed } = await setup();
    const wrapper = mount(MicCheck, { global: { plugins: installed } });
    double.say({ text: 'rumbo norte' });
    await wrapper.get('[data-testid="mic-check-start"]').trigger('click');
    feed(0.001, QUIET_MS + FRAME_MS);
    expect(voice.micCheck.phase).toBe('speak');
    feed(0.1, 800);
    feed(0.001, 800);
    await settle();
    await wrapper.vm.$nextTick();
    expect(voice.micCheck.phase).toBe('result');
    expect(wrapper.get('[data-testid="mic-check-verdict"]').attributes('data-verdict')).toBe('fine');
    expect(wrapper.text()).toContain('Room noise: -60 dB');
    expect(wrapper.get('[data-testid="mic-check-heard"]').text()).toContain('rumbo norte');
    expect(command).not.toHaveBeenCalled();
  });

  it('a loud room tells plainly that open mic will not do, and offers push-to-talk in one click', async () => {
    const { installed, voice, double, speakOver } = await setup();
    voice.setListenMode('open');
    const wrapper = mount(MicCheck, { global: { plugins: installed } });
    double.say({ text: 'rumbo norte' });
    voice.startMicCheck();
    await speakOver(0.03, 0.09, wrapper);
    expect(wrapper.get('[data-testid="mic-check-verdict"]').text()).toContain('too loud for an open microphone');
    await wrapper.get('[data-testid="mic-check-ptt"]').trigger('click');
    expect(voice.listenMode).toBe('ptt');
  });

  it('just switched to the open microphone, a check heard through the old grammar says it would be dropped', async () => {
    const { installed, voice, double, command, speakOver } = await setup();
    double.compiling = true;
    voice.setListenMode('open');
    const wrapper = mount(MicCheck, { global: { plugins: installed } });
    double.say({ text: 'rumbo norte' });
    voice.startMicCheck();
    await speakOver(0.001, 0.1, wrapper);
    expect(voice.micCheck.phase).toBe('result');
    expect(wrapper.text()).toContain('still getting ready');
    expect(command).not.toHaveBeenCalled();
  });

  it('the open-mic gate stays shut during the check, so the check never becomes an order', async () => {
    const { voice, double, command, feed } = await setup();
    voice.setListenMode('open');
    double.say({ text: 'rumbo norte' });
    voice.startMicCheck();
    feed(0.001, QUIET_MS + FRAME_MS);
    feed(0.2, 1000);
    feed(0.001, 1000);
    await settle();
    expect(voice.talking).toBe(false);
    expect(command).not.toHaveBeenCalled();
  });
});

describe('bad input on a seat: a clear message and no action', () => {
  it('a 30-second open-mic monologue is cut after the limit and dropped unread', async () => {
    const { voice, double, command, feed } = await setup();
    voice.setListenMode('open');
    double.say({ text: 'rumbo norte' });
    feed(0.1, MAX_OPEN_UTTERANCE_MS + 1000);
    await settle();
    expect(voice.talking).toBe(false);
    expect(voice.outcome).toMatchObject({ kind: 'dropped', reason: 'voice.too-long' });
    expect(command).not.toHaveBeenCalled();
  });

  it('push-to-talk over a microphone that sends digital silence says so and does nothing', async () => {
    const { voice, double, command, feed } = await setup();
    double.say({ text: 'rumbo norte' });
    voice.press();
    feed(0, 600);
    voice.release();
    vi.advanceTimersByTime(HANGOVER_MS);
    await settle();
    expect(voice.outcome).toMatchObject({ kind: 'dropped', reason: 'voice.mic-silent' });
    expect(command).not.toHaveBeenCalled();
  });

  it('a clipping input is not trusted to act', async () => {
    const { voice, double, command, feed } = await setup();
    double.say({ text: 'rumbo norte' });
    voice.press();
    feed(0.5, 600);
    voice.release();
    vi.advanceTimersByTime(HANGOVER_MS);
    await settle();
    expect(voice.outcome).toMatchObject({ kind: 'dropped', reason: 'voice.clipping' });
    expect(command).not.toHaveBeenCalled();
  });

  it('the header says how to speak in the way the seat listens: the key with push-to-talk, "speak" with an open microphone', async () => {
    const { installed, voice } = await setup();
    voice.setListenMode('ptt');
    const wrapper = mount(MicState, { global: { plugins: installed } });
    await wrapper.vm.$nextTick();
    expect(wrapper.text()).toContain('Hold F8 and speak');
    voice.setListenMode('open');
    await wrapper.vm.$nextTick();
    expect(wrapper.text()).toContain('Microphone open: speak');
    expect(wrapper.text()).not.toContain('Hold F8');
  });

  it('a microphone unplugged mid-game stops listening and the seat says why at once', async () => {
    const { installed, voice } = await setup();
    const wrapper = mount(MicState, { global: { plugins: installed } });
    voice.press();
    voice.lostMicrophone();
    vi.advanceTimersByTime(HANGOVER_MS);
    await wrapper.vm.$nextTick();
    expect(voice.talking).toBe(false);
    expect(voice.status).toBe('error');
    expect(wrapper.get('[data-testid="voice-why"]').text()).toContain('microphone was disconnected');
  });
});

describe('open mic follows the capture\'s own endpoint', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { enumerateDevices: async () => [] } });
  });

  it('with a real capture the endpoint opens and closes the utterance, and the level gate no longer does', async () => {
    plugins();
    const voice = useVoiceStore();
    const game = useGameStore();
    vi.spyOn(game, 'command').mockImplementation(() => undefined as never);
    const opened: boolean[] = [];
    const capture = { setOpen: (open: boolean) => opened.push(open), flush: () => undefined, stop: async () => undefined };
    voice.attach(new TranscriptRecognizer([{ text: 'rumbo norte' }]), capture);
    voice.setListenMode('open');
    for (let i = 0; i < 40; i++) {
      vi.advanceTimersByTime(25);
      voice.heardLevel(0.2);
    }
    expect(voice.talking).toBe(false);
    voice.heardEndpoint(true);
    expect(voice.talking).toBe(true);
    voice.heardEndpoint(false);
    vi.advanceTimersByTime(HANGOVER_MS);
    await settle();
    expect(voice.talking).toBe(false);
    expect(opened).toContain(true);
  });

  it('a key press opens the capture as a press (the room-shaped path); an open-mic utterance streams', async () => {
    plugins();
    const voice = useVoiceStore();
    const opened: Array<[boolean, boolean | undefined]> = [];
    voice.attach(new TranscriptRecognizer([{ text: 'rumbo norte' }, { text: 'rumbo sur' }]), { setOpen: (open: boolean, press?: boolean) => opened.push([open, press]), flush: () => undefined, stop: async () => undefined });
    voice.setListenMode('ptt');
    voice.press();
    voice.release();
    await settle();
    expect(opened).toContainEqual([true, true]);
    opened.length = 0;
    voice.setListenMode('open');
    vi.advanceTimersByTime(1000);
    await settle();
    voice.heardEndpoint(true);
    expect(voice.talking, voice.status).toBe(true);
    expect(opened).toContainEqual([true, false]);
  });

  it('the mic check hears as the seat listens: a press in push-to-talk (shaped by the room it just measured), a stream with the open mic', async () => {
    for (const [mode, press] of [['ptt', true], ['open', false]] as const) {
      plugins();
      const voice = useVoiceStore();
      const opened: Array<[boolean, boolean | undefined]> = [];
      voice.attach(new TranscriptRecognizer([{ text: 'rumbo norte' }]), { setOpen: (open: boolean, pressed?: boolean) => opened.push([open, pressed]), flush: () => undefined, stop: async () => undefined });
      voice.setListenMode(mode);
      voice.startMicCheck();
      for (let t = 0; t <= QUIET_MS; t += 25) {
        vi.advanceTimersByTime(25);
        voice.heardLevel(0.001);
      }
      expect(voice.micCheck.phase, mode).toBe('speak');
      expect(opened, mode).toContainEqual([true, press]);
      voice.cancelMicCheck();
    }
  });

  it('push-to-talk ignores the endpoint', async () => {
    plugins();
    const voice = useVoiceStore();
    voice.attach(new TranscriptRecognizer(), { setOpen: () => undefined, flush: () => undefined, stop: async () => undefined });
    voice.setListenMode('ptt');
    voice.heardEndpoint(true);
    expect(voice.talking).toBe(false);
  });

  it('a change of listening hands the recognizer its grammar at once, not after the next utterance', () => {
    plugins();
    const voice = useVoiceStore();
    const recognizer = new TranscriptRecognizer();
    voice.attach(recognizer, { setOpen: () => undefined, flush: () => undefined, stop: async () => undefined });
    voice.setListenMode('ptt');
    const before = recognizer.grammars.length;
    voice.setListenMode('open');
    expect(recognizer.grammars).toHaveLength(before + 1);
    voice.setListenMode('open');
    expect(recognizer.grammars).toHaveLength(before + 1);
  });
});
