import type { GameEvent } from '../../shared/engine/events';
import { GAUGES } from '../../shared/engine/gauges';
import { cellLabel, step } from '../../shared/engine/grid';
import type { GameMap } from '../../shared/engine/map';
import { getMap } from '../../shared/engine/maps/registry';
import { stepFrom } from '../../shared/engine/rules/movement';
import { DIRECTIONS, SYSTEMS, SYSTEM_TYPE, otherTeam, type Direction, type System } from '../../shared/engine/types';
import type { GameView } from '../../shared/engine/view';
import { bestDetonation, bestShot, canHit, distanceAfter, droneSector, exposed, FIRE_FEW, mineCell, searchWide, type Hunt } from './coach-hunt';
import { readNews, type News, type NewsMemory } from './coach-news';
import { bestCrossing, brokenTypes, openCourses, panelCostsDamage, radiationCrossed, REACTOR_WARNING, roomFrom, SYSTEM_TYPES, systemsOf } from './coach-sheet';
import { roleDuties } from '../seat/duties';

/** The first-game coach's tips: what to do now and why, keys under `tutorial.steps` in the catalogues. */
export const COACH_STEPS = [
  'place',
  'sonar',
  'blackout',
  'surfaceBroken',
  'surfaceReactor',
  'course',
  'courseHunt',
  'courseKeepAway',
  'courseNarrow',
  'courseAvoid',
  'courseRoute',
  'courseRepair',
  'mark',
  'cross',
  'crossRepair',
  'crossReactor',
  'crossDamage',
  'fire',
  'detonate',
  'drone',
  'sonarUse',
  'silence',
  'silenceHide',
  'mine',
  'torpedoWait',
  'torpedoFar',
  'system',
  'brokenReady',
  'allBroken',
  'endTurn',
  'surfacedWait',
  'enemy',
  'enemyTrack',
  'won',
  'lost',
  'draw',
  'wait',
] as const;
export type CoachStep = (typeof COACH_STEPS)[number];

export interface Tip {
  readonly key: CoachStep;
  readonly params: Readonly<Record<string, string | number>>;
  /** Systems named in the text (the screen translates them). */
  readonly systems?: readonly System[];
  /** The advised command, for a player (or a test) that follows the tip to the letter. */
  readonly advice?: Advice;
}

export type Advice =
  | { readonly type: 'surface' }
  | { readonly type: 'course'; readonly direction: Direction }
  | { readonly type: 'mark'; readonly system: System }
  | { readonly type: 'cross'; readonly slot: number }
  | { readonly type: 'torpedo' | 'detonate' | 'mine'; readonly cell: number }
  | { readonly type: 'drone'; readonly sector: number }
  | { readonly type: 'sonar' }
  | { readonly type: 'silence' }
  | { readonly type: 'endTurn' };

export type CoachMemory = NewsMemory;

export const FRESH_COACH: CoachMemory = { news: null, broken: [], taught: [], threatened: false };

export interface Coaching {
  /** What just happened and what it means (a hit, a breakdown, a repair, the enemy surfacing…), or null. */
  readonly news: News | null;
  readonly tip: Tip;
  readonly memory: CoachMemory;
}


/**
 * The first game's coach, for a newcomer holding every role of their crew: a pure function of the
 * seat's view, the announcements heard since the last call, the Radio Operator's reading of where
 * the enemy can be (null: not known) and a little memory of what was already said.
 */
export function coach(view: GameView, heard: readonly GameEvent[], hunt: Hunt | null, memory: CoachMemory = FRESH_COACH): Coaching {
  const map = getMap(view.settings.mapId);
  if (!map || view.seat.team === null || !view.own) return { news: null, tip: tip('wait'), memory };
  const next = settleLessons(view, readNews(view, map, heard, memory));
  const { tip: now, taught } = chooseTip(view, map, hunt, next);
  return { news: next.news, tip: now, memory: { ...next, taught } };
}

/**
 * The Radio Operator's sheet is explained in full for the whole of the enemy's first turn (it moves on
 * every state message, so marking it taught on first sight left the sentence up for a blink); from our
 * next turn on the coach only reads the sheet out.
 */
function settleLessons<M extends CoachMemory>(view: GameView, memory: M): M {
  const ours = view.turn?.team === view.seat.team;
  if (!ours || !memory.taught.includes('enemy') || memory.taught.includes('enemyRead')) return memory;
  return { ...memory, taught: [...memory.taught, 'enemyRead'] };
}

/** The tip alone, with no news and no reading of the enemy (tests and a first render). */
export function coachStep(view: GameView): CoachStep {
  return coach(view, [], null).tip.key;
}

function tip(key: CoachStep, params: Tip['params'] = {}, advice?: Advice, systems?: readonly System[]): Tip {
  return { key, params, advice, systems };
}

function chooseTip(view: GameView, map: GameMap, hunt: Hunt | null, memory: CoachMemory): { tip: Tip; taught: readonly string[] } {
  const team = view.seat.team!;
  const own = view.own!;
  const taught = memory.taught;
  if (view.phase === 'over') {
    const winner = view.outcome?.winner ?? null;
    return { tip: tip(winner === null ? 'draw' : winner === team ? 'won' : 'lost'), taught };
  }
  const duties = roleDuties(view);
  if (duties.captain === 'place') return { tip: tip('place'), taught };
  if (view.phase !== 'playing') return { tip: tip('wait'), taught };
  if (duties.captain === 'sonar') return { tip: tip('sonar'), taught };
  if (duties.captain === 'course') return courseTip(view, map, hunt, taught);
  if (duties.firstMate === 'mark') return { tip: markTip(view, map, hunt, memory), taught };
  if (duties.engineer === 'cross') return { tip: crossTip(view), taught };
  const turn = view.turn;
  if (turn?.team === team && turn.step === 'system') {
    const now = systemTip(view, map, hunt, memory);
    // The drone and the sonar each get their turn in a first game: remember which one was used.
    const used = now.key === 'drone' || now.key === 'sonarUse' || now.key === 'mine' ? now.key : null;
    return { tip: now, taught: used && !taught.includes(used) ? [...taught, used] : taught };
  }
  if (own.surfaced) return { tip: tip('surfacedWait', { n: view.turn?.extraTurns ?? 0 }), taught };
  if (turn?.team === otherTeam(team)) {
    // The Radio Operator's sheet is explained in full once, then the coach just reads it out.
    if (hunt && hunt.sectors.length > 0 && taught.includes('enemyRead')) {
      return { tip: tip('enemyTrack', { sectors: sectorList(hunt, map), n: hunt.positions.length }), taught };
    }
    return { tip: tip('enemy'), taught: taught.includes('enemy') ? taught : [...taught, 'enemy'] };
  }
  return { tip: tip('wait'), taught };
}

/**
 * The sectors as the sheet shows them ("2" or "2 3"): the screen says "sector 2" or "sectors 2 and 3";
 * with every sector still possible, '' (the screen says "any sector" rather than listing them all).
 */
function sectorList(hunt: Hunt, map: GameMap): string {
  return hunt.sectors.length >= sectorTotal(map) ? '' : hunt.sectors.join(' ');
}

function courseTip(view: GameView, map: GameMap, hunt: Hunt | null, taught: readonly string[]): { tip: Tip; taught: readonly string[] } {
  const own = view.own!;
  const open = openCourses(map, own);
  const said = (t: Tip, lesson?: string) => ({ tip: t, taught: lesson && !taught.includes(lesson) ? [...taught, lesson] : taught });
  if (open.length === 0) return said(tip('blackout', {}, { type: 'surface' }), 'route');
  const broken = brokenTypes(view);
  if (broken.length === SYSTEM_TYPES.length) return said(tip('surfaceBroken', {}, { type: 'surface' }));
  const safe = open.filter((d) => !panelCostsDamage(view, d));
  if (safe.length === 0) return said(tip('surfaceReactor', { n: radiationCrossed(view) }, { type: 'surface' }));
  const toward = [...safe].sort((a, b) => courseCost(view, map, a, hunt) - courseCost(view, map, b, hunt));
  const direction = toward[0]!;
  const advice: Advice = { type: 'course', direction };
  if (safe.length < open.length) return said(tip('courseAvoid', { directions: safe.join(' ') }, advice));
  if (open.length === 1) return said(tip('courseNarrow', { direction: open[0]! }, advice), 'route');
  // The first time our own route closes a course: what a blackout is, before it happens.
  if (!taught.includes('route') && DIRECTIONS.some((d) => stepFrom(map, own, own.position, d) === 'course.blocked.route')) {
    return said(tip('courseRoute', { direction }, advice), 'route');
  }
  const fixes = bestCrossing(view, direction)?.fixes ?? [];
  if (fixes.length > 0) return said(tip('courseRepair', { direction }, advice, systemsOf(fixes, map)));
  if (hunt && hunt.sectors.length > 0 && hunt.sectors.length < sectorTotal(map)) {
    const key = torpedoLoaded(view) ? 'courseHunt' : 'courseKeepAway';
    return said(tip(key, { sectors: sectorList(hunt, map), direction }, advice));
  }
  return said(tip('course', {}, advice));
}

/** Fewer sea cells than this ahead is a pocket to keep out of. */
const ROOM = 8;

/**
 * How much a course costs the crew: first what the Engineer will have to cross in that panel (a
 * repair is a gain, breaking the torpedo the worst), then how far it leaves us from the enemy.
 */
function courseCost(view: GameView, map: GameMap, direction: Direction, hunt: Hunt | null): number {
  const crossing = bestCrossing(view, direction);
  const sheet = !crossing ? 0 : crossing.effect === 'repairs' ? -1 : crossing.effect === 'breaks' ? (crossing.type === 'weapon' ? 3 : 1) : 0;
  const own = view.own!;
  const away = hunt && hunt.positions.length > 0 ? distanceAfter(map, own.position, direction, hunt) : 0;
  // Close in with a loaded torpedo; until then keep some distance (the enemy fires up to 4 cells too).
  const distance = torpedoLoaded(view) ? away : -0.5 * away;
  const to = step(map, view.own!.position, direction);
  // A pocket with little sea left leads to a blackout, and so to surfacing.
  const cramped = roomFrom(map, view.own!, to, ROOM) < ROOM ? 10 : 0;
  return sheet * 4 + distance + cramped;
}

/** The torpedo is charged and no weapon symbol is crossed: time to hunt. */
function torpedoLoaded(view: GameView): boolean {
  return view.own!.gauges.torpedo >= GAUGES[view.settings.mode].torpedo && !brokenTypes(view).includes('weapon');
}

function sectorTotal(map: GameMap): number {
  return Math.ceil(map.width / map.sectorSize) * Math.ceil(map.height / map.sectorSize);
}

/** Why the First Mate charges a gauge now (keys under `tutorial.why`). */
export type ChargeReason = 'drone' | 'sonar' | 'hunt' | 'escape' | 'hide' | 'escapeLater' | 'trap' | 'ready' | 'spare';

/**
 * What the First Mate charges, and why. While the sheet leaves the enemy in more than one sector and
 * no detection is ready: the sonar (2 marks) the first time, the drone the next, since a torpedo fired
 * blind misses. Then one early mine, the torpedo, silence if the enemy has shot at us or can place us
 * on a few cells (measured: the torpedo before silence wins more, docs/decisions.md issue 29.2), the rest.
 */
function chargePlan(view: GameView, map: GameMap, hunt: Hunt | null, memory: CoachMemory): { system: System; why: ChargeReason } | null {
  const own = view.own!;
  const sizes = GAUGES[view.settings.mode];
  const broken = brokenTypes(view);
  const open = (s: System) => own.gauges[s] < sizes[s] && (s !== 'scenario' || map.scenario === 'echo');
  const works = (s: System) => !broken.includes(SYSTEM_TYPE[s]);
  const plan: { system: System; why: ChargeReason }[] = [];
  const detectionReady = (['sonar', 'drone'] as const).some((s) => !open(s) && works(s));
  if (searchWide(hunt) && !detectionReady) {
    // Measured: the sonar first wins more than the drone first (docs/decisions.md, issue 29).
    const first: ('sonar' | 'drone')[] = memory.taught.includes('sonarUse') && !memory.taught.includes('drone') ? ['drone', 'sonar'] : ['sonar', 'drone'];
    for (const system of first) plan.push({ system, why: system });
  }
  // One mine early (2 marks), so that a first game lays one before the torpedo takes every mark.
  if (!memory.taught.includes('mine')) plan.push({ system: 'mine', why: 'trap' });
  plan.push({ system: 'torpedo', why: 'hunt' });
  if (memory.threatened) plan.push({ system: 'silence', why: 'escape' });
  else if (exposed(hunt)) plan.push({ system: 'silence', why: 'hide' });
  plan.push({ system: 'mine', why: 'trap' });
  plan.push({ system: 'drone', why: 'ready' }, { system: 'sonar', why: 'ready' }, { system: 'silence', why: 'escapeLater' });
  const usable = plan.find((p) => open(p.system) && works(p.system));
  if (usable) return usable;
  // A gauge whose system is broken down can wait: marking it buys nothing until a repair.
  const any = SYSTEMS.find(open);
  return any ? { system: any, why: 'spare' } : null;
}

function markTip(view: GameView, map: GameMap, hunt: Hunt | null, memory: CoachMemory): Tip {
  const own = view.own!;
  const sizes = GAUGES[view.settings.mode];
  const pick = chargePlan(view, map, hunt, memory);
  if (!pick) return tip('mark', { gauge: 0, size: 0 });
  const { system, why } = pick;
  // With no reading yet the enemy can be on any sea cell.
  const n = hunt ? hunt.positions.length : map.island.filter((island) => !island).length;
  const params = { system, why, gauge: own.gauges[system] + 1, size: sizes[system], sectors: hunt ? sectorList(hunt, map) : '', n, ...(why === 'hide' ? { exposed: hunt!.exposure! } : {}) };
  return tip('mark', params, { type: 'mark', system });
}

function crossTip(view: GameView): Tip {
  const panel = view.own!.pending.engineer!;
  const best = bestCrossing(view, panel);
  if (!best) return tip('cross', { panel });
  const advice: Advice = { type: 'cross', slot: best.slot };
  if (best.effect === 'damage') return tip('crossDamage', { panel }, advice);
  if (best.effect === 'repairs') return tip('crossRepair', { panel }, advice);
  const radiation = radiationCrossed(view);
  if (radiation >= REACTOR_WARNING) return tip('crossReactor', { panel, n: radiation }, advice);
  return tip('cross', { panel, symbol: best.type }, advice);
}

function systemTip(view: GameView, map: GameMap, hunt: Hunt | null, memory: CoachMemory): Tip {
  const own = view.own!;
  const sizes = GAUGES[view.settings.mode];
  const broken = brokenTypes(view);
  if (broken.length === SYSTEM_TYPES.length) return tip('allBroken', {}, { type: 'endTurn' });
  const charged = (s: System) => own.gauges[s] >= sizes[s];
  const ready = (s: System) => charged(s) && !broken.includes(SYSTEM_TYPE[s]);
  const n = hunt?.positions.length ?? 0;
  if (hunt && own.mines.length > 0) {
    const mine = bestDetonation(view, map, hunt);
    if (mine) return tip('detonate', { cell: cellLabel(map, mine.cell), covered: mine.covered, n, why: shotReason(mine.covered, n) }, { type: 'detonate', cell: mine.cell });
  }
  const shot = hunt ? bestShot(view, map, hunt) : null;
  if (ready('torpedo') && hunt && canHit(shot, hunt)) {
    return tip('fire', { cell: cellLabel(map, shot.cell), covered: shot.covered, n, why: shotReason(shot.covered, n) }, { type: 'torpedo', cell: shot.cell });
  }
  if (ready('silence') && memory.threatened) return tip('silence', {}, { type: 'silence' });
  if (ready('silence') && exposed(hunt)) return tip('silenceHide', { exposed: hunt.exposure }, { type: 'silence' });
  if (ready('drone') && hunt) {
    const sector = droneSector(map, hunt);
    if (sector !== null) return tip('drone', { sector, sectors: sectorList(hunt, map), n }, { type: 'drone', sector });
  }
  if (ready('sonar') && hunt && n > FIRE_FEW) return tip('sonarUse', { sectors: sectorList(hunt, map), n }, { type: 'sonar' });
  if (ready('torpedo') && hunt && n > 0 && !shot) return tip('torpedoFar', { sectors: sectorList(hunt, map), n }, { type: 'endTurn' });
  if (ready('torpedo')) {
    return tip('torpedoWait', { sectors: hunt ? sectorList(hunt, map) : '', n, covered: shot?.covered ?? 0 }, { type: 'endTurn' });
  }
  const mine = ready('mine') ? mineCell(view, map, hunt) : null;
  if (mine !== null) return tip('mine', { cell: cellLabel(map, mine) }, { type: 'mine', cell: mine });
  const stuck = systemsOf(broken, map).filter(charged);
  if (stuck.length > 0) return tip('brokenReady', {}, { type: 'endTurn' }, stuck);
  const kept = SYSTEMS.filter(ready);
  if (kept.length > 0) return tip('system', {}, { type: 'endTurn' }, kept);
  return tip('endTurn', {}, { type: 'endTurn' });
}

/** Why a blast can hit, as the line says it (keys under `tutorial.why`). */
function shotReason(covered: number, n: number): 'pinned' | 'sure' | 'likely' {
  return n === 1 ? 'pinned' : covered >= n ? 'sure' : 'likely';
}
