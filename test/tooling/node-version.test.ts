import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Node 22.12: Electron's tooling needs it, and players who run from source have 22 or 24 (issue 29.6). */
const LEAST: readonly [number, number] = [22, 12];

type Version = readonly [number, number];

const atLeast = (v: Version, least: Version): boolean => v[0] > least[0] || (v[0] === least[0] && v[1] >= least[1]);

/**
 * The lowest Node each `||` branch of an `engines.node` range lets in, or null for a branch with no
 * lower bound (`*`, `<24`), which lets in any Node.
 */
export function lowestNodes(range: string): (Version | null)[] {
  return range.split('||').map((branch) => {
    const bounds = branch
      .trim()
      .split(/\s+/)
      .map((comparator) => comparator.match(/^(>=|>|\^|~|=)?v?(\d+)(?:\.(\d+))?/))
      .filter((m): m is RegExpMatchArray => m !== null);
    const lower = bounds[0];
    if (!lower) return null;
    return [Number(lower[2]), Number(lower[3] ?? 0)];
  });
}

/** Each Node version the README asks for ("Node 22.12+", "Node 22 or later"). */
export function readmeNodes(readme: string): Version[] {
  return [...readme.matchAll(/\bNode\s+v?(\d+)(?:\.(\d+))?(?:\+|\s+or later|\s+or newer)/g)].map((m) => [Number(m[1]), Number(m[2] ?? 0)]);
}

describe('the Node the project asks for', () => {
  it('reads ranges and README lines', () => {
    expect(lowestNodes('>=22.12')).toEqual([[22, 12]]);
    expect(lowestNodes('^20.19.0 || >=22.12.0')).toEqual([[20, 19], [22, 12]]);
    expect(lowestNodes('<24')).toEqual([null]);
    expect(readmeNodes('Node 20.19+ and npm 10+')).toEqual([[20, 19]]);
    expect(readmeNodes('needs Node 22 or later')).toEqual([[22, 0]]);
  });

  it('package.json engines.node lets in no Node older than 22.12', () => {
    const range = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines?: { node?: string } }).engines?.node;
    expect(range, 'engines.node is set').toBeTypeOf('string');
    for (const lowest of lowestNodes(range!)) expect(lowest !== null && atLeast(lowest, LEAST), `engines.node "${range}"`).toBe(true);
  });

  it('the README asks for Node 22.12 or later', () => {
    const asked = readmeNodes(readFileSync('README.md', 'utf8'));
    expect(asked.length, 'the README says which Node').toBeGreaterThan(0);
    for (const version of asked) expect(atLeast(version, LEAST), `README asks for Node ${version.join('.')}`).toBe(true);
  });

  it('CI puts Node 22 LTS on the PATH before it installs anything', () => {
    const run = readFileSync('.ci/run', 'utf8');
    const sourced = run.search(/^\s*(?:source|\.)\s+\.ci\/node-lts\.sh\b/m);
    expect(sourced, '.ci/run sources .ci/node-lts.sh').toBeGreaterThanOrEqual(0);
    expect(sourced, 'before npm ci').toBeLessThan(run.search(/^\s*npm ci\b/m));
  });
});
