export * from './household-ids.ts';
export * from './recovery.ts';
