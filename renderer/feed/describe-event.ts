import type { SonarFact } from '../../shared/engine/commands';
import type { GameEvent } from '../../shared/engine/events';
import { cellLabel, columnLetter } from '../../shared/engine/grid';
import type { GameMap } from '../../shared/engine/map';

type Translate = (key: string, values?: Record<string, unknown>) => string;

export function describeFact(t: Translate, fact: SonarFact): string {
  if (fact.kind === 'column') return `${t('sonar.column')} ${columnLetter(fact.value)}`;
  if (fact.kind === 'row') return `${t('sonar.row')} ${fact.value + 1}`;
  return `${t('sonar.sector')} ${fact.value}`;
}

/** One announcement as a sentence in the player's language (also what speech synthesis says). */
export function describeEvent(t: Translate, map: GameMap, event: GameEvent): string {
  const values: Record<string, unknown> = { ...event };
  if ('team' in event) values.team = t(`teams.${event.team}`);
  if ('cell' in event && typeof event.cell === 'number') values.cell = cellLabel(map, event.cell);
  if (event.type === 'course') values.direction = t(`directions.${event.direction}`);
  if (event.type === 'marked') values.system = t(`systems.${event.system}`);
  if (event.type === 'blast') {
    values.hit = t(`hits.${event.hit}`);
    // Where it went off, as the table hears it: an "All clear" rules out the impact cell and the 8 around it.
    values.where = t(`hitsWhere.${event.hit}`, { cell: values.cell });
  }
  if (event.type === 'drone') values.answer = t(event.answer ? 'yesNo.yes' : 'yesNo.no');
  if (event.type === 'sonarAnswer') values.facts = event.facts.map((f) => describeFact(t, f)).join(', ');
  if (event.type === 'repaired') values.circuit = t(`circuits.${event.circuit}`);
  if (event.type === 'hullSecured') values.section = event.section + 1;
  if (event.type === 'hullChecked') values.verdict = t(event.approved ? 'verdict.approved' : 'verdict.refused');
  if (event.type === 'surfaced' && event.cell !== null) values.sector = `${event.sector} (${cellLabel(map, event.cell)})`;
  if (event.type === 'gameOver') {
    return event.outcome.winner ? t('end.winner', { team: t(`teams.${event.outcome.winner}`) }) : t('end.draw');
  }
  return t(`events.${event.type}`, values);
}
