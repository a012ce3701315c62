import { createGame } from './create';
import type { GameEvent } from './events';
import { reduce } from './reduce';
import type { Rejection } from './rejection';
import type { GameSettings, SettingsProblem } from './settings';
import type { GameState } from './state';

/** A game is its settings, its seed and the ordered log of accepted commands. */
export interface GameRecord {
  readonly settings: GameSettings;
  readonly seed: string | number;
  readonly commands: readonly unknown[];
}

export type Replayed =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly at: number; readonly reason: Rejection['reason'] | SettingsProblem };

/** Rebuilds any state by folding the log; a log that does not replay says where it breaks. */
export function replay(record: GameRecord): Replayed {
  const created = createGame(record.settings, record.seed);
  if (!created.ok) return { ok: false, at: -1, reason: created.reason };
  let state = created.state;
  const events: GameEvent[] = [];
  for (let i = 0; i < record.commands.length; i++) {
    const result = reduce(state, record.commands[i]);
    if (!result.ok) return { ok: false, at: i, reason: result.reason };
    state = result.state;
    for (const event of result.events) events.push(event);
  }
  return { ok: true, state, events };
}
