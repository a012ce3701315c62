/**
 * Writes the issue-27 corpora: orders by kind and table talk by topic, es/en/it, each split by a
 * seeded shuffle into a tuning half and a sealed half (test/orders/corpus/fresh/{tuning,sealed}/).
 * The sealed half is scored once at the end of a session and never read to write a rule.
 *   npx tsx scripts/fresh-corpora.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Lang } from '../shared/orders';
import { ADDRESSES, CELL_FRAMES, COLUMNS, CONFUSABLE, CORES, FILLERS, IDIOMS, NUMBER_FORMS, NUMBER_WORDS, REGIONAL, SPELLED, type Expect, type Role } from './fresh-corpora/orders';
import { TOPICS, expand, type TalkSource } from './fresh-corpora/talk';
import { en } from './fresh-corpora/talk-en';
import { es } from './fresh-corpora/talk-es';
import { it } from './fresh-corpora/talk-it';

const SEED = 27;
const LANGS: readonly Lang[] = ['es', 'en', 'it'];
const TALK: Record<Lang, TalkSource> = { en, es, it };
/** Lines per topic and language: ten topics make at least 1,000 lines of talk per language. */
const PER_TOPIC = 110;

interface Line {
  readonly text: string;
  readonly lang: Lang;
  readonly role: Role;
  readonly expect: Expect | null;
  readonly view?: string;
  readonly note: string;
}

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function orders(lang: Lang, rand: () => number): Line[] {
  const lines: Line[] = [];
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const add = (text: string, role: Role, expect: Expect, note: string) => lines.push({ text, lang, role, expect, note });
  for (const core of CORES[lang]) {
    const [a, b] = [pick(ADDRESSES[lang]), pick(ADDRESSES[lang])];
    add(`${a}, ${core.text}`, core.role, core.expect, 'address');
    add(`${core.text} ${b}`, core.role, core.expect, 'address');
    add(`${pick(FILLERS[lang].before)} ${core.text}`, core.role, core.expect, 'filler');
    add(`${core.text} ${pick(FILLERS[lang].after)}`, core.role, core.expect, 'filler');
  }
  const frames = CELL_FRAMES[lang];
  [...COLUMNS].forEach((column, c) => {
    for (const spelled of SPELLED[lang][column]!) {
      const row = 1 + Math.floor(rand() * 10);
      const frame = frames[(c + row) % frames.length]!;
      add(frame.frame.replace('{cell}', `${spelled} ${NUMBER_WORDS[lang][row]}`), frame.role, frame.make(`${column}${row}`), 'letters');
    }
  });
  const plain: Record<Lang, Record<string, string>> = {
    en: { G: 'g', J: 'j', B: 'b', D: 'd', M: 'm', N: 'n', E: 'e', I: 'i' },
    es: { G: 'ge', J: 'jota', B: 'be', D: 'de', M: 'eme', N: 'ene', E: 'e', I: 'i' },
    it: { G: 'gi', J: 'i lunga', B: 'bi', D: 'di', M: 'emme', N: 'enne', E: 'e', I: 'i' },
  };
  CONFUSABLE.forEach((column, c) => {
    for (const k of [0, 1, 2]) {
      const row = 1 + ((c * 3 + k * 4) % 10);
      const frame = frames[(c + k) % frames.length]!;
      add(frame.frame.replace('{cell}', `${plain[lang][column]!} ${NUMBER_WORDS[lang][row]}`), frame.role, frame.make(`${column}${row}`), 'confusable');
    }
  });
  for (const line of NUMBER_FORMS[lang]) add(line.text, line.role, line.expect, 'numbers');
  for (const line of REGIONAL[lang]) add(line.text, line.role, line.expect, 'regional');
  for (const line of IDIOMS[lang]) add(line.text, line.role, line.expect, 'idiom');
  return lines;
}

/** Who says it and in which game moment: every seat, five moments and no view. */
const MOMENTS: readonly { readonly role: Role; readonly view?: string }[] = [
  { role: 'captain', view: 'captain-ready' },
  { role: 'captain', view: 'turn-course' },
  { role: 'captain', view: 'sonar-pending' },
  { role: 'firstMate', view: 'first-mate-fresh' },
  { role: 'engineer', view: 'engineer-north' },
  { role: 'radioOperator', view: 'surfaced' },
  { role: 'captain' },
  { role: 'firstMate' },
];

function talk(lang: Lang, rand: () => number): Line[] {
  const source = TALK[lang];
  const pick = (xs: readonly string[]) => xs[Math.floor(rand() * xs.length)]!;
  const lines: Line[] = [];
  const seen = new Set<string>();
  for (const topic of TOPICS) {
    const templates = source.topics[topic];
    const each = Math.ceil((PER_TOPIC * 1.5) / templates.length);
    const pool = shuffle(templates.flatMap((t) => expand(t, source.slots, pick, each)), rand);
    let n = 0;
    for (const text of pool) {
      if (n >= PER_TOPIC) break;
      if (seen.has(text)) continue;
      seen.add(text);
      const moment = MOMENTS[(lines.length * 7 + n) % MOMENTS.length]!;
      lines.push({ text, lang, role: moment.role, expect: null, ...(moment.view ? { view: moment.view } : {}), note: topic });
      n++;
    }
  }
  return lines;
}

const root = fileURLToPath(new URL('../test/orders/corpus/fresh/', import.meta.url));
const write = (half: string, name: string, lines: readonly Line[]) => {
  mkdirSync(`${root}${half}`, { recursive: true });
  writeFileSync(`${root}${half}/${name}.jsonl`, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
};

LANGS.forEach((lang, i) => {
  for (const [name, make] of [['orders', orders], ['talk', talk]] as const) {
    const rand = random(SEED * 100 + i * 10 + (name === 'talk' ? 1 : 0));
    const lines = shuffle(make(lang, rand), rand);
    const half = Math.ceil(lines.length / 2);
    write('tuning', `${name}-${lang}`, lines.slice(0, half));
    write('sealed', `${name}-${lang}`, lines.slice(half));
    console.log(`${name}-${lang}: ${lines.length} lines (${half} tuning, ${lines.length - half} sealed)`);
  }
});
