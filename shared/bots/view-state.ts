import {
  reduce,
  stateFromView as engineStateFromView,
  type Command,
  type CommandBody,
  type GameState,
  type GameView,
  type Role,
  type Team,
} from '../engine';

/** The seat's game for legality checks (see the engine's `stateFromView`); bots always hold a crew seat. */
export function stateFromView(view: GameView): GameState {
  seatTeam(view);
  return engineStateFromView(view)!;
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
