import { around, sectorOf } from '../../shared/engine/grid';
import { GAUGES } from '../../shared/engine/gauges';
import { isSea, type GameMap } from '../../shared/engine/map';
import { stepFrom } from '../../shared/engine/rules/movement';
import { torpedoReach } from '../../shared/engine/rules/torpedo-reach';
import { sheetFor } from '../../shared/engine/sheet';
import { DIRECTIONS, SYSTEM_TYPE, type Cell, type Direction, type System } from '../../shared/engine/types';
import type { GameView } from '../../shared/engine/view';

/**
 * What the Captain's screen offers, worked out from the seat's own view only. These are hints
 * for highlighting; the host still judges every command.
 */
export interface Readiness {
  readonly system: System;
  readonly gauge: number;
  readonly size: number;
  readonly broken: boolean;
  readonly ready: boolean;
}

export function courseOptions(view: GameView, map: GameMap): Record<Direction, Cell | string> {
  const own = view.own!;
  return Object.fromEntries(DIRECTIONS.map((d) => [d, stepFrom(map, own, own.position, d)])) as Record<Direction, Cell | string>;
}

export function systemsShown(view: GameView, map: GameMap): System[] {
  const base: System[] = ['mine', 'torpedo', 'drone', 'sonar', 'silence'];
  return map.scenario === 'echo' ? [...base, 'scenario'] : base;
}

export function readiness(view: GameView, map: GameMap, system: System): Readiness {
  const own = view.own!;
  const size = GAUGES[view.settings.mode][system];
  const gauge = own.gauges[system];
  const broken = (own.crossed & sheetFor(view.settings.mode).typeMask[SYSTEM_TYPE[system]]) !== 0;
  const usable = system !== 'scenario' || map.scenario === 'echo';
  return { system, gauge, size, broken, ready: usable && gauge >= size && !broken };
}

export function mineCells(view: GameView, map: GameMap): Cell[] {
  const own = view.own!;
  return around(map, own.position, view.flags.mineDiagonal).filter(
    (c) => isSea(map, c) && !own.route.includes(c) && !own.mines.includes(c),
  );
}

export function torpedoCells(view: GameView, map: GameMap): Cell[] {
  const own = view.own!;
  if (view.settings.edition === 'family') {
    const sector = sectorOf(map, own.position);
    return map.island.flatMap((_, c) => (sectorOf(map, c) === sector ? [c] : []));
  }
  return [...torpedoReach(map, own.position, view.flags.torpedoBlockedByIslands)];
}

export function archerCells(view: GameView, map: GameMap): Cell[] {
  return map.archerMines.filter((c) => !view.archerMinesUsed.includes(c));
}

export function placementCells(map: GameMap): Cell[] {
  return map.island.flatMap((island, c) => (island ? [] : [c]));
}

/** Silence: the farthest legal distance in each direction (0–4). */
export function silenceReach(view: GameView, map: GameMap): Record<Direction, number> {
  const own = view.own!;
  const out = { N: 0, E: 0, S: 0, W: 0 } as Record<Direction, number>;
  const max = view.settings.edition === 'family' ? 1 : 4;
  for (const d of DIRECTIONS) {
    let at = own.position;
    const passed: Cell[] = [];
    for (let i = 0; i < max; i++) {
      const next = stepFrom(map, { ...own, route: [...own.route, ...passed] }, at, d);
      if (typeof next === 'string') break;
      passed.push(next);
      at = next;
      out[d] = i + 1;
    }
  }
  return out;
}

/** Why the Captain cannot announce a course right now (a reason code), or null. */
export function courseGate(view: GameView): string | null {
  const own = view.own;
  if (!own || view.phase !== 'playing') return view.phase === 'over' ? 'game.over' : 'game.placing';
  if (view.turn && view.turn.team !== view.seat.team) return 'turn.not-yours';
  if (own.surfaced) return 'surfaced.busy';
  if (view.stops.length > 0) return 'stop.active';
  if (view.sonar) return 'sonar.pending';
  if (view.turn && view.turn.step !== 'course') return 'turn.course-done';
  if (own.pending.firstMate || own.pending.engineer) return 'crew.waiting';
  return null;
}

/** Why no system can be used right now (gauges aside), or null. */
export function systemGate(view: GameView): string | null {
  const own = view.own;
  if (!own || view.phase !== 'playing') return 'game.placing';
  if (view.turn && view.turn.team !== view.seat.team) return 'turn.not-yours';
  const stop = view.stops[0];
  if (stop && stop.team !== view.seat.team) return 'stop.active';
  if (own.surfaced) return 'surfaced.busy';
  if (view.sonar) return 'sonar.pending';
  if (view.settings.edition === 'family') return null;
  if (view.turn?.step === 'course') return 'turn.course-first';
  if (view.turn?.step === 'closing') return 'turn.system-done';
  if (view.turn && (own.pending.firstMate || own.pending.engineer)) return 'crew.waiting';
  if (own.lastWasSystem) return 'system.twice';
  if (view.flags.moveAfterDive && !own.movedSinceDive) return 'system.move-after-dive';
  return null;
}
