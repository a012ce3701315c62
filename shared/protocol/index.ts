export * from './version';
export * from './codes';
export * from './messages';
export * from './parse';
