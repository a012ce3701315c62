import type { CommandBody } from '../../shared/engine/commands';
import { stateFromView } from '../../shared/engine/from-view';
import { GAUGES } from '../../shared/engine/gauges';
import type { GameMap } from '../../shared/engine/map';
import { candidateCommands } from '../../shared/engine/legal';
import { reduce } from '../../shared/engine/reduce';
import { sheetFor } from '../../shared/engine/sheet';
import { DIRECTIONS, SYSTEM_TYPE, type Cell, type Direction, type Role, type System, type Team } from '../../shared/engine/types';
import type { GameView } from '../../shared/engine/view';

/**
 * What the seat's screens offer, asked of the engine itself: `reduce` on the game as this seat
 * knows it (stateFromView) says exactly what the host would accept, so the highlights never
 * disagree with the rules and there is no second copy of them here.
 */
export interface Readiness {
  readonly system: System;
  readonly gauge: number;
  readonly size: number;
  readonly broken: boolean;
  readonly ready: boolean;
}

type Outcome = { readonly ok: true; readonly position: Cell } | { readonly ok: false; readonly reason: string };

/**
 * What one view has already been asked: a state message re-renders several panels, and each asks the
 * same questions of the same view (the waiting line, every disabled control's reason). A view is
 * immutable and an unchanged one keeps its identity (stores/game.ts), so answers live as long as it.
 */
interface Asked {
  readonly state: ReturnType<typeof stateFromView>;
  candidates?: ReturnType<typeof candidateCommands>;
  readonly outcomes: Map<string, Outcome>;
}

const asked = new WeakMap<GameView, Asked>();

function askedOf(view: GameView): Asked {
  let entry = asked.get(view);
  if (!entry) {
    entry = { state: stateFromView(view), outcomes: new Map() };
    asked.set(view, entry);
  }
  return entry;
}

function seatState(view: GameView) {
  return askedOf(view).state ?? null;
}

function candidatesOf(view: GameView, team: Team) {
  const entry = askedOf(view);
  entry.candidates ??= entry.state ? candidateCommands(entry.state, team) : [];
  return entry.candidates;
}

/** Would the host accept this command from this seat now? */
export function judge(view: GameView, role: Role, body: CommandBody): Outcome {
  const entry = askedOf(view);
  const state = entry.state;
  const team = view.seat.team;
  if (!state || team === null) return { ok: false, reason: 'seat.spectator' };
  const key = `${role} ${JSON.stringify(body)}`;
  const known = entry.outcomes.get(key);
  if (known) return known;
  const result = reduce(state, { ...body, team, role });
  const outcome: Outcome = result.ok ? { ok: true, position: result.state.subs[team].position } : { ok: false, reason: result.reason };
  entry.outcomes.set(key, outcome);
  return outcome;
}

export function courseOptions(view: GameView): Record<Direction, Cell | string> {
  const out = {} as Record<Direction, Cell | string>;
  for (const direction of DIRECTIONS) {
    const outcome = judge(view, 'captain', { type: 'course', direction });
    out[direction] = outcome.ok ? outcome.position : outcome.reason;
  }
  return out;
}

/** Why no course can be announced now (not counting blocked directions), or null. */
export function courseGate(view: GameView): string | null {
  const options = Object.values(courseOptions(view));
  if (options.some((o) => typeof o === 'number')) return null;
  return options.find((o): o is string => typeof o === 'string' && !o.startsWith('course.blocked')) ?? null;
}

export function systemsShown(map: GameMap): System[] {
  const base: System[] = ['mine', 'torpedo', 'drone', 'sonar', 'silence'];
  return map.scenario === 'echo' ? [...base, 'scenario'] : base;
}

/** The gauge and breakdown state the sheets show (display, not legality). */
export function readiness(view: GameView, map: GameMap, system: System): Readiness {
  const own = view.own!;
  const size = GAUGES[view.settings.mode][system];
  const gauge = own.gauges[system];
  const broken = (own.crossed & sheetFor(view.settings.mode).typeMask[SYSTEM_TYPE[system]]) !== 0;
  const usable = system !== 'scenario' || map.scenario === 'echo';
  return { system, gauge, size, broken, ready: usable && gauge >= size && !broken };
}

/**
 * What the role could aim now: the engine's own candidate commands (by shape) for this system,
 * kept when `reduce` accepts them from this role.
 */
export function targets(view: GameView, system: System | 'detonate' | 'place', role: Role = 'captain'): CommandBody[] {
  const state = seatState(view);
  const team = view.seat.team;
  if (!state || team === null) return [];
  return candidatesOf(view, team)
    .filter((command) => command.type === system)
    .map(({ team: _team, role: _role, ...body }) => body as CommandBody)
    .filter((body) => judge(view, role, body).ok);
}

export function targetCells(view: GameView, system: 'mine' | 'torpedo' | 'scenario' | 'detonate' | 'place'): Cell[] {
  return targets(view, system).map((body) => ('cell' in body ? body.cell : -1));
}

/** Systems the role could use right now (some target accepted). */
export function usableSystems(view: GameView, map: GameMap, role: Role): System[] {
  return systemsShown(map).filter((system) => targets(view, system, role).length > 0);
}

/** Silence: the longest accepted distance in each direction. */
export function silenceReach(view: GameView): Record<Direction, number> {
  const out = { N: -1, E: -1, S: -1, W: -1 } as Record<Direction, number>;
  for (const body of targets(view, 'silence')) {
    if (body.type === 'silence') out[body.direction] = Math.max(out[body.direction], body.distance);
  }
  return out;
}

/** Why the engine would refuse this command from this seat now (a reason code), or null if it would take it. */
export function refusal(view: GameView, role: Role, body: CommandBody): string | null {
  const outcome = judge(view, role, body);
  return outcome.ok ? null : outcome.reason;
}

/** A refusal about one target (a cell, a sector, a blocked line) says nothing of the system's other targets. */
const aboutTarget = (reason: string) => reason.startsWith('target.') || reason.startsWith('course.blocked');

/**
 * Why the role cannot use this system now, as the engine says it, or null when some target would be
 * accepted. Stops at the first accepted target, and at the first refusal that is not about the target
 * (a gauge, a breakdown, the turn step): that one holds for every target of the system.
 */
export function systemRefusal(view: GameView, system: System | 'detonate', role: Role = 'captain'): string | null {
  const state = seatState(view);
  const team = view.seat.team;
  if (!state || team === null) return 'seat.spectator';
  let reason: string | null = null;
  for (const { team: _team, role: _role, ...body } of candidatesOf(view, team)) {
    if (body.type !== system) continue;
    const outcome = judge(view, role, body as CommandBody);
    if (outcome.ok) return null;
    if (!aboutTarget(outcome.reason)) return outcome.reason;
    reason ??= outcome.reason;
  }
  if (reason) return reason;
  // No candidate of this kind now (the Captains still pick their starts): ask the engine with any target,
  // so the system says why (game.placing) instead of "does not exist on this map".
  const probe = judge(view, role, PROBES[system]);
  if (!probe.ok && !aboutTarget(probe.reason)) return probe.reason;
  return system === 'detonate' ? 'target.no-mine' : 'system.unavailable';
}

const PROBES: Record<System | 'detonate', CommandBody> = {
  mine: { type: 'mine', cell: 0 },
  detonate: { type: 'detonate', cell: 0 },
  torpedo: { type: 'torpedo', cell: 0 },
  drone: { type: 'drone', sector: 1 },
  sonar: { type: 'sonar' },
  silence: { type: 'silence', direction: 'N', distance: 0 },
  scenario: { type: 'scenario', cell: 0 },
};
