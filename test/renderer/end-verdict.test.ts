/** The end screen says to each side whether it won (issue 29): "You won" / "You lost", a spectator who won. */
import { describe, expect, it } from 'vitest';
import { verdictFor } from '../../renderer/end/end-verdict';

describe('verdictFor', () => {
  it('tells each crew its own result, and a spectator which crew won', () => {
    const outcome = { winner: 'yellow', reason: 'sunk' } as const;
    expect(verdictFor('yellow', outcome)).toEqual({ kind: 'won', winner: 'yellow' });
    expect(verdictFor('blue', outcome)).toEqual({ kind: 'lost', winner: 'yellow' });
    expect(verdictFor(null, outcome)).toEqual({ kind: 'winner', winner: 'yellow' });
  });

  it('a mutual sinking is a draw for everyone', () => {
    const outcome = { winner: null, reason: 'mutual' } as const;
    for (const team of ['blue', 'yellow', null] as const) expect(verdictFor(team, outcome)).toEqual({ kind: 'draw' });
  });
});
