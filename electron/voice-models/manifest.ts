import { readFileSync } from 'node:fs';
import { z } from 'zod';

export const modelEntrySchema = z.object({
  name: z.string().regex(/^vosk-model[\w.-]+$/),
  lang: z.enum(['es', 'en', 'it']),
  url: z.url(),
  bytes: z.int().positive(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ModelEntry = z.infer<typeof modelEntrySchema>;

const manifestSchema = z.object({ note: z.string().optional(), models: z.array(modelEntrySchema).min(1) });

export function readManifest(file: string): ModelEntry[] {
  return manifestSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).models;
}
