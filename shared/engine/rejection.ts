/**
 * Why a command was refused. The UI translates the code; `data` carries what it needs to explain
 * (e.g. which symbol blocks a system). Nothing in the engine throws on bad input.
 */
export type ReasonCode =
  | 'command.malformed'
  | 'command.role'
  | 'game.over'
  | 'game.placing'
  | 'game.started'
  | 'place.already'
  | 'place.not-sea'
  | 'turn.not-yours'
  | 'turn.course-first'
  | 'turn.course-done'
  | 'turn.system-done'
  | 'turn.realtime-only'
  | 'turn.turn-only'
  | 'crew.waiting'
  | 'crew.nothing-to-do'
  | 'blackout.must-surface'
  | 'stop.nothing-to-use'
  | 'stop.active'
  | 'stop.already'
  | 'stop.none'
  | 'sonar.pending'
  | 'sonar.none'
  | 'sonar.answer.kinds'
  | 'sonar.answer.one-true'
  | 'sonar.answer.value'
  | 'course.blocked.edge'
  | 'course.blocked.island'
  | 'course.blocked.route'
  | 'course.blocked.mine'
  | 'surfaced.busy'
  | 'surfaced.not'
  | 'surfaced.hull-open'
  | 'surfaced.hull-unchecked'
  | 'surfaced.section-done'
  | 'mark.gauge-full'
  | 'mark.gauge-unused'
  | 'cross.wrong-panel'
  | 'cross.already'
  | 'cross.slot'
  | 'system.unknown'
  | 'system.twice'
  | 'system.move-after-dive'
  | 'system.not-ready.gauge'
  | 'system.not-ready.breakdown'
  | 'system.not-ready.energy'
  | 'system.unavailable'
  | 'target.cell'
  | 'target.not-adjacent'
  | 'target.island'
  | 'target.route'
  | 'target.mine'
  | 'target.range'
  | 'target.sector'
  | 'target.no-mine'
  | 'target.no-archer'
  | 'silence.distance'
  | 'edition.unavailable';

export interface Rejection {
  readonly ok: false;
  readonly reason: ReasonCode;
  readonly data?: Readonly<Record<string, string | number | boolean | null>>;
}

export function reject(reason: ReasonCode, data?: Rejection['data']): Rejection {
  return data ? { ok: false, reason, data } : { ok: false, reason };
}
