import { damageToSink, sheetFor, type GameView } from '../engine';
import type { SheetSituation } from './crossing';
import { typeNeeds } from './doctrine';

/** The own Engineer sheet as the crew reads it from the view. */
export function sheetSituation(view: GameView): SheetSituation {
  const own = view.own!;
  return {
    layout: sheetFor(view.settings.mode),
    crossed: own.crossed,
    order: view.flags.breakdownOrder,
    damage: own.damage,
    sinkAt: damageToSink(view.settings.edition),
    needs: typeNeeds(view),
  };
}
