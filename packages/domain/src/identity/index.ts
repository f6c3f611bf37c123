export * from './household-ids.ts';
export * from './recovery.ts';
export * from './account-transfer.ts';
export * from './profile.ts';
