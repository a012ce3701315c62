export * from './seats';
export * from './names';
