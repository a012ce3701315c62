/**
 * Which game setting a refused createGame is about, so the home page can name it: the host's
 * `lobby.bad-settings` carries the engine's reason (`data.reason`, shared/engine/settings.ts), and a
 * `protocol.malformed` reply names the zod path of the bad value in its detail ("settings.crews.blue: …").
 */
export type SettingsField = 'edition' | 'mode' | 'map' | 'crews' | 'flags' | 'assistant';

export interface SettingsProblem {
  readonly field: SettingsField;
  /** The engine's reason code, when the host gave one. */
  readonly reason?: string;
  /** The optional rule at fault (`flags` only). */
  readonly flag?: string;
}

const BY_REASON: Readonly<Record<string, SettingsField>> = {
  'settings.map.unknown': 'map',
  'settings.map.wrong-edition': 'map',
  'settings.family.turn-only': 'mode',
  'settings.crew.size': 'crews',
  'settings.realtime.needs-four-players': 'crews',
};

const BY_PATH: Readonly<Record<string, SettingsField>> = {
  edition: 'edition',
  mode: 'mode',
  mapId: 'map',
  crews: 'crews',
  flags: 'flags',
};

export function settingsProblemOf(error: { code: string; detail: string; data?: Record<string, unknown> } | null): SettingsProblem | null {
  if (!error) return null;
  if (error.code === 'lobby.bad-settings') {
    const reason = typeof error.data?.reason === 'string' ? error.data.reason : error.detail;
    const field = BY_REASON[reason];
    return field ? { field, reason } : null;
  }
  if (error.code === 'protocol.malformed') {
    const path = /(?:^|;\s*)(settings|options)\.([A-Za-z]+)(?:\.([A-Za-z]+))?/.exec(error.detail);
    if (!path) return null;
    if (path[1] === 'options') return path[2] === 'assistant' ? { field: 'assistant' } : null;
    const field = BY_PATH[path[2]!];
    if (!field) return null;
    return field === 'flags' && path[3] ? { field, flag: path[3] } : { field };
  }
  return null;
}
