import type { DamageCause, GameEvent } from '../../shared/engine/events';
import { otherTeam, type Cell, type Team } from '../../shared/engine/types';

type Weapon = 'torpedo' | 'mineDetonated' | 'archerMine';

/** The blow that decided the game: whose sub it hurt, how, and (for a weapon) who fired and where. */
export interface DecidingBlow {
  readonly victim: Team;
  readonly cause: DamageCause;
  readonly weapon: { readonly type: Weapon; readonly by: Team; readonly cell: Cell } | null;
}

export interface EndSummary {
  /** Damage each crew's weapons did to the enemy sub. */
  readonly dealt: Record<Team, number>;
  /** Damage each sub did to itself: its own blasts, breakdowns, ice. */
  readonly selfInflicted: Record<Team, number>;
  /** Torpedoes and mines each crew set off. */
  readonly shots: Record<Team, number>;
  readonly courses: Record<Team, number>;
  /** Turn-by-turn: turns played (0 in real time). */
  readonly turns: number;
  readonly decidingBlow: DecidingBlow | null;
}

/** What the end screen tells about a finished game, from the full log the end reveals. */
export function summarize(events: readonly GameEvent[]): EndSummary {
  const dealt: Record<Team, number> = { blue: 0, yellow: 0 };
  const selfInflicted: Record<Team, number> = { blue: 0, yellow: 0 };
  const shots: Record<Team, number> = { blue: 0, yellow: 0 };
  const courses: Record<Team, number> = { blue: 0, yellow: 0 };
  let turns = 0;
  let weapon: DecidingBlow['weapon'] = null;
  /** Each sub's last damage: the sunk one's is the blow that decided the game. */
  const lastBlow: Partial<Record<Team, DecidingBlow>> = {};
  let lastVictim: Team | null = null;
  let loser: Team | null = null;
  for (const event of events) {
    switch (event.type) {
      case 'turn':
        turns++;
        break;
      case 'course':
        courses[event.team]++;
        break;
      case 'torpedo':
      case 'mineDetonated':
      case 'archerMine':
        weapon = { type: event.type, by: event.team, cell: event.cell };
        shots[event.team]++;
        break;
      case 'damage': {
        const by = event.cause === 'blast' && weapon ? weapon.by : event.team;
        if (by === event.team) selfInflicted[event.team] += event.amount;
        else dealt[otherTeam(event.team)] += event.amount;
        lastBlow[event.team] = { victim: event.team, cause: event.cause, weapon: event.cause === 'blast' ? weapon : null };
        lastVictim = event.team;
        break;
      }
      case 'gameOver':
        loser = event.outcome.winner ? otherTeam(event.outcome.winner) : null;
        break;
      default:
        break;
    }
  }
  const victim = loser ?? lastVictim;
  return { dealt, selfInflicted, shots, courses, turns, decidingBlow: victim ? (lastBlow[victim] ?? null) : null };
}
