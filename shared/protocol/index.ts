export * from './version';
export * from './codes';
export * from './messages';
export * from './names';
export * from './parse';
