/**
 * Spoken orders through a real recognizer: English orders and table talk spoken by synthetic voices
 * (flite, espeak-ng) at several speeds and noise levels, recognised by pocketsphinx under the word
 * list the app hands Vosk, judged by the real matcher and engine (test/voice-real/). Prints the
 * figures per condition, the misheard lines that acted, and last the headline: right and wrong
 * actions on orders with push-to-talk, and actions on table talk with an open microphone.
 */
import { ALL_UTTERANCES } from '../test/voice-real/corpus';
import { describeHeard, missingOracleTools, Oracle, percent, tally, type Heard } from '../test/voice-real/oracle';
import { speakerName, type Speaker } from '../test/voice-real/synth';

const voice = (engine: Speaker['engine'], name: string, snrDb: number | null, tempo = 1): Speaker => ({ engine, voice: name, tempo, snrDb });

/** The conditions: every voice in a quiet room and in noise, and a few voices faster or slower. */
const SPEAKERS: readonly Speaker[] = [
  ...['kal16', 'slt', 'rms', 'awb'].flatMap((name) => [null, 20, 10].map((snr) => voice('flite', name, snr))),
  ...['en-us', 'en+f3', 'en+m7'].flatMap((name) => [null, 10].map((snr) => voice('espeak-ng', name, snr))),
  voice('flite', 'kal16', null, 1.25),
  voice('flite', 'slt', null, 0.85),
  voice('espeak-ng', 'en+f3', null, 0.8),
];

const fixed = (value: number) => value.toFixed(1);

function line(label: string, results: readonly Heard[]): string {
  const ptt = tally(results, 'ptt');
  const open = tally(results, 'open');
  return (
    `${label}: push-to-talk ${fixed(percent(ptt.right, ptt.orders))} % right, ${fixed(percent(ptt.wrong, ptt.orders))} % wrong; ` +
    `open mic ${fixed(percent(open.right, open.orders))} % right, ${fixed(percent(open.wrong, open.orders))} % wrong; ` +
    `chatter acted ${ptt.chatterActed}/${ptt.chatter} (push-to-talk), ${open.chatterActed}/${open.chatter} (open mic)`
  );
}

async function main(): Promise<void> {
  const missing = missingOracleTools();
  if (missing.length > 0) throw new Error(`voice-real needs ${missing.join(', ')}: apt-get install pocketsphinx pocketsphinx-en-us espeak-ng flite sox`);
  const oracle = new Oracle();
  try {
    console.log(`word list: ${oracle.grammar.missing.length} words the CMU dictionary lacks (never recognised): ${oracle.grammar.missing.join(', ')}`);
    console.log(`${ALL_UTTERANCES.length} utterances × ${SPEAKERS.length} conditions, pocketsphinx in at most 2 processes`);
    const started = performance.now();
    const results = await oracle.hear(ALL_UTTERANCES, SPEAKERS);
    for (const speaker of SPEAKERS) console.log(line(speakerName(speaker), results.filter((r) => r.speaker === speaker)));
    for (const engine of ['flite', 'espeak-ng'] as const) console.log(line(`all ${engine}`, results.filter((r) => r.speaker.engine === engine)));
    for (const mode of ['ptt', 'open'] as const) {
      for (const r of results.filter((x) => x.verdicts[mode].kind === 'wrong')) console.log(`  ${mode} acted: ${describeHeard(r, mode)}`);
    }
    console.log(`${results.length} recognitions in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const ptt = tally(results, 'ptt');
    const open = tally(results, 'open');
    console.log(`(right and wrong: orders with push-to-talk; chatter: open mic, where everything said at the table is heard)`);
    console.log(`voice-real: ${fixed(percent(ptt.right, ptt.orders))} % right, ${fixed(percent(ptt.wrong, ptt.orders))} % wrong, ${open.chatterActed} chatter acted`);
  } finally {
    oracle.dispose();
  }
}

await main();
