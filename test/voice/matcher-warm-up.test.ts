import { describe, expect, it } from 'vitest';
import { crewSeat, ROLES, viewFor, type CommandBody, type Role } from '../../shared/engine';
import { match, type Lang } from '../../shared/orders';
import { WARM_UP_SLICE_MS, warmUpLines, warmUpMatcher } from '../../renderer/voice/matcher-warm-up';
import { TranscriptRecognizer } from '../../renderer/voice/transcript-recognizer';
import { VoiceSession, type VoiceOutcome } from '../../renderer/voice/voice-session';
import { startGame } from '../support/engine-harness';
import { RUN_TIMEOUT } from '../support/run-budget';

const RT = { mode: 'realtime', mapId: 'training-15', blue: 'H8', yellow: 'B2' } as const;

/** Issue 27 (voice overhead): the matcher is warmed at idle moments, so a seat's first orders are not slow. */
describe('the matcher warmed up when voice starts', () => {
  // A language's first match compiles its grammar: seconds on a loaded machine.
  it.each(['es', 'en', 'it'] as const satisfies readonly Lang[])('%s: the lines are orders of every kind, each understood as one', { timeout: RUN_TIMEOUT }, (lang) => {
    const lines = warmUpLines(lang);
    const kinds = new Set<string>();
    for (const line of lines) {
      const { decision } = match(line, { lang, role: ROLES });
      expect(decision.kind, line).not.toBe('reject');
      if (decision.kind === 'execute') kinds.add(decision.intent.type);
      else if (decision.kind === 'ask') decision.options.forEach((o) => kinds.add(o.intent.type));
    }
    for (const kind of ['course', 'torpedo', 'mine', 'drone', 'sonar', 'silence', 'surface', 'mark', 'cross', 'stop', 'confirm', 'cancel']) expect(kinds, kind).toContain(kind);
  });

  it('matches for a slice of each idle moment, at least one line, and ends', () => {
    const idle: Array<() => void> = [];
    const heard: string[] = [];
    let clock = 0;
    // Each line costs 3 ms, except "slow" (20 ms): a cold one.
    const hear = (line: string) => {
      heard.push(line);
      clock += line === 'slow' ? 20 : 3;
    };
    warmUpMatcher(['slow', 'a', 'b', 'c', 'd', 'e', 'f', 'g'], hear, (work) => void idle.push(work), () => clock);
    expect(heard).toEqual([]);
    const slices: number[] = [];
    while (idle.length > 0) {
      const before = heard.length;
      idle.shift()!();
      slices.push(heard.length - before);
    }
    expect(slices).toEqual([1, Math.ceil(WARM_UP_SLICE_MS / 3), Math.ceil(WARM_UP_SLICE_MS / 3), 7 - 2 * Math.ceil(WARM_UP_SLICE_MS / 3)]);
    expect(heard).toEqual(['slow', 'a', 'b', 'c', 'd', 'e', 'f', 'g']);
    warmUpMatcher([], hear, (work) => void idle.push(work));
    expect(idle).toEqual([]);
  });

  it('a session that warms up sends nothing and shows nothing while it does, and then hears orders as before', { timeout: RUN_TIMEOUT }, async () => {
    const state = startGame(RT);
    const roles: Role[] = ['captain'];
    const idle: Array<() => void> = [];
    const sent: Array<[Role, CommandBody]> = [];
    const outcomes: VoiceOutcome[] = [];
    const recognizer = new TranscriptRecognizer();
    const session = new VoiceSession({
      recognizer,
      lang: () => 'es',
      roles: () => roles,
      view: () => viewFor(state, crewSeat('blue', roles)),
      send: (role, body) => sent.push([role, body]),
      onOutcome: (o) => outcomes.push(o),
      whenIdle: (work) => void idle.push(work),
      warmUp: true,
    });
    let runs = 0;
    while (idle.length > 0 && runs < 1000) {
      idle.shift()!();
      runs++;
    }
    expect(idle).toEqual([]);
    expect(runs).toBeGreaterThan(0);
    expect(sent).toEqual([]);
    expect(outcomes).toEqual([]);
    recognizer.say('rumbo norte');
    session.begin();
    await session.end();
    expect(sent).toEqual([['captain', { type: 'course', direction: 'N' }]]);
  });

  it('a session without it schedules nothing', () => {
    const state = startGame(RT);
    const idle: Array<() => void> = [];
    new VoiceSession({
      recognizer: new TranscriptRecognizer(),
      lang: () => 'es',
      roles: () => ['captain'],
      view: () => viewFor(state, crewSeat('blue', ['captain'])),
      send: () => undefined,
      onOutcome: () => undefined,
      whenIdle: (work) => void idle.push(work),
    });
    expect(idle).toEqual([]);
  });
});
