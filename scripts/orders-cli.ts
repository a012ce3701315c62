/**
 * Matches spoken orders and prints the ranked readings with their costs.
 *   npm run orders -- --lang es --role captain "torpedo a ce seis"
 *   npm run orders -- --lang en --role captain,firstMate --view captain-ready "head north" "mark torpedo"
 * Options: --lang es|en|it (default es), --role one or more roles (default captain), --view a test
 * fixture (see test/orders/fixtures.ts), --map a map id for the grid without a view, --top N, --json.
 */
import { parseArgs } from 'node:util';
import { getMap, ROLES, type Role } from '../shared/engine';
import { LANGS, match, prepare, say, type Candidate, type Decision, type Lang } from '../shared/orders';
import { FIXTURES, fixtureView, isFixture } from '../test/orders/fixtures';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    lang: { type: 'string', default: 'es' },
    role: { type: 'string', default: 'captain' },
    view: { type: 'string' },
    map: { type: 'string' },
    top: { type: 'string', default: '8' },
    json: { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const lang = values.lang as Lang;
if (!LANGS.includes(lang)) fail(`--lang must be one of ${LANGS.join(', ')}`);
const roles = values.role.split(',') as Role[];
if (!roles.every((r) => ROLES.includes(r))) fail(`--role must be among ${ROLES.join(', ')}`);
if (values.view && !isFixture(values.view)) fail(`--view must be one of ${Object.keys(FIXTURES).join(', ')}`);
const grid = values.map ? (getMap(values.map) ?? fail(`unknown map ${values.map}`)) : undefined;
if (positionals.length === 0) fail('usage: npm run orders -- [--lang es] [--role captain] [--view fixture] "text" …');
const top = Number(values.top);

function describe(candidate: Candidate): string {
  const intent = candidate.intent;
  return intent.type === 'incomplete' ? `(${intent.of} without its target)` : say(intent, lang);
}

function decisionLine(decision: Decision): string {
  if (decision.kind === 'execute') return `EXECUTE ${JSON.stringify(decision.intent)} as ${decision.role}${decision.confirm ? ' (confirm first)' : ''}`;
  if (decision.kind === 'ask') return `ASK ${decision.prompt}`;
  if (decision.kind === 'not-an-order') return `NOTHING TO DO ${decision.reason}`;
  return `REJECT ${decision.reason}${decision.intent ? ` ${JSON.stringify(decision.intent)}` : ''}`;
}

prepare(lang);
for (const text of positionals) {
  const view = values.view && isFixture(values.view) ? fixtureView(values.view) : undefined;
  const start = performance.now();
  const result = match(text, { lang, role: roles, ...(view ? { view } : {}), ...(grid ? { grid } : {}) });
  const ms = performance.now() - start;
  if (values.json) {
    console.log(JSON.stringify({ ...result, ranked: result.ranked.slice(0, top), ms }));
    continue;
  }
  console.log(`heard: "${text}" → [${result.tokens.join(' ')}]  (${ms.toFixed(2)} ms)`);
  console.log(`  ${decisionLine(result.decision)}`);
  for (const c of result.ranked.slice(0, top)) {
    const flags = [c.own ? '' : `other role: ${c.role}`, c.illegal ?? ''].filter(Boolean).join(', ');
    console.log(`  ${c.cost.toFixed(2).padStart(5)}  ${JSON.stringify(c.intent)}  "${describe(c)}"${flags ? `  [${flags}]` : ''}`);
  }
}
