/**
 * Wall-clock limit for property and whole-game tests. Their budget is a count of runs (fast-check's
 * `numRuns`, games per test), never the clock: this limit only catches a hang, so it must hold on a
 * busy machine — several times slower than usual, or running the suite twice at once (issue 13): with
 * load average ~18 and two more busy loops, the Family property test took 205 s (12 s on a calmer run).
 * Use as `it(name, { timeout: RUN_TIMEOUT }, fn)` or on the `describe`.
 */
export const RUN_TIMEOUT = 600_000;
