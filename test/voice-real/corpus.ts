import type { CommandBody, GameState, Role } from '../../shared/engine';
import { armed, captain, ok, startGame } from '../support/engine-harness';

/**
 * The game situations the utterances are spoken in (real-time, training map, blue at H8); `surfaced`:
 * armed, then surfaced, every hull section still to secure.
 */
export type Situation = 'start' | 'armed' | 'moved' | 'surfaced';

const RT = { mode: 'realtime', mapId: 'training-15', blue: 'H8', yellow: 'B2' } as const;

/** A real engine state for each situation: the matcher's view and `reduce` both come from it. */
export function stateFor(situation: Situation): GameState {
  const start = startGame(RT);
  if (situation === 'start') return start;
  if (situation === 'armed') return armed(start, 'blue');
  if (situation === 'surfaced') return ok(armed(start, 'blue'), captain('blue', { type: 'surface' })).state;
  // Blue just headed north: the First Mate marks and the Engineer crosses.
  return ok(start, captain('blue', { type: 'course', direction: 'N' })).state;
}

/**
 * One line spoken at the table. `expect` is the command it must become, or null: table talk,
 * which must do nothing (the speaker holds the Captain's seat with every system ready, so any
 * misreading could act).
 */
export interface RealUtterance {
  readonly text: string;
  readonly role: Role;
  readonly situation: Situation;
  readonly expect: CommandBody | null;
}

const order = (text: string, role: Role, situation: Situation, expect: CommandBody): RealUtterance => ({ text, role, situation, expect });
const chatter = (text: string): RealUtterance => ({ text, role: 'captain', situation: 'armed', expect: null });
/** Talk heard on a First Mate's seat with a mark owed: a system word in it could mark a gauge. */
const chatterToFirstMate = (text: string): RealUtterance => ({ text, role: 'firstMate', situation: 'moved', expect: null });

/** Orders in the English wording the grammar accepts (shared/orders/lexicon/en.ts). */
export const ORDERS: readonly RealUtterance[] = [
  order('heading north', 'captain', 'start', { type: 'course', direction: 'N' }),
  order('head south', 'captain', 'start', { type: 'course', direction: 'S' }),
  order('course west', 'captain', 'start', { type: 'course', direction: 'W' }),
  order('steer east', 'captain', 'start', { type: 'course', direction: 'E' }),
  order('torpedo at g six', 'captain', 'armed', { type: 'torpedo', cell: 5 * 15 + 6 }),
  order('fire torpedo at h five', 'captain', 'armed', { type: 'torpedo', cell: 4 * 15 + 7 }),
  order('launch drone sector five', 'captain', 'armed', { type: 'drone', sector: 5 }),
  order('activate sonar', 'captain', 'armed', { type: 'sonar' }),
  order('stop', 'captain', 'armed', { type: 'stop' }),
  order('mark torpedo', 'firstMate', 'moved', { type: 'mark', system: 'torpedo' }),
  order('charge sonar', 'firstMate', 'moved', { type: 'mark', system: 'sonar' }),
  order('mark drone', 'firstMate', 'moved', { type: 'mark', system: 'drone' }),
  order('drop mine at h nine', 'captain', 'armed', { type: 'mine', cell: 8 * 15 + 7 }),
  order('silence two cells north', 'captain', 'armed', { type: 'silence', direction: 'N', distance: 2 }),
  order('launch torpedo impact g seven', 'captain', 'armed', { type: 'torpedo', cell: 6 * 15 + 6 }),
  order('surface', 'captain', 'armed', { type: 'surface' }),
  order('mark mine', 'firstMate', 'moved', { type: 'mark', system: 'mine' }),
  order('activate sonar', 'firstMate', 'armed', { type: 'sonar' }),
  // The first free radiation slot after heading north (the engine's slot numbering).
  order('cross radiation', 'engineer', 'moved', { type: 'cross', slot: 11 }),
];

/** Real table talk: direction words, stop words and praise inside ordinary sentences, most of it to a Captain with every system ready. */
export const CHATTER: readonly RealUtterance[] = [
  chatter('we are going down'),
  chatter('i left it there'),
  chatter('over there'),
  chatter('wait what'),
  chatter('nice shot guys'),
  chatter('hold on a second'),
  chatter('where are they'),
  chatter('i think they went left'),
  chatter('is it my turn'),
  chatter('did you see that'),
  chatter('that was close'),
  chatter('they are somewhere up north'),
  chatter('good game everyone'),
  chatter('let me think about it'),
  chatter('who has the pen'),
  chatter('are you sure about that'),
  chatter('come on hurry up'),
  chatter('which way now'),
  chatter('go go go'),
  chatter('right here'),
  chatter('down here'),
  chatter('okay then'),
  chatter('what sector are they in'),
  chatter('can you hear me'),
  chatter('good luck everyone'),
  chatter('no way'),
  chatter('turn the map around'),
  // The First Mate's status call is an announcement, not a mark (issue 17.6).
  chatter('mine ready'),
  chatter('sonar is ready captain'),
  // Said where it could mark: the announcement, a possessive "mine", a call for quiet.
  chatterToFirstMate('torpedo ready'),
  chatterToFirstMate('sonar is ready captain'),
  chatterToFirstMate('no its mine'),
  chatterToFirstMate('silence please'),
];

export const ALL_UTTERANCES: readonly RealUtterance[] = [...ORDERS, ...CHATTER];
