/** A minimal ustar writer: regular files and folders, enough for a model archive vosk-browser reads. */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | '5'): Uint8Array {
  const block = new Uint8Array(BLOCK);
  const encoder = new TextEncoder();
  let path = name;
  let prefix = '';
  if (encoder.encode(path).length > 100) {
    const cut = name.lastIndexOf('/', name.length - 2);
    prefix = name.slice(0, cut);
    path = name.slice(cut + 1);
  }
  const put = (text: string, offset: number, width: number) => block.set(encoder.encode(text).subarray(0, width), offset);
  put(path, 0, 100);
  put(type === '5' ? '0000755\0' : '0000644\0', 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(0, 12), 136, 12);
  put('        ', 148, 8);
  put(type, 156, 1);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  put(prefix, 345, 155);
  const sum = block.reduce((a, b) => a + b, 0);
  put(octal(sum, 7) + ' ', 148, 8);
  return block;
}

export function tarFiles(entries: ReadonlyArray<readonly [string, Uint8Array]>): Uint8Array {
  const parts: Uint8Array[] = [];
  const folders = new Set<string>();
  for (const [name] of entries) {
    const segments = name.split('/').slice(0, -1);
    for (let i = 1; i <= segments.length; i++) folders.add(`${segments.slice(0, i).join('/')}/`);
  }
  for (const folder of [...folders].sort()) parts.push(header(folder, 0, '5'));
  for (const [name, data] of [...entries].sort(([a], [b]) => a.localeCompare(b))) {
    parts.push(header(name, data.length, '0'), data, new Uint8Array((BLOCK - (data.length % BLOCK)) % BLOCK));
  }
  parts.push(new Uint8Array(BLOCK * 2));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Lists a tar's regular files (for tests and for checking an installed archive). */
export function listTar(tar: Uint8Array): Array<{ name: string; size: number }> {
  const out: Array<{ name: string; size: number }> = [];
  const decoder = new TextDecoder();
  const text = (offset: number, width: number) => decoder.decode(tar.subarray(offset, offset + width)).replace(/\0.*$/s, '');
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const name = text(offset, 100);
    if (!name) break;
    const size = parseInt(text(offset + 124, 12).trim() || '0', 8);
    const prefix = text(offset + 345, 155);
    if (text(offset + 156, 1) === '0') out.push({ name: prefix ? `${prefix}/${name}` : name, size });
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return out;
}
