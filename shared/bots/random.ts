import { nextRandom } from '../engine/rng';

/** A random number and the generator's next state: bots keep the state in their memory. */
export function roll(rng: number): { value: number; rng: number } {
  const r = nextRandom(rng);
  return { value: r.value, rng: r.state };
}

