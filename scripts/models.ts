/**
 * Downloads the Vosk models of models/manifest.json on a connected machine, verifies each by
 * sha256 and repacks it as the .tar.gz the app loads, into models/ (or --dir).
 *   npm run models                 every language
 *   npm run models -- --lang es    one
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { InstallError, installModel, readManifest } from '../electron/voice-models';

const { values } = parseArgs({ options: { lang: { type: 'string' }, dir: { type: 'string', default: 'models' } } });
const entries = readManifest(join(process.cwd(), 'models', 'manifest.json')).filter((m) => !values.lang || m.lang === values.lang);
let failed = 0;
for (const entry of entries) {
  let shown = -1;
  try {
    const file = await installModel(entry, values.dir!, {}, ({ received, total }) => {
      const percent = Math.floor((received / total) * 100);
      if (percent !== shown && percent % 5 === 0) process.stdout.write(`\r${entry.name}: ${(shown = percent)} %`);
    });
    console.log(`\r${entry.name}: installed as ${file}`);
  } catch (error) {
    failed++;
    const problem = error instanceof InstallError ? error.problem : 'error';
    console.error(`\r${entry.name}: ${problem}: ${(error as Error).message}`);
  }
}
process.exitCode = failed ? 1 : 0;
