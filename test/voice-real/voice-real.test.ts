import { afterAll, describe, expect, it } from 'vitest';
import { vocabulary } from '../../shared/orders';
import { needsTools } from '../support/needs-tools';
import { isCI } from '../support/tools';
import { CHATTER, ORDERS, type RealUtterance } from './corpus';
import { describeHeard, missingOracleTools, Oracle, type Heard } from './oracle';
import type { Speaker } from './synth';

/**
 * A slice of `npm run bench:voice-real` in the test suite: a few orders and lines of table talk,
 * spoken, recognised by pocketsphinx under the app's English word list, judged by the real matcher
 * and engine. Without the tools the suite is skipped with a message; with CI=true it fails.
 */
const tools = needsTools(['pocketsphinx', 'espeak-ng', 'flite', 'sox']);
/** Beyond the commands: Debian's `pocketsphinx_continuous` (5.x renamed it) and the English model. */
const lacking = tools.skip ? [] : missingOracleTools();
const install = 'apt-get install pocketsphinx pocketsphinx-en-us';
if (lacking.length > 0 && isCI()) throw new Error(`CI=true and the real-recognizer tests lack ${lacking.join(', ')}: ${install}`);
if (lacking.length > 0) console.warn(`test/voice-real skipped: ${lacking.join(', ')} not installed (${install})`);
const skip = tools.skip || lacking.length > 0;

const pick = (list: readonly RealUtterance[], texts: readonly string[]) => texts.map((t) => list.find((u) => u.text === t)!);
const SLICE_ORDERS = pick(ORDERS, ['heading north', 'launch drone sector five', 'stop', 'mark torpedo']);
const SLICE_CHATTER = pick(CHATTER, ['we are going down', 'i left it there', 'over there', 'wait what', 'nice shot guys', 'hold on a second']);
/** A clear voice in a quiet room for the orders; table talk also from espeak-ng, in noise. */
const CLEAR: Speaker = { engine: 'flite', voice: 'kal16', tempo: 1, snrDb: null };
/** A hang guard, not a speed check: ~0.5 s per recognition normally, far more on a busy machine. */
const RECOGNITION_LIMIT_MS = 180_000;
const NOISY: Speaker = { engine: 'espeak-ng', voice: 'en+f3', tempo: 1, snrDb: 10 };

describe.skipIf(skip)('spoken English through a real recognizer (pocketsphinx)', tools.options, () => {
  const oracle = skip ? null : new Oracle();
  afterAll(() => oracle?.dispose());
  const show = (results: readonly Heard[], mode: 'ptt' | 'open') => results.map((r) => describeHeard(r, mode)).join('\n');

  it('every word of the orders is one the recognizer can say; the words it cannot are reported', () => {
    const speakable = new Set(vocabulary('en'));
    const words = new Set(ORDERS.flatMap((u) => u.text.split(' ')));
    const unsaid = [...words].filter((w) => !speakable.has(w) || oracle!.grammar.missing.includes(w));
    console.log(`voice-real: words of the app's list missing from the CMU dictionary: ${oracle!.grammar.missing.join(', ') || 'none'}`);
    expect(unsaid).toEqual([]);
  });

  it('clearly spoken orders become the intended command, which the engine accepts', async () => {
    const results = await oracle!.hear(SLICE_ORDERS, [CLEAR]);
    console.log(show(results, 'ptt'));
    expect(results.map((r) => r.verdicts.ptt.kind), show(results, 'ptt')).toEqual(SLICE_ORDERS.map(() => 'right'));
    expect(results.filter((r) => r.verdicts.open.kind === 'wrong'), show(results, 'open')).toEqual([]);
  }, RECOGNITION_LIMIT_MS);

  it('table talk, clear or in noise, moves nothing with an open microphone', async () => {
    const results = await oracle!.hear(SLICE_CHATTER, [CLEAR, NOISY]);
    console.log(show(results, 'open'));
    expect(results.filter((r) => r.verdicts.open.kind === 'wrong').map((r) => describeHeard(r, 'open'))).toEqual([]);
  }, RECOGNITION_LIMIT_MS);
});
