export * from './dvr-constants.ts';
export * from './dvr-messages.ts';
export * from './recording-time.ts';
export * from './recording-state.ts';
export * from './series-rule.ts';
export * from './conflicts.ts';
export * from './record-dialog.ts';
