/**
 * A Vosk model's vocabulary, read from its .tar.gz (the `graph/words.txt` a small model ships, one
 * "word id" a line), so the seat can say which grammar words the model lacks instead of Vosk dropping
 * them silently. null when the archive has no word list (a model built another way): nothing is said.
 */
export async function modelWordsFromArchive(gzipped: ReadableStream<Uint8Array> | ArrayBuffer): Promise<Set<string> | null> {
  const stream = (gzipped instanceof ArrayBuffer ? new Blob([gzipped]).stream() : gzipped) as ReadableStream<BufferSource>;
  const tar = new Uint8Array(await new Response(stream.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer());
  const text = fileInTar(tar, (name) => /(^|\/)graph\/words\.txt$/.test(name) || /(^|\/)words\.txt$/.test(name));
  if (text === null) return null;
  const words = new Set<string>();
  for (const line of text.split('\n')) {
    const word = line.split(/\s+/)[0];
    if (word && !word.startsWith('<') && !word.startsWith('#')) words.add(word);
  }
  return words.size > 0 ? words : null;
}

const BLOCK = 512;

/** The first file of a (ustar or GNU) tar whose name fits, as UTF-8 text; null if none. */
export function fileInTar(tar: Uint8Array, wanted: (name: string) => boolean): string | null {
  const decoder = new TextDecoder();
  const field = (at: number, length: number) => decoder.decode(tar.subarray(at, at + length)).replace(/\0.*$/s, '');
  let longName: string | null = null;
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const size = parseInt(field(at + 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156]!);
    const prefix = field(at + 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(at, 100)}` : field(at, 100));
    const body = at + BLOCK;
    longName = null;
    if (type === 'L') longName = decoder.decode(tar.subarray(body, body + size)).replace(/\0.*$/s, '');
    else if ((type === '0' || type === '\0') && wanted(name)) return decoder.decode(tar.subarray(body, body + size));
    at = body + Math.ceil(size / BLOCK) * BLOCK;
  }
  return null;
}
