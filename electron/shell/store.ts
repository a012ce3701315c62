/**
 * The desktop settings file (`<userData>/desktop-settings.json`): remembered window bounds. Read once at
 * start; written atomically (temp file + rename), debounced, and flushed synchronously on quit. A corrupt
 * file is set aside as `.corrupt` and the defaults are used — a bad settings file never stops the app.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { BoundsMemory } from './windows';
import type { Rect } from './placement';

const RectSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const SettingsSchema = z.object({
  version: z.literal(1),
  windowBounds: z.record(z.string().max(64), RectSchema),
});

export type DesktopSettings = z.infer<typeof SettingsSchema>;

const DEFAULTS: DesktopSettings = { version: 1, windowBounds: {} };

export interface TimerApi {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: TimerApi = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class SettingsStore {
  private data: DesktopSettings;
  private pending: unknown;
  private readonly file: string;
  private readonly delayMs: number;
  private readonly timers: TimerApi;
  /** Why the file on disk was not used, if it was not (for the main log). */
  readonly loadProblem: string | undefined;

  constructor(file: string, options: { delayMs?: number; timers?: TimerApi } = {}) {
    this.file = file;
    this.delayMs = options.delayMs ?? 500;
    this.timers = options.timers ?? realTimers;
    const loaded = load(file);
    this.data = loaded.settings;
    this.loadProblem = loaded.problem;
  }

  get settings(): DesktopSettings {
    return this.data;
  }

  update(change: (s: DesktopSettings) => DesktopSettings): void {
    this.data = change(this.data);
    if (this.pending !== undefined) this.timers.clearTimeout(this.pending);
    this.pending = this.timers.setTimeout(() => this.flush(), this.delayMs);
  }

  /** Writes now if anything changed. Synchronous so it can run during quit. */
  flush(): void {
    if (this.pending === undefined) return;
    this.timers.clearTimeout(this.pending);
    this.pending = undefined;
    mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(this.data, null, 2)}\n`, 'utf8');
    renameSync(tmp, this.file);
  }

  boundsMemory(): BoundsMemory {
    return {
      get: (key) => this.data.windowBounds[key],
      set: (key, bounds) => {
        const rect = roundRect(bounds);
        if (!RectSchema.safeParse(rect).success) return;
        this.update((s) => ({ ...s, windowBounds: { ...s.windowBounds, [key]: rect } }));
      },
    };
  }
}

function roundRect(r: Rect): Rect {
  return { x: Math.round(r.x), y: Math.round(r.y), width: Math.round(r.width), height: Math.round(r.height) };
}

function load(file: string): { settings: DesktopSettings; problem?: string } {
  if (!existsSync(file)) return { settings: DEFAULTS };
  let problem: string;
  try {
    const parsed = SettingsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return { settings: parsed.data };
    problem = `unexpected content: ${parsed.error.issues[0]?.message ?? 'invalid'}`;
  } catch (err) {
    problem = err instanceof Error ? err.message : String(err);
  }
  try {
    renameSync(file, `${file}.corrupt`);
  } catch {
    // Keep going with the defaults even if the bad file cannot be moved.
  }
  return { settings: DEFAULTS, problem: `${file}: ${problem}; set aside as .corrupt, using defaults` };
}
