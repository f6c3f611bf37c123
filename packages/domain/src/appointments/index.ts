export * from './constants.ts';
export * from './messages.ts';
export * from './slots.ts';
export * from './names.ts';
export * from './status.ts';
export * from './calendar.ts';
export * from './new-customer.ts';
