/**
 * Spoken orders through a real recognizer: English orders and table talk spoken by synthetic voices
 * (flite, espeak-ng) at several speeds, in quiet, pink noise and babble (other players talking), put
 * through the app's front end, recognised by pocketsphinx under the grammar the app hands Vosk for
 * the seat (as JSGF), judged by the app's own rejection path, matcher and engine (test/voice-real/).
 * Orders are spoken with push-to-talk, table talk into an open microphone.
 * Prints the figures per condition, the lines that acted, `voice-real-6db`, and last the headline:
 * right and wrong actions on flite orders (quiet, 20 dB, 10 dB, babble), table talk that acted (all).
 * Issue 27.5: the same for orders as players say them (natural.ts: words they add, seats addressed,
 * regional, idiomatic and spelled wordings, every seat that speaks; flite in the headline's rooms, push-to-talk)
 * and for five times as much table talk, written fresh (open microphone, four rooms a line, the voices
 * rotating over the lines): `voice-real-natural: R % right, W % wrong` and `voice-real-talk: C of N acted`,
 * printed before the headline. Both sets have a tuning half (always) and a sealed half (`--sealed` only,
 * scored at the end of a session).
 * `--clips=FILE` writes the base set clip by clip (JSON lines) to diff two trees;
 * `--sets=base,natural,talk` runs only some sets (iterating on one is faster; the headline needs base);
 * `--front-end=none|denoise|agc|both` (default: what the app runs) compares the front end's pieces;
 * `--grammar=jsgf` decodes the phrase list as a loop of whole phrases instead of Vosk's bigram model;
 * `--granularity=phrases+runs|phrases+words` hands the recognizer another of contextGrammar's lists.
 * `--talk-mode=ptt` speaks the talk sets and the talk file with push-to-talk (a player who holds the key and
 * chats) instead of an open microphone (the headline's chatter stays open microphone);
 * `--orders-file=FILE.jsonl` also speaks a held-out round of English orders (test/voice-real/file-orders.ts), as the natural set;
 * `--talk-file=FILE.jsonl` also speaks a held-out round of English table talk (the text corpora's format:
 * text, role, view) in the talk set's four rooms and listen mode: `voice-real-talk-file: C of N acted`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { GrammarContext, ListenMode } from '../shared/orders';
import { ALL_UTTERANCES, type Situation } from '../test/voice-real/corpus';
import { APP_FRONT_END, type FrontEndChoice } from '../test/voice-real/listen';
import { halves, NATURAL_ORDERS, NATURAL_TALK, type Half, type NaturalUtterance } from '../test/voice-real/natural';
import { fileOrders } from '../test/voice-real/file-orders';
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

/** Natural orders are heard where the headline's are: flite, its own speed, quiet, 20 dB, 10 dB, babble. */
const NATURAL_SPEAKERS = SPEAKERS.filter(headline);
const ESPEAK = ['en-us', 'en+f3', 'en+m7'];
/**
 * Four rooms for each talk line, the voices turning over the lines: a flite voice quiet, another in
 * babble at 10 dB, another in pink noise at 10 dB, and an espeak-ng voice (word salad) quiet or at 10 dB.
 */
const talkSpeakers = (i: number): Speaker[] => [
  voice('flite', FLITE[i % 4]!, null),
  voice('flite', FLITE[(i + 1) % 4]!, 10, 'babble'),
  voice('flite', FLITE[(i + 2) % 4]!, 10),
  voice('espeak-ng', ESPEAK[i % 3]!, i % 2 === 0 ? null : 10),
];

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
  const sets = new Set((process.argv.find((a) => a.startsWith('--sets='))?.slice('--sets='.length) ?? 'base,natural,talk').split(','));
  for (const set of sets) if (!['base', 'natural', 'talk'].includes(set)) throw new Error('--sets= takes base, natural, talk');
  const halvesRun: readonly Half[] = process.argv.includes('--sealed') ? ['tuning', 'sealed'] : ['tuning'];
  talkMode();
  // The held-out orders are read before any set runs: a bad line stops the run at once, not after minutes.
  const ordersFile = process.argv.find((a) => a.startsWith('--orders-file='))?.slice('--orders-file='.length);
  const heldOutOrders = ordersFile ? fileOrders(readFileSync(ordersFile, 'utf8')) : null;
  const oracle = new Oracle(frontEnd, granularity, form satisfies GrammarForm);
  try {
    console.log(`front end ${JSON.stringify(frontEnd)}, grammar as ${form} of ${granularity ?? 'the default list'}, pocketsphinx in at most ${MAX_PROCESSES} processes; sets ${[...sets].join(', ')}; halves ${halvesRun.join(', ')}`);
    const natural = sets.has('natural') ? await naturalOrders(oracle, halvesRun) : null;
    const talk = sets.has('talk') ? await naturalTalk(oracle, halvesRun) : null;
    const talkFile = process.argv.find((a) => a.startsWith('--talk-file='))?.slice('--talk-file='.length);
    const fileTalk = talkFile ? await talkFromFile(oracle, talkFile) : null;
    const fileOrderResults = heldOutOrders ? await ordersFromFile(oracle, heldOutOrders) : null;
    const base = sets.has('base') ? await baseSet(oracle) : null;
    if (clipsFile && base) writeClips(clipsFile, base);
    if (clipsFile && natural) writeClips(clipsFile.replace(/(\.json)?$/, '.natural-tuning$1'), natural.filter((r) => tuningHalf.has(r.utterance as NaturalUtterance)));
    if (clipsFile && fileOrderResults) writeClips(clipsFile.replace(/(\.json)?$/, '.orders-file$1'), fileOrderResults);
    console.log(`words of the app's grammar the CMU dictionary lacks (never recognised): ${oracle.missingWords().join(', ') || 'none'}`);
    if (natural) {
      const t = tally(natural);
      console.log(`(natural: orders as players say them, ${halvesRun.join(' + ')}, flite with push-to-talk in quiet, 20 dB, 10 dB and babble)`);
      console.log(`voice-real-natural: ${fixed(percent(t.right, t.orders))} % right, ${fixed(percent(t.wrong, t.orders))} % wrong`);
    }
    if (fileOrderResults) {
      const t = tally(fileOrderResults);
      console.log(`(orders file: ${ordersFile}, flite with push-to-talk in the natural set's rooms)`);
      console.log(`voice-real-orders-file: ${fixed(percent(t.right, t.orders))} % right, ${fixed(percent(t.wrong, t.orders))} % wrong`);
    }
    if (fileTalk) {
      console.log(`(talk file: ${talkFile}, ${talkMode() === 'open' ? 'open microphone' : 'push-to-talk'}, four rooms a line)`);
      console.log(`voice-real-talk-file: ${tally(fileTalk).chatterActed} of ${fileTalk.length} acted`);
    }
    if (talk) {
      const t = tally(talk);
      console.log(`(talk: fresh table talk, ${halvesRun.join(' + ')}, ${talkMode() === 'open' ? 'open microphone' : 'push-to-talk'}, four rooms a line)`);
      console.log(`voice-real-talk: ${t.chatterActed} of ${t.chatter} acted`);
    }
    if (base) {
      const main = tally(base.filter((r) => headline(r.speaker)));
      const six = tally(base.filter((r) => at6db(r.speaker)));
      const chatter = tally(base);
      console.log(`(right and wrong: flite orders with push-to-talk in quiet, 20 dB, 10 dB and babble; chatter: table talk into an open microphone, every condition)`);
      console.log(`voice-real-6db: ${fixed(percent(six.right, six.orders))} %`);
      console.log(`voice-real: ${fixed(percent(main.right, main.orders))} % right, ${fixed(percent(main.wrong, main.orders))} % wrong, ${chatter.chatterActed} chatter acted`);
    }
  } finally {
    oracle.dispose();
  }
}

/**
 * `--clips=FILE`: every clip of the base set, one JSON line each (condition, mode, text, what was heard,
 * verdict), to diff two trees clip by clip: the figures per condition move by whole clips and do not
 * say which. The base set, and with the natural set its tuning half beside it (FILE.natural-tuning.json),
 * with `--orders-file` that round's clips (FILE.orders-file.json: writing them out is reading the round);
 * the sealed halves' lines are never written out.
 */
const clipsFile = process.argv.find((a) => a.startsWith('--clips='))?.slice('--clips='.length);

function writeClips(file: string, results: readonly Heard[]): void {
  const lines = results.map((r) =>
    JSON.stringify({ who: speakerName(r.speaker), mode: r.mode, text: r.utterance.text, heard: r.heard.map((h) => h.text), verdict: r.verdict.kind }),
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(`clips: ${results.length} written to ${file}`);
}

/** The listen mode table talk is said in: an open microphone (the app's risk), or push-to-talk with `--talk-mode=ptt`. */
const talkMode = (): ListenMode => {
  const arg = process.argv.find((a) => a.startsWith('--talk-mode='))?.slice('--talk-mode='.length) ?? 'open';
  if (arg !== 'open' && arg !== 'ptt') throw new Error('--talk-mode= takes open or ptt');
  return arg;
};

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

/** Today's set: the grammar's own wording and the first table talk, every condition. */
async function baseSet(oracle: Oracle): Promise<Heard[]> {
  console.log(`base: ${ALL_UTTERANCES.length} utterances × ${SPEAKERS.length} conditions`);
  const started = performance.now();
  const results = await oracle.hear(ALL_UTTERANCES, SPEAKERS);
  for (const speaker of SPEAKERS) console.log(line(speakerName(speaker), results.filter((r) => r.speaker === speaker)));
  const rooms = [...new Set(SPEAKERS.map(roomName))];
  for (const room of rooms) console.log(line(`all ${room}`, results.filter((r) => roomName(r.speaker) === room)));
  for (const r of results.filter((x) => x.verdict.kind === 'wrong')) console.log(`  acted: ${describeHeard(r)}`);
  console.log(`base: ${results.length} clips in ${seconds(started)} s`);
  return results;
}

const roomName = (s: Speaker) => `${s.engine} ${roomOf(s)}${s.snrDb === null ? '' : ` ${s.snrDb} dB`}`;
const kindOf = (r: Heard) => (r.utterance as NaturalUtterance).kind;

/** The natural set's tuning lines: only these may be written out clip by clip. */
const tuningHalf = new Set<NaturalUtterance>(halves(NATURAL_ORDERS).tuning);

/** Orders as players say them: per half, kind and room, and every order sent that was not meant. */
async function naturalOrders(oracle: Oracle, run: readonly Half[]): Promise<Heard[]> {
  const all: Heard[] = [];
  for (const half of run) {
    const list = halves(NATURAL_ORDERS)[half];
    const started = performance.now();
    const results = await oracle.hear(list, NATURAL_SPEAKERS);
    const figure = (label: string, rs: readonly Heard[]) => {
      const t = tally(rs);
      console.log(`natural ${half} ${label}: ${t.orders} clips, ${fixed(percent(t.right, t.orders))} % right, ${fixed(percent(t.wrong, t.orders))} % wrong`);
    };
    figure('all', results);
    for (const kind of [...new Set(results.map(kindOf))].sort()) figure(kind, results.filter((r) => kindOf(r) === kind));
    for (const role of [...new Set(results.map((r) => r.utterance.role))]) figure(role, results.filter((r) => r.utterance.role === role));
    for (const room of [...new Set(NATURAL_SPEAKERS.map(roomName))]) figure(room, results.filter((r) => roomName(r.speaker) === room));
    for (const r of results.filter((x) => x.verdict.kind === 'wrong')) console.log(`  acted: ${describeHeard(r)}`);
    if (half === 'tuning') {
      // Lines held everywhere show what the wording lacks (the sealed half is figures only).
      for (const u of list) {
        const rs = results.filter((r) => r.utterance === u);
        const right = rs.filter((r) => r.verdict.kind === 'right').length;
        if (right <= rs.length / 4) console.log(`  mostly held (${right}/${rs.length}): [${u.role}, ${kindOf(rs[0]!)}] "${u.text}" → ${rs.slice(0, 3).map((r) => `"${r.heard.map((h) => h.text).join(' + ')}" ${r.verdict.kind === 'held' ? r.verdict.why : r.verdict.kind}`).join('; ')}`);
      }
    }
    console.log(`natural ${half}: ${results.length} clips in ${seconds(started)} s`);
    all.push(...results);
  }
  return all;
}

/** Fresh table talk (an open microphone unless `--talk-mode=ptt`): per half and topic, and every line that acted. */
async function naturalTalk(oracle: Oracle, run: readonly Half[]): Promise<Heard[]> {
  const all: Heard[] = [];
  for (const half of run) {
    const list = halves(NATURAL_TALK)[half];
    const started = performance.now();
    const results = await oracle.hearEach(list.flatMap((utterance, i) => talkSpeakers(i).map((speaker) => ({ speaker, utterance, mode: talkMode() }))));
    const figure = (label: string, rs: readonly Heard[]) => {
      const t = tally(rs);
      console.log(`talk ${half} ${label}: ${t.chatterActed} of ${t.chatter} acted`);
    };
    figure('all', results);
    for (const topic of [...new Set(results.map(kindOf))].sort()) figure(topic, results.filter((r) => kindOf(r) === topic));
    for (const room of [...new Set(results.map((r) => `${r.speaker.engine} ${roomOf(r.speaker)}`))]) figure(room, results.filter((r) => `${r.speaker.engine} ${roomOf(r.speaker)}` === room));
    for (const r of results.filter((x) => x.verdict.kind === 'wrong')) console.log(`  acted: [${r.utterance.role} ${r.utterance.situation}] ${describeHeard(r)}`);
    console.log(`talk ${half}: ${results.length} clips in ${seconds(started)} s`);
    all.push(...results);
  }
  return all;
}

/**
 * The seat and moment a corpus line's view stands for, in the oracle's situations: every system ready for
 * a Captain, a mark or a cross owed after a course, the hull to secure after surfacing.
 */
const SITUATION_OF_VIEW: Readonly<Record<string, Situation>> = {
  'captain-ready': 'armed',
  'turn-course': 'armed',
  'sonar-pending': 'armed',
  'first-mate-fresh': 'moved',
  'engineer-north': 'moved',
  surfaced: 'surfaced',
};

/** A held-out round of talk (text corpora's JSON lines), spoken in the talk set's four rooms. */
async function talkFromFile(oracle: Oracle, file: string): Promise<Heard[]> {
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.trim() !== '');
  const list: NaturalUtterance[] = lines.map((line) => {
    const { text, role, view, note } = JSON.parse(line) as { text: string; role: NaturalUtterance['role']; view?: string; note?: string };
    return { text, role, situation: SITUATION_OF_VIEW[view ?? ''] ?? 'armed', expect: null, kind: (note ?? 'state') as NaturalUtterance['kind'] };
  });
  const started = performance.now();
  const results = await oracle.hearEach(list.flatMap((utterance, i) => talkSpeakers(i).map((speaker) => ({ speaker, utterance, mode: talkMode() }))));
  for (const r of results.filter((x) => x.verdict.kind === 'wrong')) console.log(`  acted: [${r.utterance.role} ${r.utterance.situation}] ${describeHeard(r)}`);
  console.log(`talk file: ${results.length} clips in ${seconds(started)} s`);
  return results;
}

/** A held-out round of orders, spoken as the natural set is: figures per kind only (its lines stay unread). */
async function ordersFromFile(oracle: Oracle, list: readonly NaturalUtterance[]): Promise<Heard[]> {
  const started = performance.now();
  const results = await oracle.hear(list, NATURAL_SPEAKERS);
  for (const kind of [...new Set(results.map(kindOf))].sort()) {
    const t = tally(results.filter((r) => kindOf(r) === kind));
    console.log(`orders file ${kind}: ${t.orders} clips, ${fixed(percent(t.right, t.orders))} % right, ${fixed(percent(t.wrong, t.orders))} % wrong`);
  }
  console.log(`orders file: ${results.length} clips in ${seconds(started)} s`);
  return results;
}

await main();
