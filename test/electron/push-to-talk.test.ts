import { describe, expect, it } from 'vitest';
import { PushToTalk, type PushToTalkDeps } from '../../electron/shell/push-to-talk';

function setup(opts: { refuse?: boolean; target?: boolean; throws?: boolean } = {}) {
  let now = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let nextTimer = 1;
  const sent: string[] = [];
  const logs: string[] = [];
  let registered: (() => void) | undefined;
  let registerCalls = 0;
  let hasTarget = opts.target ?? true;
  const deps: PushToTalkDeps = {
    register: (_acc, onPress) => {
      registerCalls++;
      if (opts.throws) throw new Error('bad accelerator');
      if (opts.refuse) return false;
      registered = onPress;
      return true;
    },
    unregister: () => {
      registered = undefined;
    },
    hasTarget: () => hasTarget,
    send: (s) => sent.push(s),
    now: () => now,
    timers: {
      setTimeout: (fn, ms) => {
        const id = nextTimer++;
        timers.set(id, { at: now + ms, fn });
        return id;
      },
      clearTimeout: (h) => void timers.delete(h as number),
    },
    log: (m) => logs.push(m),
  };
  const ptt = new PushToTalk(deps, { accelerator: 'F9' });
  const advance = (ms: number) => {
    now += ms;
    for (const [id, t] of [...timers]) {
      if (t.at <= now) {
        timers.delete(id);
        t.fn();
      }
    }
  };
  const pressKey = () => {
    if (!registered) throw new Error('key not registered');
    registered();
  };
  return { ptt, sent, logs, advance, pressKey, isRegistered: () => registered !== undefined, registerCalls: () => registerCalls, setTarget: (t: boolean) => void (hasTarget = t) };
}

describe('global push-to-talk', () => {
  it('probes the OS once and releases the key again', () => {
    const t = setup();
    expect(t.ptt.probe()).toBe(true);
    expect(t.isRegistered()).toBe(false);
    expect(t.ptt.info()).toEqual({ accelerator: 'F9', global: true });
  });

  it('holds the key only while no voice window has the focus', () => {
    const t = setup();
    t.ptt.focusChanged(false);
    expect(t.isRegistered()).toBe(true);
    t.ptt.focusChanged(true);
    expect(t.isRegistered()).toBe(false);
    t.ptt.focusChanged(false);
    t.ptt.focusChanged(false);
    expect(t.registerCalls()).toBe(2);
  });

  it('toggles: tap to talk, tap to send', () => {
    const t = setup();
    t.ptt.focusChanged(false);
    t.pressKey();
    expect(t.sent).toEqual(['down']);
    t.advance(2000);
    t.pressKey();
    expect(t.sent).toEqual(['down', 'up']);
  });

  it('ignores key auto-repeat of a held key', () => {
    const t = setup();
    t.ptt.focusChanged(false);
    t.pressKey();
    for (let i = 0; i < 20; i++) {
      t.advance(i === 0 ? 500 : 33);
      t.pressKey();
    }
    expect(t.sent).toEqual(['down']);
    t.advance(1000);
    t.pressKey();
    expect(t.sent).toEqual(['down', 'up']);
  });

  it('releases by itself after the maximum hold', () => {
    const t = setup();
    t.ptt.focusChanged(false);
    t.pressKey();
    t.advance(15_000);
    expect(t.sent).toEqual(['down', 'up']);
    expect(t.ptt.isTalking).toBe(false);
  });

  it('releases when the focus moves into a voice window', () => {
    const t = setup();
    t.ptt.focusChanged(false);
    t.pressKey();
    t.ptt.focusChanged(true);
    expect(t.sent).toEqual(['down', 'up']);
  });

  it('does nothing without a voice window to talk to', () => {
    const t = setup({ target: false });
    t.ptt.focusChanged(false);
    t.pressKey();
    expect(t.sent).toEqual([]);
  });

  it('falls back to in-window only when the OS refuses the key', () => {
    const t = setup({ refuse: true });
    expect(t.ptt.probe()).toBe(false);
    expect(t.ptt.info().global).toBe(false);
    expect(t.logs.join()).toMatch(/refused/);
  });

  it('survives a malformed accelerator', () => {
    const t = setup({ throws: true });
    expect(t.ptt.probe()).toBe(false);
    expect(t.logs.join()).toMatch(/not a valid accelerator/);
  });

  it('lets go of everything on dispose', () => {
    const t = setup();
    t.ptt.focusChanged(false);
    t.pressKey();
    t.ptt.dispose();
    expect(t.sent).toEqual(['down', 'up']);
    expect(t.isRegistered()).toBe(false);
  });
});
