import {
  GAUGES,
  otherTeam,
  reduce,
  type Command,
  type CommandBody,
  type GameState,
  type GameView,
  type Role,
  type SubState,
  type Team,
} from '../engine';

/**
 * The game as a seat knows it: its own sub in full, the enemy only through what is public
 * (damage, surfacing, hull). No rule that decides whether the seat's own command is legal reads
 * the enemy's hidden fields, so running the engine on this state answers "is it legal?" exactly.
 */
export function stateFromView(view: GameView): GameState {
  const team = seatTeam(view);
  const own = view.own!;
  const enemy = view.public[otherTeam(team)];
  const unknown: SubState = {
    position: -1,
    route: [],
    mines: [],
    gauges: { ...GAUGES.realtime, mine: 0, torpedo: 0, drone: 0, sonar: 0, silence: 0, scenario: 0 },
    energy: 0,
    damage: enemy.damage,
    crossed: 0,
    surfaced: enemy.surfaced,
    hull: enemy.hull,
    hullApproved: enemy.hullApproved,
    pending: { firstMate: false, engineer: null },
    lastWasSystem: false,
    movedSinceDive: true,
  };
  return {
    settings: view.settings,
    phase: view.phase,
    rng: 0,
    subs: team === 'blue' ? { blue: own, yellow: unknown } : { blue: unknown, yellow: own },
    turn: view.turn,
    stops: view.stops,
    sonar: view.sonar,
    archerMinesUsed: view.archerMinesUsed,
    outcome: view.outcome,
    moves: view.moves,
  };
}

export function seatTeam(view: GameView): Team {
  if (view.seat.team === null || !view.own) throw new Error('a bot needs a crew seat');
  return view.seat.team;
}

/** The seat's command for a role, checked against the rules before it is ever sent. */
export class LegalCheck {
  private state: GameState | null = null;
  constructor(private readonly view: GameView) {}

  command(role: Role, body: CommandBody): Command {
    return { ...body, team: seatTeam(this.view), role };
  }

  isLegal(command: Command): boolean {
    if (!this.state) this.state = stateFromView(this.view);
    return reduce(this.state, command).ok;
  }

  /** The first legal one of `bodies`, in order, or null. */
  first(role: Role, bodies: readonly CommandBody[]): Command | null {
    for (const body of bodies) {
      const command = this.command(role, body);
      if (this.isLegal(command)) return command;
    }
    return null;
  }
}
