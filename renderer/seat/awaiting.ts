import { ROLES, otherTeam, type Direction, type Role, type Team } from '../../shared/engine/types';
import { joinList } from '../i18n/list';
import type { GameView } from '../../shared/engine/view';
import { getMap } from '../../shared/engine/maps/registry';
import { systemRefusal, systemsShown } from './captain-options';
import { reasonKey } from '../i18n/codes';

/**
 * What the game waits for, and from whom: the one line every seat shows ("Your turn · Waiting for
 * the First Mate to charge a system", "Engineer: cross a symbol in North"). Read off the seat's own
 * view only, so the enemy's hidden sheets never leak: of the enemy we know only its turn step.
 */
export type Task =
  | 'place'
  | 'course'
  | 'move'
  | 'useOrEnd'
  | 'endTurn'
  | 'finish'
  | 'mark'
  | 'cross'
  | 'answerSonar'
  | 'resolveStop'
  | 'secure'
  | 'checkHull'
  | 'dive';

export interface Awaited {
  readonly team: Team;
  /** null: the crew as a whole (what the enemy does inside its turn is not announced). */
  readonly role: Role | null;
  readonly task: Task;
  /** cross: the Engineer's panel. */
  readonly panel?: Direction;
}

export interface Awaiting {
  /** Turn by turn: whose turn it is. */
  readonly turn: { readonly team: Team; readonly extraTurns: number } | null;
  readonly tasks: readonly Awaited[];
}

function ownTurnTasks(view: GameView, team: Team): Awaited[] {
  const step = view.turn!.step;
  if (step === 'course') return [{ team, role: 'captain', task: 'course' }];
  const marks = crewMarks(view, team);
  if (marks.length > 0) return marks;
  if (step !== 'system') return [{ team, role: null, task: 'finish' }];
  return [{ team, role: 'captain', task: anySystemUsable(view) ? 'useOrEnd' : 'endTurn' }];
}

/**
 * Whether the crew could use a system now: "use a ready system" is never said when none is (issue 18.3).
 * Asks until the first accepted target, not for every target of every system.
 */
function anySystemUsable(view: GameView): boolean {
  const map = getMap(view.settings.mapId);
  if (!map) return false;
  return systemsShown(map).some((system) => systemRefusal(view, system, 'captain') === null || systemRefusal(view, system, 'firstMate') === null);
}

function crewMarks(view: GameView, team: Team): Awaited[] {
  const pending = view.own!.pending;
  const out: Awaited[] = [];
  if (pending.firstMate) out.push({ team, role: 'firstMate', task: 'mark' });
  if (pending.engineer) out.push({ team, role: 'engineer', task: 'cross', panel: pending.engineer });
  return out;
}

function hullTasks(view: GameView, team: Team): Awaited[] {
  const sub = view.public[team];
  const open = ROLES.filter((_, i) => sub.hull[i] === 'open');
  if (open.length > 0) return open.map((role) => ({ team, role, task: 'secure' as const }));
  if (!sub.hullApproved) return [{ team: otherTeam(team), role: 'engineer', task: 'checkHull' }];
  return [{ team, role: 'captain', task: 'dive' }];
}

/** Spectators and the enemy's side of a crew seat: only what was announced. */
function publicTasks(view: GameView): Awaited[] {
  const turn = view.turn;
  if (!turn) return [];
  return [{ team: turn.team, role: null, task: turn.step === 'course' ? 'course' : 'finish' }];
}

const awaited = new WeakMap<GameView, Awaiting>();

/** Asked of one view by the status line and by every disabled control's reason: worked out once. */
export function awaiting(view: GameView): Awaiting {
  let known = awaited.get(view);
  if (!known) {
    known = awaitingNow(view);
    awaited.set(view, known);
  }
  return known;
}

function awaitingNow(view: GameView): Awaiting {
  const turn = view.turn && view.phase === 'playing' ? { team: view.turn.team, extraTurns: view.turn.extraTurns } : null;
  const tasks = awaitedTasks(view);
  return { turn, tasks };
}

function awaitedTasks(view: GameView): Awaited[] {
  if (view.phase === 'over') return [];
  const team = view.seat.team;
  if (view.phase === 'placing') {
    if (team === null || !view.own) return [];
    return view.own.position < 0 ? [{ team, role: 'captain', task: 'place' }] : [{ team: otherTeam(team), role: 'captain', task: 'place' }];
  }
  if (view.sonar) return [{ team: otherTeam(view.sonar.by), role: 'captain', task: 'answerSonar' }];
  const stop = view.stops[0];
  if (stop) return [{ team: stop.team, role: stop.role, task: 'resolveStop' }];
  if (team === null || !view.own) return publicTasks(view);
  if (view.settings.mode === 'turn') {
    if (view.turn?.team === team) return ownTurnTasks(view, team);
    // After a silence the turn has passed at once: our crew marks during the enemy's turn (issue 28.3).
    return [...crewMarks(view, team), ...publicTasks(view)];
  }
  const out: Awaited[] = [];
  if (view.public[team].surfaced) out.push(...hullTasks(view, team));
  const enemy = view.public[otherTeam(team)];
  if (view.flags.hullCheck === 'enemyEngineer' && enemy.surfaced && !enemy.hullApproved && enemy.hull.every((s) => s === 'secured')) {
    out.push({ team, role: 'engineer', task: 'checkHull' });
  }
  if (view.public[team].surfaced) return out;
  const marks = crewMarks(view, team);
  const next: Task = anySystemUsable(view) ? 'move' : 'course';
  out.push(...(marks.length > 0 ? marks : [{ team, role: 'captain' as const, task: next }]));
  return out;
}

type Translate = (key: string, values?: Record<string, unknown>, plural?: number) => string;

/** Is this task the seat's own to do (a role it holds)? */
export function isMine(view: GameView, task: Awaited): boolean {
  const seat = view.seat;
  return seat.team !== null && task.team === seat.team && task.role !== null && seat.roles.includes(task.role);
}

function who(t: Translate, view: GameView, task: Awaited): string {
  const ours = task.team === view.seat.team;
  if (task.role === null) return ours ? t('awaiting.ourCrew') : t(`teams.${task.team}`);
  return ours ? t(`awaiting.the.${task.role}`) : t(`awaiting.their.${task.role}`, { team: t(`teams.${task.team}`) });
}

function values(t: Translate, task: Awaited): Record<string, unknown> {
  return task.panel ? { panel: t(`directions.${task.panel}`) } : {};
}

/** Whose turn it is, with the extra turns in the language's plural. */
export function turnText(t: Translate, view: GameView): string {
  const turn = view.turn;
  if (!turn || view.phase !== 'playing') return '';
  const base = turn.team === view.seat.team ? t('turn.yours') : t('turn.theirs', { team: t(`teams.${turn.team}`) });
  return turn.extraTurns > 0 ? `${base} · ${t('turn.extra', { n: turn.extraTurns }, turn.extraTurns)}` : base;
}

/**
 * The waited part alone: the seat's own orders first ("Engineer: cross a symbol in North"), then
 * whom it waits for, one phrase per task ("the Captain and the First Mate to secure the hull").
 */
export function awaitingText(t: Translate, view: GameView): string {
  const { tasks } = awaiting(view);
  const grouped = (list: readonly Awaited[]) => {
    const groups = new Map<string, Awaited[]>();
    for (const task of list) {
      const key = `${task.task}/${task.panel ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), task]);
    }
    return [...groups.values()];
  };
  const mine = grouped(tasks.filter((task) => isMine(view, task))).map(
    (group) => `${joinList(t, group.map((task) => t(`roles.${task.role}`)))}: ${t(`awaiting.do.${group[0]!.task}`, values(t, group[0]!))}`,
  );
  const others = grouped(tasks.filter((x) => !isMine(view, x))).map((group) =>
    t(`awaiting.wait.${group[0]!.task}`, { who: joinList(t, group.map((task) => who(t, view, task))), ...values(t, group[0]!) }, group.length),
  );
  const parts = [...mine];
  if (others.length > 0) parts.push(t('awaiting.waiting', { list: joinList(t, others) }));
  return parts.join(' · ');
}

/** The seat's one line: whose turn (turn by turn), then what is awaited. */
export function statusLine(t: Translate, view: GameView): string {
  return [turnText(t, view), awaitingText(t, view)].filter(Boolean).join(' · ');
}

/**
 * A refusal in words, for the hint on a disabled control. "The crew has not said OK", "nothing to
 * do" and "a course first" name who and what the game waits for instead, as the waiting line does.
 */
export function refusalText(t: Translate, view: GameView, code: string | null): string | null {
  if (code === null) return null;
  if (code === 'crew.waiting' || code === 'crew.nothing-to-do' || code === 'turn.course-first') return awaitingText(t, view) || t(reasonKey(code));
  return t(reasonKey(code));
}
