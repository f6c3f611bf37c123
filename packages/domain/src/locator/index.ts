export * from './constants.ts';
export * from './messages.ts';
export * from './geo.ts';
export * from './rules.ts';
