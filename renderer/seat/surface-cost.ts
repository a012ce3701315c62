import { sectorOf } from '../../shared/engine/grid';
import { getMap } from '../../shared/engine/maps/registry';
import type { GameView } from '../../shared/engine/view';

/** One sentence of the Surface confirmation, a key under `surfacing` in the catalogues. */
export interface SurfaceLine {
  readonly key: 'turn' | 'realtime' | 'hullCheck' | 'ice';
  readonly params: Readonly<Record<string, number>>;
}

/**
 * What surfacing now will cost, as the engine does it (rules/surface.ts, rules/turns.ts): the
 * enemy hears the sector; turn by turn it then plays 3 turns in a row, in real time the crew
 * secures the 4 hull sections (checked by the enemy Engineer under that rule) while the enemy
 * plays on; route and sheet are erased; on Delta, outside an ice hole, 1 damage first.
 */
export function surfaceCost(view: GameView): SurfaceLine[] {
  const map = getMap(view.settings.mapId);
  const own = view.own;
  if (!map || !own || own.position < 0) return [];
  const sector = sectorOf(map, own.position);
  const lines: SurfaceLine[] = [];
  if (map.scenario === 'delta' && !map.iceHoles.includes(own.position)) lines.push({ key: 'ice', params: {} });
  if (view.settings.mode === 'turn') {
    lines.push({ key: 'turn', params: { sector, turns: 3 } });
  } else {
    lines.push({ key: 'realtime', params: { sector } });
    if (view.flags.hullCheck === 'enemyEngineer') lines.push({ key: 'hullCheck', params: {} });
  }
  return lines;
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The Surface confirmation: the question (with the sector the enemy will hear) and every consequence. */
export function surfaceConfirm(view: GameView, t: Translate): { text: string; warning: string } {
  const map = getMap(view.settings.mapId);
  const position = view.own?.position ?? -1;
  const text = map && position >= 0 ? t('surfacing.question', { sector: sectorOf(map, position) }) : t('captain.surface');
  const warning = surfaceCost(view)
    .map((line) => t(`surfacing.${line.key}`, line.params))
    .join(' ');
  return { text, warning };
}
