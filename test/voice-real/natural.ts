import { createHash } from 'node:crypto';
import type { CommandBody, Role } from '../../shared/engine';
import type { RealUtterance, Situation } from './corpus';

/**
 * Issue 27.5: what the oracle hears beyond the grammar's own wording. Written fresh for the oracle,
 * before any rule was changed for them, and never copied from test/orders/corpus/fresh:
 * - orders as players say them, for every seat that speaks: with the words they add ("now", "the",
 *   "let's", "please", a seat's name), and in a regional, idiomatic or spelled wording ("bear north",
 *   "take her up", "golf six", "g as in golf seven"). The plain wording of each is corpus.ts's ORDERS.
 * - table talk by topic (food, drinks, sports, the game's state, plans, questions, the enemy's
 *   announcements quoted, counting cells, jokes with order words, other games), five times corpus.ts's
 *   CHATTER, said into an open microphone on a seat where it could act.
 * Each list is split in two halves by the SHA-1 of its lines (sorted, alternating): the tuning half may
 * be read to change a rule, the sealed half is scored only at the end of a session.
 */
export type Kind = 'added' | 'address' | 'regional' | 'spelled' | 'plain';
export type Topic = 'food' | 'drinks' | 'sports' | 'state' | 'plans' | 'questions' | 'quoting' | 'counting' | 'jokes' | 'games';
export type Half = 'tuning' | 'sealed';

export interface NaturalUtterance extends RealUtterance {
  /** An order's wording kind, or a talk line's topic. */
  readonly kind: Kind | Topic;
}

const COURSE = (direction: 'N' | 'E' | 'S' | 'W'): CommandBody => ({ type: 'course', direction });
/** Training map (corpus.ts): blue at H8. Cells as the engine numbers them (row × 15 + column). */
const TORPEDO = (column: number, row: number): CommandBody => ({ type: 'torpedo', cell: (row - 1) * 15 + column });
const MARK = (system: 'torpedo' | 'sonar' | 'drone' | 'mine'): CommandBody => ({ type: 'mark', system });
/** After heading north, the Engineer's north panel: special (6), weapon circuit (7), detection (9), radiation (11). */
const CROSS = (slot: number): CommandBody => ({ type: 'cross', slot });
const SECURE: CommandBody = { type: 'secureHull' };

const order = (role: Role, situation: Situation, expect: CommandBody, lines: readonly (readonly [Kind, string])[]): NaturalUtterance[] =>
  lines.map(([kind, text]) => ({ text, role, situation, expect, kind }));

/** Three or more wordings of each order, none of them the grammar's plain one (the radio operator's aside). */
export const NATURAL_ORDERS: readonly NaturalUtterance[] = [
  ...order('captain', 'start', COURSE('N'), [['added', 'okay guys heading north'], ['added', 'lets go north now'], ['regional', 'take her north']]),
  ...order('captain', 'start', COURSE('S'), [['added', 'go south please'], ['added', 'right then head south'], ['regional', 'bear south']]),
  ...order('captain', 'start', COURSE('W'), [['added', 'head west quick'], ['address', 'radio operator heading west'], ['regional', 'swing her west']]),
  ...order('captain', 'start', COURSE('E'), [['added', 'steer east then'], ['added', 'come on head east'], ['regional', 'come about to the east']]),
  ...order('captain', 'armed', TORPEDO(6, 6), [['added', 'fire a torpedo at g six'], ['spelled', 'torpedo at golf six'], ['added', 'shoot the torpedo at g six now']]),
  ...order('captain', 'armed', TORPEDO(7, 5), [['spelled', 'fire at hotel five'], ['added', 'okay torpedo at h five'], ['added', 'lets launch a torpedo at h five']]),
  ...order('captain', 'armed', TORPEDO(6, 7), [['added', 'torpedo g seven please'], ['spelled', 'fire at g as in golf seven'], ['regional', 'send the fish to g seven']]),
  ...order('captain', 'armed', { type: 'drone', sector: 5 }, [['added', 'send a drone to sector five'], ['added', 'drone on sector five please'], ['added', 'lets launch the drone at sector five']]),
  ...order('captain', 'armed', { type: 'sonar' }, [['added', 'activate the sonar'], ['regional', 'ping them with the sonar'], ['added', 'use sonar now']]),
  ...order('captain', 'armed', { type: 'stop' }, [['added', 'stop stop stop'], ['regional', 'everybody stop'], ['added', 'okay stop']]),
  ...order('captain', 'armed', { type: 'mine', cell: 8 * 15 + 7 }, [['added', 'drop a mine at h nine'], ['spelled', 'lay a mine at hotel nine'], ['added', 'mine at h nine please']]),
  ...order('captain', 'armed', { type: 'silence', direction: 'N', distance: 2 }, [['regional', 'go silent two north'], ['regional', 'run silent two cells north'], ['added', 'silence now two squares north']]),
  ...order('captain', 'armed', { type: 'surface' }, [['added', 'surface now'], ['added', 'lets surface guys'], ['regional', 'bring her up now']]),
  ...order('firstMate', 'moved', MARK('torpedo'), [['added', 'mark the torpedo'], ['regional', 'put one on the torpedo'], ['address', 'okay captain mark torpedo']]),
  ...order('firstMate', 'moved', MARK('sonar'), [['added', 'charge the sonar'], ['added', 'one for sonar please'], ['regional', 'add one to sonar']]),
  ...order('firstMate', 'moved', MARK('drone'), [['added', 'mark drone now'], ['regional', 'load the drone'], ['added', 'charge drones please']]),
  ...order('firstMate', 'moved', MARK('mine'), [['added', 'mark a mine'], ['added', 'load mine then'], ['regional', 'one on the mine']]),
  ...order('firstMate', 'armed', { type: 'sonar' }, [['added', 'activate the sonar now'], ['added', 'launch sonar please'], ['regional', 'sonar away']]),
  ...order('engineer', 'moved', CROSS(11), [['added', 'cross a radiation'], ['regional', 'cross the nuclear one'], ['regional', 'radiation crossed']]),
  ...order('engineer', 'moved', CROSS(9), [['regional', 'cross the green one'], ['added', 'cross detection please']]),
  ...order('engineer', 'moved', CROSS(6), [['regional', 'cross the yellow'], ['added', 'cross special north please']]),
  ...order('radioOperator', 'surfaced', SECURE, [['plain', 'section secured'], ['added', 'okay my section is secured'], ['regional', 'hull done']]),
  ...order('engineer', 'surfaced', SECURE, [['added', 'my section is done'], ['address', 'captain section secured']]),
];

/** Where each talk line is said, in turn: any misreading there could act. */
const TALK_SEATS: readonly (readonly [Role, Situation])[] = [
  ['captain', 'armed'],
  ['captain', 'armed'],
  ['captain', 'armed'],
  ['firstMate', 'moved'],
  ['engineer', 'moved'],
  ['radioOperator', 'surfaced'],
];

const TALK_BY_TOPIC: Readonly<Record<Topic, readonly string[]>> = {
  food: [
    'the pizza is getting cold', 'who ordered the pepperoni', 'can you pass the chips', 'i want the last slice',
    'these nachos are amazing', 'is there any more salsa left', 'i burned the popcorn again', 'we should get burgers after this',
    'my sandwich fell on the floor', 'dinner is ready in ten minutes', 'save me a piece of cake', 'the fries are all gone',
    'who wants some cookies', 'i am starving right now', 'put the snacks on the other table', 'that curry was way too hot',
    'grab me a donut on your way back',
  ],
  drinks: [
    'can i have a glass of water', 'the coffee machine is broken', 'who finished the orange juice', 'pour me another cup of tea',
    'do we have any cold soda', 'i spilled my drink on the board', 'the beer is in the fridge', 'get me a lemonade please',
    'this tea is too sweet', 'my cup is empty again', 'somebody made hot chocolate', 'there is ice in the freezer',
    'one more coffee and i am done', 'careful the mug is full', 'the milk went off', 'i will just have water thanks',
    'bring the bottle over here',
  ],
  sports: [
    'did you watch the match last night', 'they scored two goals in the first half', 'our team lost again on sunday',
    'the striker went left and shot right', 'he ran down the wing and crossed it', 'the referee stopped the game twice',
    'we play tennis on thursday', 'the race starts at five', 'i hurt my knee playing football', 'the keeper dove to the left',
    'they need a new coach', 'what a save by the goalie', 'the ball went out over the line', 'basketball season starts next week',
    'our swimmer came in third', 'the final is on saturday night', 'he shot from the middle of the field',
  ],
  state: [
    'we took two damage already', 'our torpedo gauge is almost full', 'the mine is still on the map', 'how many moves have we made',
    'our route goes all over the place', 'we are boxed in near the island', 'the drone says they are not in sector three',
    'we used the sonar two turns ago', 'my sheet is getting crowded', 'the engine panel has three crosses', 'their sub took one damage',
    'we are at the edge of the map', 'half the board is islands', 'we surfaced once already', 'this map is tiny',
    'our silence is charged', 'the yellow panel is full',
  ],
  plans: [
    'after this we should drop a mine', 'next turn we go east and then fire', 'if they come closer we shoot',
    'we could surface in sector two later', 'lets save the torpedo for later', 'maybe we wait for the drone first',
    'our plan is to head south and hide', 'we need to charge silence before going west', 'when they surface we attack',
    'first the sonar then the torpedo', 'i want to lay mines along the north edge', 'once we are clear of the island we turn',
    'the idea is to trap them in sector four', 'we should stay away from the corner', 'later we might need to surface',
    'we go around the island on the left', 'we will fire when they are close',
  ],
  questions: [
    'where do you reckon they are', 'should we fire now or wait', 'is the torpedo charged yet', 'did they just move north',
    'what did the radio operator write', 'can we reach g six from here', 'how far is sector five', 'are they in range',
    'who has the eraser', 'have we got enough for a silence', 'which sector did they say', 'is it my turn to mark',
    'what happens if we surface now', 'why did you cross that one', 'can somebody explain the drone',
    'how many cells can we move in silence', 'did you hear what they said',
  ],
  quoting: [
    'they just said torpedo at h four', 'their captain said heading west', 'they announced a surface in sector six',
    'the enemy said mine dropped', 'they went south twice in a row', 'they just fired at c nine', 'he said drone on sector one',
    'they are using their sonar', 'their last order was east', 'the other team said silence', 'they keep going north',
    'she said they launched a drone', 'they called sector two', 'the enemy surfaced in sector eight', 'they said stop for a second',
    'their captain yelled fire', 'they moved west and then north',
  ],
  counting: [
    'one two three four cells from us', 'that is five squares away', 'count from b two to b six', 'three up and two across',
    'it is four cells north of the island', 'seven eight nine ten', 'from here to there is six moves', 'two left one down',
    'that makes it row eleven', 'the island covers three squares', 'column h row eight is us', 'five six seven cells to the east',
    'we are two squares from the edge', 'count again from the start', 'one two three go', 'h nine h ten h eleven',
    'it is about three spaces south',
  ],
  jokes: [
    'fire the chef', 'torpedo my homework please', 'i would surface for pizza', 'drop it like it is hot', 'silence is golden they say',
    'mark my words', 'stop making me laugh', 'that joke bombed like a mine', 'the cat just launched off the table',
    'dive into the snacks', 'my brain needs a sonar', 'cross your fingers', 'the dog is on radio silence', 'abort the salad',
    'north of my plate is the dessert', 'engage the snack protocol', 'emergency surface for the bathroom',
  ],
  games: [
    'this is like battleship but harder', 'in chess you can not go back', 'remember the monopoly game last week',
    'i always lose at poker', 'we should play catan after', 'this is better than risk', 'in uno you can skip a turn',
    'my favorite game is tetris', 'let us play cards later', 'the last game took two hours', 'i prefer dominoes honestly',
    'in battleship you say b four and hit', 'who won the last round', 'that video game had submarines too',
    'checkers is more my style', 'mahjong needs four players', 'we played scrabble at my house',
  ],
};

/** 170 lines of table talk, each on the next seat of TALK_SEATS. */
export const NATURAL_TALK: readonly NaturalUtterance[] = Object.entries(TALK_BY_TOPIC)
  .flatMap(([topic, lines]) => lines.map((text) => ({ text, topic: topic as Topic })))
  .map(({ text, topic }, i) => {
    const [role, situation] = TALK_SEATS[i % TALK_SEATS.length]!;
    return { text, role, situation, expect: null, kind: topic };
  });

const digest = (u: NaturalUtterance) => createHash('sha1').update(`${u.role} ${u.text}`).digest('hex');

/** The half a line belongs to: lines sorted by SHA-1, alternately tuning and sealed (no one chose). */
export function halves<T extends NaturalUtterance>(list: readonly T[]): Record<Half, T[]> {
  const sorted = [...list].sort((a, b) => digest(a).localeCompare(digest(b)));
  return { tuning: sorted.filter((_, i) => i % 2 === 0), sealed: sorted.filter((_, i) => i % 2 === 1) };
}
