/**
 * The app's Vosk grammar (a list of phrases, any sequence of which may be decoded, "[unk]" among
 * them) as a JSGF grammar for pocketsphinx: `public <utterance> = <piece>+;`, the phrases folded
 * into a prefix tree (thousands of phrases sharing their first words: a smaller search graph, the
 * same language), "[unk]" as the garbage word.
 */
interface Node {
  terminal: boolean;
  readonly children: Map<string, Node>;
}

const node = (): Node => ({ terminal: false, children: new Map() });

function expression(at: Node): string {
  const alternatives = [...at.children.entries()].map(([word, child]) => {
    if (child.children.size === 0) return word;
    const rest = expression(child);
    return child.terminal ? `${word} [ ${rest} ]` : `${word} ( ${rest} )`;
  });
  return alternatives.length === 1 ? alternatives[0]! : alternatives.join(' | ');
}

export interface JsgfOptions {
  /** The dictionary word that stands for "[unk]" (null: the grammar has no garbage path). */
  readonly garbage: string | null;
  /** Its weight against the phrases (1 each). */
  readonly garbageWeight: number;
  readonly unknown: string;
  /** Words the recognizer cannot say: phrases containing them are left out (and reported by the caller). */
  readonly unsayable?: ReadonlySet<string>;
}

export function toJsgf(phrases: readonly string[], options: JsgfOptions): string {
  const root = node();
  let unk = false;
  for (const phrase of phrases) {
    if (phrase === options.unknown) {
      unk = true;
      continue;
    }
    const words = phrase.split(/\s+/).filter(Boolean);
    if (words.length === 0 || words.some((w) => options.unsayable?.has(w))) continue;
    let at = root;
    for (const word of words) {
      let next = at.children.get(word);
      if (!next) at.children.set(word, (next = node()));
      at = next;
    }
    at.terminal = true;
  }
  const piece = unk && options.garbage ? `/1/ <phrase> | /${options.garbageWeight}/ ${options.garbage}` : '<phrase>';
  return ['#JSGF V1.0;', 'grammar rumbo;', 'public <utterance> = <piece>+;', `<piece> = ${piece};`, `<phrase> = ${expression(root)};`, ''].join('\n');
}
