import { sectorCount, sectorOf, type Cell, type Command } from '../../engine';
import { positions } from '../../solver';
import { roll } from '../random';
import { sectorMass } from './belief';
import type { Situation } from './situation';
import { dangerAt } from './threat';
import { layMine } from './mines';
import { EXPOSED } from '../doctrine';
import { silenceOptions, huntingChoice, wanderingChoice } from './steering';
import { bestShot, shotAt, torpedoCells } from './targeting';

/** A blast this good is worth a torpedo: about one expected damage, or a fair chance to sink… */
const FIRE_SCORE = 0.75;
const FIRE_KILL = 0.3;
/** …but with the enemy able to strike first, a lesser shot will do. */
const FIRE_SCORE_UNDER_THREAT = 0.35;
const THREAT = 0.25;
/** Below this many cells we hunt with weapons, not detection. */
const WORTH_DETECTING = 5;

function random(s: Situation): number {
  const r = roll(s.memory.rng);
  s.memory = { ...s.memory, rng: r.rng };
  return r.value;
}

function legal(s: Situation, command: Command): Command | null {
  return s.check.isLegal(command) ? command : null;
}

const captain = (s: Situation, body: Parameters<Situation['check']['command']>[1]) => s.check.command('captain', body);

function torpedo(s: Situation, cell: Cell): Command | null {
  return legal(s, captain(s, { type: 'torpedo', cell }));
}

/** Level 2: the system that does most now, if any is worth it. */
export function levelTwoSystem(s: Situation): Command | null {
  const cells = torpedoCells(s);
  if (cells.length > 0 && torpedo(s, cells[0]!)) {
    const shot = bestShot(s, cells);
    const bar = dangerAt(s, s.own.position) >= THREAT ? FIRE_SCORE_UNDER_THREAT : FIRE_SCORE;
    if (shot && (shot.score >= bar || shot.kill >= FIRE_KILL) && shot.score > 0) return torpedo(s, shot.cell);
  }
  const archer = archerShot(s);
  if (archer) return archer;
  const drone = droneQuestion(s);
  if (drone) return drone;
  if (positions(s.memory.enemy).length > WORTH_DETECTING) {
    const sonar = legal(s, captain(s, { type: 'sonar' }));
    if (sonar) return sonar;
  }
  const sinceFired = s.own.route.length - s.memory.firedAt;
  const justFired = sinceFired >= 0 && sinceFired < 2;
  if (s.exposure <= EXPOSED || justFired || dangerAt(s, s.own.position) >= THREAT) {
    const choice = huntingChoice(s, silenceOptions(s));
    if (choice) return legal(s, captain(s, { type: 'silence', direction: choice.direction, distance: choice.distance }));
  }
  // Mines pay in turn-by-turn; in real time the cells they block cost more surfacings than they win.
  return s.view.settings.mode === 'turn' ? layMine(s) : null;
}

/** Echo: an unused Archer mine near the enemy's likely cells, far enough from us. */
function archerShot(s: Situation): Command | null {
  const unused = s.map.archerMines.filter((c) => !s.view.archerMinesUsed.includes(c));
  if (unused.length === 0 || !legal(s, captain(s, { type: 'scenario', cell: unused[0]! }))) return null;
  let best: { cell: Cell; score: number } | null = null;
  for (const cell of unused) {
    const shot = shotAt(s, s.enemy, cell);
    if (!best || shot.score > best.score) best = { cell, score: shot.score };
  }
  return best && best.score >= FIRE_SCORE ? legal(s, captain(s, { type: 'scenario', cell: best.cell })) : null;
}

/** The sector whose yes/no answer splits the enemy's likely cells most evenly. */
function droneQuestion(s: Situation): Command | null {
  const sectors = sectorCount(s.map);
  if (!legal(s, captain(s, { type: 'drone', sector: 1 }))) return null;
  const mass = sectorMass(s.enemy, sectorTable(s), sectors);
  let best = 0;
  let bestSplit = 0;
  for (let sector = 1; sector <= sectors; sector++) {
    const split = Math.min(mass[sector]!, 1 - mass[sector]!);
    if (split > bestSplit) {
      bestSplit = split;
      best = sector;
    }
  }
  return bestSplit >= 0.15 ? legal(s, captain(s, { type: 'drone', sector: best })) : null;
}

function sectorTable(s: Situation): Uint8Array {
  const table = new Uint8Array(s.map.island.length);
  for (let c = 0; c < table.length; c++) table[c] = sectorOf(s.map, c);
  return table;
}

/** Level 1: fire at a cell the enemy might be on (not next to us), sometimes slip away in silence. */
export function levelOneSystem(s: Situation): Command | null {
  const cells = torpedoCells(s).filter((c) => s.enemy.weights[c]! > 0 && shotAt(s, s.enemy, c).selfDamage === 0);
  if (cells.length > 0 && torpedo(s, cells[0]!)) {
    const pick = cells[Math.min(cells.length - 1, Math.floor(random(s) * cells.length))]!;
    return torpedo(s, pick);
  }
  if (random(s) < 0.3) {
    const choice = wanderingChoice(s, silenceOptions(s));
    if (choice) return legal(s, captain(s, { type: 'silence', direction: choice.direction, distance: choice.distance }));
  }
  return null;
}
