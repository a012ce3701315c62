export { solverContext, type SolverContext, type TrackerSettings } from './context';
export type { HypothesisSet } from './hypotheses';
export { createTracker, track, trackAll, DEFAULT_CAP, type Tracker, type TrackerOptions } from './tracker';
export { positions, cellWeights, sectorsOf, isApproximate, hypothesisCount, holdsStory } from './queries';
export { factHolds } from './masks';
