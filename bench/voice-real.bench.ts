/**
 * Spoken orders through a real recognizer: English orders and table talk spoken by synthetic voices
 * (flite, espeak-ng) at several speeds, in quiet, pink noise and babble (other players talking), put
 * through the app's front end, recognised by pocketsphinx under the grammar the app hands Vosk for
 * the seat (as JSGF), judged by the app's own rejection path, matcher and engine (test/voice-real/).
 * Orders are spoken with push-to-talk, table talk into an open microphone.
 * Prints the figures per condition, the lines that acted, `voice-real-6db`, and last the headline:
 * right and wrong actions on flite orders (quiet, 20 dB, 10 dB, babble), table talk that acted (all).
 * `--front-end=none|denoise|agc|both` (default: what the app runs) compares the front end's pieces;
 * `--grammar=jsgf` decodes the phrase list as a loop of whole phrases instead of Vosk's bigram model;
 * `--granularity=phrases+runs|phrases+words` hands the recognizer another of contextGrammar's lists.
 */
import type { GrammarContext } from '../shared/orders';
import { ALL_UTTERANCES } from '../test/voice-real/corpus';
import { APP_FRONT_END, type FrontEndChoice } from '../test/voice-real/listen';
import { describeHeard, MAX_PROCESSES, missingOracleTools, Oracle, percent, tally, type Heard } from '../test/voice-real/oracle';
import type { GrammarForm } from '../test/voice-real/pocketsphinx';
import { roomOf, speakerName, type Speaker } from '../test/voice-real/synth';

const voice = (engine: Speaker['engine'], name: string, snrDb: number | null, room?: Speaker['room'], tempo = 1): Speaker => ({ engine, voice: name, tempo, snrDb, room });
const FLITE = ['kal16', 'slt', 'rms', 'awb'];

/** Every flite voice in every room; espeak-ng (word salad to pocketsphinx) quiet and at 10 dB; a few speeds. */
const SPEAKERS: readonly Speaker[] = [
  ...FLITE.flatMap((name) => [voice('flite', name, null), voice('flite', name, 20), voice('flite', name, 10), voice('flite', name, 10, 'babble'), voice('flite', name, 6), voice('flite', name, 6, 'talk')]),
  ...['en-us', 'en+f3', 'en+m7'].flatMap((name) => [voice('espeak-ng', name, null), voice('espeak-ng', name, 10)]),
  voice('flite', 'kal16', null, undefined, 1.25),
  voice('flite', 'slt', null, undefined, 0.85),
];

/** The headline's orders: flite at its own speed in a quiet room, 20 dB, 10 dB and babble. */
const headline = (s: Speaker) => s.engine === 'flite' && s.tempo === 1 && (s.snrDb === null || s.snrDb === 20 || (s.snrDb === 10 && roomOf(s) !== 'talk'));
const at6db = (s: Speaker) => s.engine === 'flite' && s.tempo === 1 && s.snrDb === 6 && roomOf(s) === 'pink';

const CHOICES: Readonly<Record<string, FrontEndChoice | null>> = {
  none: null,
  denoise: { denoise: true, agc: false },
  agc: { denoise: false, agc: true },
  both: { denoise: true, agc: true },
};

const fixed = (value: number) => value.toFixed(1);

function line(label: string, results: readonly Heard[]): string {
  const t = tally(results);
  return `${label}: orders (push-to-talk) ${fixed(percent(t.right, t.orders))} % right, ${fixed(percent(t.wrong, t.orders))} % wrong; table talk (open mic) acted ${t.chatterActed}/${t.chatter}`;
}

async function main(): Promise<void> {
  const missing = missingOracleTools();
  if (missing.length > 0) throw new Error(`voice-real needs ${missing.join(', ')}: apt-get install pocketsphinx pocketsphinx-en-us espeak-ng flite sox`);
  const arg = process.argv.find((a) => a.startsWith('--front-end='))?.slice('--front-end='.length);
  if (arg !== undefined && !(arg in CHOICES)) throw new Error(`--front-end= takes ${Object.keys(CHOICES).join(', ')}`);
  const frontEnd = arg === undefined ? APP_FRONT_END : CHOICES[arg]!;
  const form = process.argv.find((a) => a.startsWith('--grammar='))?.slice('--grammar='.length) ?? 'bigram';
  if (form !== 'bigram' && form !== 'jsgf') throw new Error('--grammar= takes bigram or jsgf');
  const granularity = process.argv.find((a) => a.startsWith('--granularity='))?.slice('--granularity='.length) as GrammarContext['granularity'];
  const oracle = new Oracle(frontEnd, granularity, form satisfies GrammarForm);
  try {
    console.log(`${ALL_UTTERANCES.length} utterances × ${SPEAKERS.length} conditions, front end ${JSON.stringify(frontEnd)}, grammar as ${form} of ${granularity ?? 'the default list'}, pocketsphinx in at most ${MAX_PROCESSES} processes`);
    const started = performance.now();
    const results = await oracle.hear(ALL_UTTERANCES, SPEAKERS);
    console.log(`words of the app's grammar the CMU dictionary lacks (never recognised): ${oracle.missingWords().join(', ') || 'none'}`);
    for (const speaker of SPEAKERS) console.log(line(speakerName(speaker), results.filter((r) => r.speaker === speaker)));
    const rooms = [...new Set(SPEAKERS.map((s) => `${s.engine} ${roomOf(s)}${s.snrDb === null ? '' : ` ${s.snrDb} dB`}`))];
    for (const room of rooms) console.log(line(`all ${room}`, results.filter((r) => `${r.speaker.engine} ${roomOf(r.speaker)}${r.speaker.snrDb === null ? '' : ` ${r.speaker.snrDb} dB`}` === room)));
    for (const r of results.filter((x) => x.verdict.kind === 'wrong')) console.log(`  acted: ${describeHeard(r)}`);
    console.log(`${results.length} clips in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const main = tally(results.filter((r) => headline(r.speaker)));
    const six = tally(results.filter((r) => at6db(r.speaker)));
    const chatter = tally(results);
    console.log(`(right and wrong: flite orders with push-to-talk in quiet, 20 dB, 10 dB and babble; chatter: table talk into an open microphone, every condition)`);
    console.log(`voice-real-6db: ${fixed(percent(six.right, six.orders))} %`);
    console.log(`voice-real: ${fixed(percent(main.right, main.orders))} % right, ${fixed(percent(main.wrong, main.orders))} % wrong, ${chatter.chatterActed} chatter acted`);
  } finally {
    oracle.dispose();
  }
}

await main();
