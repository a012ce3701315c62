/**
 * A set of hypotheses about one sub: (position, route since the last surfacing), stored as
 * structure-of-arrays — `pos[i]` and the route bitset `routes[i * words .. (i + 1) * words)`.
 * Sets are immutable once built: every update builds a new one.
 */
export interface HypothesisSet {
  readonly count: number;
  readonly words: number;
  readonly pos: Int32Array;
  readonly routes: Uint32Array;
}

export function hasBit(routes: Uint32Array, base: number, cell: number): boolean {
  return (routes[base + (cell >>> 5)]! & (1 << (cell & 31))) !== 0;
}

/** Every sea cell, its route just itself: a sub whose start is unknown. */
export function everyCell(sea: Uint8Array, words: number): HypothesisSet {
  const cells: number[] = [];
  sea.forEach((isSea, cell) => isSea && cells.push(cell));
  return singletons(cells, words);
}

/** Hypotheses (cell, {cell}) for the given distinct cells. */
export function singletons(cells: readonly number[], words: number): HypothesisSet {
  const pos = Int32Array.from(cells);
  const routes = new Uint32Array(cells.length * words);
  cells.forEach((cell, i) => (routes[i * words + (cell >>> 5)] = 1 << (cell & 31)));
  return { count: cells.length, words, pos, routes };
}

/**
 * Collects hypotheses, merging identical (position, route) pairs with an open-addressing hash
 * table. `add` returns false once more than `limit` distinct hypotheses would be held.
 */
export class SetBuilder {
  count = 0;
  private pos: Int32Array;
  private routes: Uint32Array;
  private table: Int32Array;

  constructor(
    readonly words: number,
    private readonly limit: number,
    expected: number,
  ) {
    const capacity = Math.max(16, Math.min(expected, limit) + 1);
    this.pos = new Int32Array(capacity);
    this.routes = new Uint32Array(capacity * words);
    this.table = new Int32Array(tableSize(capacity)).fill(-1);
  }

  /** Adds (position, route) with the route read from `source[base .. base + words)`; merges duplicates. */
  add(position: number, source: Uint32Array, base: number): boolean {
    const words = this.words;
    if (this.count === this.pos.length) this.grow();
    const slot = this.count;
    const out = slot * words;
    const routes = this.routes;
    let h = Math.imul(position + 1, 0x9e3779b1);
    for (let j = 0; j < words; j++) {
      const w = source[base + j]!;
      routes[out + j] = w;
      h = Math.imul(h ^ w, 0x85ebca6b);
      h ^= h >>> 13;
    }
    const mask = this.table.length - 1;
    let at = h & mask;
    for (;;) {
      const other = this.table[at]!;
      if (other < 0) break;
      if (this.pos[other] === position && sameRoute(routes, other * words, out, words)) return true;
      at = (at + 1) & mask;
    }
    if (this.count >= this.limit) return false;
    this.table[at] = slot;
    this.pos[slot] = position;
    this.count++;
    return true;
  }

  build(): HypothesisSet {
    const n = this.count;
    return { count: n, words: this.words, pos: this.pos.subarray(0, n), routes: this.routes.subarray(0, n * this.words) };
  }

  private grow(): void {
    const capacity = this.pos.length * 2;
    const pos = new Int32Array(capacity);
    pos.set(this.pos);
    const routes = new Uint32Array(capacity * this.words);
    routes.set(this.routes);
    this.pos = pos;
    this.routes = routes;
    this.table = new Int32Array(tableSize(capacity)).fill(-1);
    for (let i = 0; i < this.count; i++) this.insert(i);
  }

  private insert(slot: number): void {
    const words = this.words;
    let h = Math.imul(this.pos[slot]! + 1, 0x9e3779b1);
    for (let j = 0; j < words; j++) {
      h = Math.imul(h ^ this.routes[slot * words + j]!, 0x85ebca6b);
      h ^= h >>> 13;
    }
    const mask = this.table.length - 1;
    let at = h & mask;
    while (this.table[at]! >= 0) at = (at + 1) & mask;
    this.table[at] = slot;
  }
}

function tableSize(capacity: number): number {
  let size = 32;
  while (size < capacity * 2) size *= 2;
  return size;
}

function sameRoute(routes: Uint32Array, a: number, b: number, words: number): boolean {
  for (let j = 0; j < words; j++) if (routes[a + j] !== routes[b + j]) return false;
  return true;
}

/**
 * The bounded-memory fallback: one hypothesis per position whose route is the intersection of
 * the merged routes. Sound — every cell it forbids was on every merged route, the true one
 * included — but looser than the exact set.
 */
export class PositionMerger {
  private readonly present: Uint8Array;
  private readonly acc: Uint32Array;

  constructor(
    private readonly cells: number,
    readonly words: number,
  ) {
    this.present = new Uint8Array(cells);
    this.acc = new Uint32Array(cells * words);
  }

  add(position: number, source: Uint32Array, base: number): void {
    const out = position * this.words;
    if (!this.present[position]) {
      this.present[position] = 1;
      for (let j = 0; j < this.words; j++) this.acc[out + j] = source[base + j]!;
    } else {
      for (let j = 0; j < this.words; j++) this.acc[out + j] = this.acc[out + j]! & source[base + j]!;
    }
  }

  addSet(set: HypothesisSet): void {
    for (let i = 0; i < set.count; i++) this.add(set.pos[i]!, set.routes, i * set.words);
  }

  build(): HypothesisSet {
    const cells: number[] = [];
    for (let c = 0; c < this.cells; c++) if (this.present[c]) cells.push(c);
    const routes = new Uint32Array(cells.length * this.words);
    cells.forEach((c, i) => routes.set(this.acc.subarray(c * this.words, (c + 1) * this.words), i * this.words));
    return { count: cells.length, words: this.words, pos: Int32Array.from(cells), routes };
  }
}
