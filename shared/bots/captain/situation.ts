import { damageToSink, getMap, otherTeam, type GameMap, type GameView, type SubState, type Team } from '../../engine';
import { positions } from '../../solver';
import { LegalCheck, seatTeam } from '../view-state';
import { beliefOf, type Belief } from './belief';
import type { CaptainMemory } from './memory';

/** Everything a Captain decision reads, computed once per call (beliefs lazily). */
export class Situation {
  readonly map: GameMap;
  readonly team: Team;
  readonly enemyTeam: Team;
  readonly own: SubState;
  readonly check: LegalCheck;
  readonly sinkAt: number;
  readonly route: ReadonlySet<number>;
  /** Cells the sub may not enter: its route and its own mines. */
  readonly blocked: ReadonlySet<number>;
  private enemyBelief: Belief | null = null;
  private exposureCount: number | null = null;

  constructor(
    readonly view: GameView,
    public memory: CaptainMemory,
  ) {
    this.map = getMap(view.settings.mapId)!;
    this.team = seatTeam(view);
    this.enemyTeam = otherTeam(this.team);
    this.own = view.own!;
    this.check = new LegalCheck(view);
    this.sinkAt = damageToSink(view.settings.edition);
    this.route = new Set(this.own.route);
    this.blocked = new Set([...this.own.route, ...this.own.mines]);
  }

  get level(): 1 | 2 {
    return this.memory.level;
  }

  get family(): boolean {
    return this.view.settings.edition === 'family';
  }

  get enemy(): Belief {
    this.enemyBelief ??= beliefOf(this.memory.enemy);
    return this.enemyBelief;
  }

  get enemyDamage(): number {
    return this.view.public[this.enemyTeam].damage;
  }

  /** How many cells the enemy can still place us on (level 2; level 1 does not ask). */
  get exposure(): number {
    if (this.exposureCount === null) {
      this.exposureCount = this.memory.exposure ? positions(this.memory.exposure).length : this.map.island.length;
    }
    return this.exposureCount;
  }
}
