import { readFileSync, writeFileSync } from 'node:fs';

/** A 16-bit PCM mono WAV (what sox writes here) as samples -1…1, with its rate. */
export function readWav(file: string): { rate: number; samples: Float32Array } {
  const data = readFileSync(file);
  if (data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WAVE') throw new Error(`${file} is not a WAV`);
  let at = 12;
  let rate = 0;
  while (at + 8 <= data.length) {
    const id = data.toString('ascii', at, at + 4);
    const size = data.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      if (data.readUInt16LE(at + 8) !== 1 || data.readUInt16LE(at + 10) !== 1 || data.readUInt16LE(at + 22) !== 16) throw new Error(`${file}: not 16-bit PCM mono`);
      rate = data.readUInt32LE(at + 12);
    } else if (id === 'data') {
      const count = Math.min(size, data.length - at - 8) >> 1;
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i++) samples[i] = data.readInt16LE(at + 8 + 2 * i) / 32768;
      return { rate, samples };
    }
    at += 8 + size + (size & 1);
  }
  throw new Error(`${file}: no data`);
}

/** Samples -1…1 to a 16-bit PCM mono WAV. */
export function writeWav(file: string, rate: number, samples: Float32Array): void {
  const data = Buffer.alloc(44 + samples.length * 2);
  data.write('RIFF', 0, 'ascii');
  data.writeUInt32LE(36 + samples.length * 2, 4);
  data.write('WAVEfmt ', 8, 'ascii');
  data.writeUInt32LE(16, 16);
  data.writeUInt16LE(1, 20);
  data.writeUInt16LE(1, 22);
  data.writeUInt32LE(rate, 24);
  data.writeUInt32LE(rate * 2, 28);
  data.writeUInt16LE(2, 32);
  data.writeUInt16LE(16, 34);
  data.write('data', 36, 'ascii');
  data.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i++) data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), 44 + 2 * i);
  writeFileSync(file, data);
}
