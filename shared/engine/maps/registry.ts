import type { GameMap, Scenario } from '../map';
import { parseMapFile } from './schema';
import alpha15 from '../data/maps/alpha-15.json';
import alpha10 from '../data/maps/alpha-10.json';
import bravo15 from '../data/maps/bravo-15.json';
import bravo10 from '../data/maps/bravo-10.json';
import charlie15 from '../data/maps/charlie-15.json';
import charlie10 from '../data/maps/charlie-10.json';
import delta15 from '../data/maps/delta-15.json';
import delta10 from '../data/maps/delta-10.json';
import echo15 from '../data/maps/echo-15.json';
import echo10 from '../data/maps/echo-10.json';
import archipelago from '../data/maps/archipelago.json';
import volcano from '../data/maps/volcano.json';
import northPole from '../data/maps/north-pole.json';
import openWaters from '../data/maps/open-waters.json';
import training15 from '../data/maps/training-15.json';
import training10 from '../data/maps/training-10.json';

const FILES: readonly unknown[] = [
  alpha15,
  alpha10,
  bravo15,
  bravo10,
  charlie15,
  charlie10,
  delta15,
  delta10,
  echo15,
  echo10,
  archipelago,
  volcano,
  northPole,
  openWaters,
  training15,
  training10,
];

/** Parses bundled map files; throws with every error, since a bad bundled map is a programming error. */
export function loadMaps(files: readonly unknown[]): Record<string, GameMap> {
  const maps: Record<string, GameMap> = {};
  const errors: string[] = [];
  files.forEach((file, index) => {
    const result = parseMapFile(file);
    if (!result.ok) errors.push(...result.errors.map((error) => `map file #${index + 1}: ${error}`));
    else if (result.map.id in maps) errors.push(`duplicate map id ${result.map.id}`);
    else maps[result.map.id] = result.map;
  });
  if (errors.length > 0) throw new Error(`bundled maps are invalid:\n${errors.join('\n')}`);
  return maps;
}

export const MAPS: Readonly<Record<string, GameMap>> = Object.freeze(loadMaps(FILES));

export const MAP_IDS: readonly string[] = Object.freeze(Object.keys(MAPS));

export function getMap(id: string): GameMap | undefined {
  return Object.hasOwn(MAPS, id) ? MAPS[id] : undefined;
}

/** The base-game map of a scenario: 15×15 for real time, 10×10 for turn-by-turn. */
export function mapFor(scenario: Scenario, size: 15 | 10): GameMap {
  const map = getMap(`${scenario}-${size}`);
  if (!map) throw new Error(`no ${size}×${size} map for scenario ${scenario}`);
  return map;
}
