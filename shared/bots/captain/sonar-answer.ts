import { colOf, rowOf, sectorCount, sectorOf, type Command, type SonarFact } from '../../engine';
import { positions } from '../../solver';
import { factHolds, solverContext } from '../../solver';
import { roll } from '../random';
import type { Situation } from './situation';

const KINDS = ['column', 'row', 'sector'] as const;

/** Every answer the rules allow: base game one true and one false fact of different kinds; Family the column or the row. */
export function possibleAnswers(s: Situation): SonarFact[][] {
  const at = s.own.position;
  const truth: Record<SonarFact['kind'], number> = {
    column: colOf(s.map, at),
    row: rowOf(s.map, at),
    sector: sectorOf(s.map, at),
  };
  if (s.family) return [[{ kind: 'column', value: truth.column }], [{ kind: 'row', value: truth.row }]];
  const values = (kind: SonarFact['kind']) =>
    kind === 'sector'
      ? Array.from({ length: sectorCount(s.map) }, (_, i) => i + 1)
      : Array.from({ length: kind === 'column' ? s.map.width : s.map.height }, (_, i) => i);
  const out: SonarFact[][] = [];
  for (const trueKind of KINDS) {
    for (const falseKind of KINDS) {
      if (falseKind === trueKind) continue;
      for (const value of values(falseKind)) {
        if (value !== truth[falseKind]) out.push([{ kind: trueKind, value: truth[trueKind] }, { kind: falseKind, value }]);
      }
    }
  }
  return out;
}

/**
 * Level 2 answers with the legal pair that leaves the enemy the most cells to search (by our
 * exposure tracker); level 1 with any legal pair. The true fact is not always said first.
 */
export function answerSonar(s: Situation): Command | null {
  let answers = possibleAnswers(s);
  if (s.level === 2 && s.memory.exposure) {
    const ctx = solverContext(s.view.settings);
    const cells = positions(s.memory.exposure);
    const kept = (facts: SonarFact[]) =>
      cells.filter((c) => facts.filter((f) => factHolds(ctx, c, f)).length === (s.family ? facts.length : 1)).length;
    const scored = answers.map((facts) => ({ facts, kept: kept(facts) }));
    const most = Math.max(...scored.map((a) => a.kept));
    answers = scored.filter((a) => a.kept === most).map((a) => a.facts);
  }
  let r = roll(s.memory.rng);
  const chosen = answers[Math.min(answers.length - 1, Math.floor(r.value * answers.length))];
  r = roll(r.rng);
  s.memory = { ...s.memory, rng: r.rng };
  if (!chosen) return null;
  const facts = r.value < 0.5 ? chosen : [...chosen].reverse();
  const command = s.check.command('captain', { type: 'sonarAnswer', facts });
  return s.check.isLegal(command) ? command : null;
}
