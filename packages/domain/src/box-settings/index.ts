export * from './constants.ts';
export * from './messages.ts';
export * from './settings.ts';
export * from './pin.ts';
