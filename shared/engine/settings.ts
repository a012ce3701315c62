import { DEFAULT_FLAGS, type RuleFlags } from './flags';
import { getMap } from './maps/registry';
import type { Edition, Mode, Team } from './types';

export interface GameSettings {
  readonly edition: Edition;
  readonly mode: Mode;
  readonly mapId: string;
  /** Players per crew. With fewer than four in all, only turn-by-turn may be played. */
  readonly crews: Readonly<Record<Team, number>>;
  readonly flags: Readonly<RuleFlags>;
}

export type SettingsProblem =
  | 'settings.map.unknown'
  | 'settings.map.wrong-edition'
  | 'settings.family.turn-only'
  | 'settings.crew.size'
  | 'settings.realtime.needs-four-players';

export function defaultSettings(overrides: Partial<GameSettings> = {}): GameSettings {
  const edition = overrides.edition ?? 'base';
  const mode = overrides.mode ?? 'turn';
  return {
    edition,
    mode,
    mapId: overrides.mapId ?? (edition === 'family' ? 'archipelago' : mode === 'realtime' ? 'alpha-15' : 'alpha-10'),
    crews: overrides.crews ?? (edition === 'family' ? { blue: 2, yellow: 2 } : { blue: 4, yellow: 4 }),
    flags: { ...DEFAULT_FLAGS, ...overrides.flags },
  };
}

export function checkSettings(settings: GameSettings): SettingsProblem | null {
  const map = getMap(settings.mapId);
  if (!map) return 'settings.map.unknown';
  if (map.edition !== settings.edition) return 'settings.map.wrong-edition';
  if (settings.edition === 'family' && settings.mode !== 'turn') return 'settings.family.turn-only';
  const maxCrew = settings.edition === 'family' ? 2 : 4;
  for (const size of Object.values(settings.crews)) {
    if (!Number.isInteger(size) || size < 1 || size > maxCrew) return 'settings.crew.size';
  }
  if (settings.mode === 'realtime' && settings.crews.blue + settings.crews.yellow < 4) {
    return 'settings.realtime.needs-four-players';
  }
  return null;
}
