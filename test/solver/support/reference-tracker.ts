import {
  DIRECTIONS,
  around,
  chebyshev,
  colOf,
  getMap,
  isHeardBy,
  rowOf,
  sectorOf,
  step,
  torpedoReach,
  type Cell,
  type GameEvent,
  type GameMap,
  type GameSettings,
  type SonarFact,
  type Team,
} from '../../../shared/engine';

interface Story {
  readonly pos: Cell;
  readonly route: ReadonlySet<Cell>;
}

/**
 * The solver written the slow, obvious way from RULES.md — arrays of stories and Sets — to check
 * the bitset tracker against. `null` once it holds more than `limit` stories (too slow to go on).
 */
export class ReferenceTracker {
  private stories: Story[] | null;
  private iceDamage = false;
  private readonly map: GameMap;

  constructor(
    private readonly settings: GameSettings,
    private readonly target: Team,
    private readonly limit = 20_000,
  ) {
    this.map = getMap(settings.mapId)!;
    this.stories = [];
    this.map.island.forEach((island, cell) => island || this.stories!.push({ pos: cell, route: new Set([cell]) }));
  }

  positions(): Cell[] | null {
    return this.stories ? [...new Set(this.stories.map((s) => s.pos))].sort((a, b) => a - b) : null;
  }

  /** Stories held, or -1 once given up. */
  size(): number {
    return this.stories ? this.stories.length : -1;
  }

  track(event: GameEvent): void {
    if (!this.stories || !isHeardBy(event, null)) return;
    const map = this.map;
    const family = this.settings.edition === 'family';
    const ours = 'team' in event && event.team === this.target;
    const keep = (ok: (cell: Cell) => boolean) => (this.stories = this.stories!.filter((s) => ok(s.pos)));
    if (event.type === 'course' && ours) {
      this.stories = this.stories.flatMap((s) => {
        const to = step(map, s.pos, event.direction);
        return to < 0 || map.island[to] || s.route.has(to) ? [] : [{ pos: to, route: new Set([...s.route, to]) }];
      });
    } else if (event.type === 'silence' && ours) {
      const out = new Map<string, Story>();
      const add = (s: Story) => out.set(`${s.pos}:${[...s.route].sort((a, b) => a - b).join(',')}`, s);
      for (const s of this.stories) {
        if (!family) add(s);
        for (const direction of DIRECTIONS) {
          let at = s.pos;
          const route = new Set(s.route);
          for (let n = 1; n <= (family ? 1 : 4); n++) {
            at = step(map, at, direction);
            if (at < 0 || map.island[at] || route.has(at)) break;
            route.add(at);
            add({ pos: at, route: new Set(route) });
          }
        }
      }
      this.stories = out.size > this.limit ? null : [...out.values()];
    } else if (event.type === 'surfaced' && ours) {
      keep((c) => (event.cell === null ? sectorOf(map, c) === event.sector : c === event.cell));
      if (map.scenario === 'delta') keep((c) => map.iceHoles.includes(c) !== this.iceDamage);
      this.iceDamage = false;
      this.stories = [...new Set(this.stories.map((s) => s.pos))].map((pos) => ({ pos, route: new Set([pos]) }));
    } else if (event.type === 'damage' && ours && event.cause === 'ice') {
      this.iceDamage = true;
    } else if (event.type === 'blast' && ours) {
      if (family) keep((c) => (c === event.cell) === (event.hit === 'direct'));
      else keep((c) => Math.min(2, chebyshev(map, c, event.cell)) === { direct: 0, indirect: 1, none: 2 }[event.hit]);
    } else if (event.type === 'torpedo' && ours) {
      if (family) keep((c) => sectorOf(map, c) === sectorOf(map, event.cell));
      else keep((c) => torpedoReach(map, c, this.settings.flags.torpedoBlockedByIslands).has(event.cell));
    } else if (event.type === 'drone' && !ours) {
      keep((c) => (sectorOf(map, c) === event.sector) === event.answer);
    } else if (event.type === 'sonarAnswer' && ours) {
      const holds = (c: Cell, f: SonarFact) =>
        (f.kind === 'column' ? colOf(map, c) : f.kind === 'row' ? rowOf(map, c) : sectorOf(map, c)) === f.value;
      keep((c) => event.facts.filter((f) => holds(c, f)).length === (family ? event.facts.length : 1));
    } else if (event.type === 'mineLaid' && ours) {
      const diagonal = this.settings.flags.mineDiagonal;
      this.stories = this.stories.filter((s) => around(map, s.pos, diagonal).some((c) => !map.island[c] && !s.route.has(c)));
    }
  }
}
