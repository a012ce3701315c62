/**
 * A newcomer who does what the first game's coach says, to the letter: the blue crew of the
 * tutorial, played through the engine against the level-1 bot crew the tutorial calls.
 */
import { BotClient } from '../../shared/bots';
import {
  DIRECTIONS,
  createGame,
  crewSeat,
  defaultSettings,
  eventsFor,
  getMap,
  legalCommands,
  reduce,
  step,
  viewFor,
  type Command,
  type CommandBody,
  type GameEvent,
  type GameSettings,
  type GameState,
  type GameView,
  type Outcome,
} from '../../shared/engine';
import { parseClientMessage } from '../../shared/protocol';
import { createTracker, positions, sectorsOf, track, type Tracker } from '../../shared/solver';
import { coach, FRESH_COACH, type Advice, type CoachMemory, type Tip } from '../../renderer/coach/coach';
import type { News } from '../../renderer/coach/coach-news';
import { TUTORIAL_SETTINGS } from '../../renderer/coach/tutorial';

export function tutorialSettings(): GameSettings {
  return defaultSettings(TUTORIAL_SETTINGS as Partial<GameSettings>);
}

export interface FirstGame {
  readonly outcome: Outcome | null;
  /** Every tip and news item shown to blue, in order (keys only). */
  readonly tips: readonly string[];
  readonly news: readonly string[];
  readonly state: GameState;
  /** Every distinct tip and news item shown to blue, with its parameters. */
  readonly shown: readonly (Tip | News)[];
  /** Every announcement of the game. */
  readonly events: readonly GameEvent[];
}

const BLUE = crewSeat('blue');
const YELLOW = crewSeat('yellow');

/** Turns a tip's advice into a command the engine accepts (a cell where the tip leaves the choice). */
function follow(state: GameState, view: GameView, advice: Advice | undefined, tip: Tip): CommandBody | null {
  const legal = legalCommands(state, 'blue');
  const find = (type: string) => legal.find((c) => c.type === type) ?? null;
  if (tip.key === 'place') {
    // "Start in open water": a sea cell with sea all around, near the middle.
    const map = getMap(view.settings.mapId)!;
    const open = legal.filter((c) => c.type === 'place' && DIRECTIONS.every((d) => step(map, c.cell, d) >= 0 && !map.island[step(map, c.cell, d)]));
    const pick = open[(state.rng >>> 0) % Math.max(1, open.length)] ?? find('place');
    return pick;
  }
  if (tip.key === 'sonar') return find('sonarAnswer');
  if (!advice) return null;
  switch (advice.type) {
    case 'silence': {
      // The longest legal straight run.
      const runs = legal.filter((c): c is Command & { type: 'silence' } => c.type === 'silence');
      return runs.sort((a, b) => b.distance - a.distance)[0] ?? find('endTurn');
    }
    default:
      return advice;
  }
}

function strip(command: Command | CommandBody): CommandBody {
  const { team: _t, role: _r, ...body } = command as Command;
  return body as CommandBody;
}

/** Plays one tutorial game: blue follows the coach, yellow is the level-1 bot crew. */
export function playFirstGame(seed: number, maxCommands = 3000): FirstGame {
  const created = createGame(tutorialSettings(), seed);
  if (!created.ok) throw new Error(created.reason);
  let state = created.state;
  const log: GameEvent[] = [];
  const bot = new BotClient(YELLOW, 1, seed * 31 + 7);
  let botCursor = 0;
  let blueCursor = 0;
  let tracker: Tracker = createTracker(state.settings, 'yellow');
  // What the enemy can read of us: the same solver over our own announcements (both crews heard them).
  let exposure: Tracker = createTracker(state.settings, 'blue');
  let memory: CoachMemory = FRESH_COACH;
  const tips: string[] = [];
  const newsSeen: string[] = [];
  let lastNews: News | null = null;
  const shown = new Map<string, Tip | News>();
  let commands = 0;
  while (state.phase !== 'over' && commands < maxCommands) {
    let acted = false;
    // Blue: the coach reads the view and what blue heard; blue does what it says.
    const heard = eventsFor(log.slice(blueCursor), BLUE);
    blueCursor = log.length;
    for (const event of heard) {
      tracker = track(tracker, event);
      exposure = track(exposure, event);
    }
    const view = viewFor(state, BLUE);
    const hunt = { positions: positions(tracker), sectors: sectorsOf(tracker), exposure: positions(exposure).length };
    const coaching = coach(view, heard, hunt, memory);
    memory = coaching.memory;
    if (tips[tips.length - 1] !== coaching.tip.key) tips.push(coaching.tip.key);
    for (const item of [coaching.tip, coaching.news]) if (item) shown.set(JSON.stringify([item.key, item.params, item.systems]), item);
    if (coaching.news && coaching.news !== lastNews) newsSeen.push(coaching.news.key);
    lastNews = coaching.news;
    const body = follow(state, view, coaching.tip.advice, coaching.tip);
    if (body) {
      const role = roleFor(body);
      const result = reduce(state, { ...strip(body), team: 'blue', role } as Command);
      if (!result.ok) throw new Error(`the coach advised a refused command: ${JSON.stringify(body)} → ${result.reason} (tip ${coaching.tip.key})`);
      state = result.state;
      log.push(...result.events);
      commands++;
      acted = true;
    }
    if (state.phase === 'over') break;
    // Yellow: the level-1 bot, through the protocol as in a real game.
    const message = bot.onState({ view: viewFor(state, YELLOW), events: eventsFor(log.slice(botCursor), YELLOW), full: botCursor === 0 });
    botCursor = log.length;
    if (message) {
      const parsed = parseClientMessage(JSON.stringify(message));
      if (parsed.ok && parsed.message.type === 'command') {
        const result = reduce(state, { ...parsed.message.command, team: 'yellow' } as Command);
        if (result.ok) {
          state = result.state;
          log.push(...result.events);
          commands++;
          acted = true;
        }
      }
    }
    if (!acted) throw new Error(`stalled: blue tip ${coaching.tip.key}`);
  }
  return { outcome: state.outcome, tips, news: newsSeen, state, events: log, shown: [...shown.values()] };
}

function roleFor(body: CommandBody): Command['role'] {
  if (body.type === 'mark') return 'firstMate';
  if (body.type === 'cross') return 'engineer';
  return 'captain';
}
