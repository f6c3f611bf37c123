export * from './listings-constants.ts';
export * from './lineup.ts';
export * from './program-rules.ts';
