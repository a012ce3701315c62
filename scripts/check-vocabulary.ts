/**
 * With Vosk models unpacked under models/ (a user's or a connected machine; never the build
 * machines), checks that each model knows the words our grammar hands it. Vosk silently drops
 * unknown words, so a missing word is an order that can never be heard.
 *   npm run models:check-vocabulary
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkVocabulary, LANGS, vocabulary } from '../shared/orders';
import { LEXICONS } from '../shared/orders/lexicon';

const MODELS = join(process.cwd(), 'models');
let problems = 0;
let checked = 0;
for (const lang of LANGS) {
  const dir = existsSync(MODELS) ? readdirSync(MODELS).find((n) => n.startsWith('vosk-model') && n.includes(`-${lang}-`)) : undefined;
  const file = dir ? [join(MODELS, dir, 'graph', 'words.txt'), join(MODELS, dir, 'words.txt')].find(existsSync) : undefined;
  if (!file) {
    console.log(`${lang}: no unpacked model under models/ — skipped`);
    continue;
  }
  checked++;
  const words = readFileSync(file, 'utf8').split('\n').map((l) => l.split(/\s+/)[0]!).filter(Boolean);
  const result = checkVocabulary(vocabulary(lang), words);
  const lexicon = LEXICONS[lang];
  const core = [...lexicon.letters.flat(), ...lexicon.numbers.flat(), ...Object.values(lexicon.directions).flat()].flatMap((w) => w.split(' '));
  const coreMissing = core.filter((w) => result.missing.includes(w));
  console.log(`${lang}: ${result.missing.length} words not in the model${result.missing.length ? `: ${result.missing.join(' ')}` : ''}`);
  for (const [ours, theirs] of result.accents) console.log(`${lang}: accent differs: ${ours} (model: ${theirs})`);
  problems += coreMissing.length + result.accents.length;
}
console.log(`vocabulary-problems: ${problems} (${checked} models checked)`);
process.exitCode = problems > 0 ? 1 : 0;
