import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** renderer/'s top-level folders, one per feature (issue 29); renderer/README.md says each one's job. */
export const FEATURE_FOLDERS = [
  'coach', 'end', 'engineer', 'feed', 'i18n', 'lobby', 'map', 'net', 'public',
  'radio', 'screens', 'seat', 'stores', 'styles', 'ui', 'voice',
] as const;

/** The grab bags issue 29 split by feature, and what to tell whoever brings one back. */
const RETIRED: Readonly<Record<string, string>> = {
  components: 'components/ was split by feature (issue 29)',
  util: 'util/ was split by feature (issue 29)',
};

/** Whether `dir` holds a file somewhere below it (git keeps no empty folder, so an empty one is a leftover). */
function holdsFiles(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some((entry) => !entry.isDirectory() || holdsFiles(join(dir, entry.name)));
}

/** The top-level folders of `root` that hold files, leaving out dot-folders and node_modules. */
function topFolders(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry: Dirent) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .filter((name) => holdsFiles(join(root, name)));
}

/** Why each of `folders` should not be a top-level folder of renderer/ (nothing when all are features). */
export function layoutProblems(folders: readonly string[]): string[] {
  const allowed: readonly string[] = FEATURE_FOLDERS;
  return folders
    .filter((name) => !allowed.includes(name))
    .map((name) => {
      const why = RETIRED[name] ?? `${name}/ is not a feature folder`;
      return `renderer/${name}/: ${why}. Put each file in its feature's folder (${allowed.join('/, ')}/); ` +
        'a new feature adds its folder to FEATURE_FOLDERS here and a line to renderer/README.md.';
    });
}

describe('the renderer is arranged by feature', () => {
  it('names a grab bag and says where its files go', () => {
    expect(layoutProblems(['seat', 'voice'])).toEqual([]);
    const [components, widgets] = layoutProblems(['seat', 'components', 'widgets']);
    expect(components).toMatch(/^renderer\/components\/: components\/ was split by feature \(issue 29\)\. Put each file in its feature's folder/);
    expect(widgets).toMatch(/^renderer\/widgets\/: widgets\/ is not a feature folder\. Put each file in its feature's folder \(coach\/, .*voice\/\)/);
    expect(layoutProblems(['util'])[0]).toContain('util/ was split by feature');
  });

  it('every top-level folder of renderer/ is a feature folder (no components/, no util/)', () => {
    expect(layoutProblems(topFolders('renderer'))).toEqual([]);
  });

  it('renderer/README.md gives each feature folder its line', () => {
    const readme = readFileSync('renderer/README.md', 'utf8');
    expect(FEATURE_FOLDERS.filter((name) => !readme.includes(`\`${name}/\``))).toEqual([]);
  });
});
