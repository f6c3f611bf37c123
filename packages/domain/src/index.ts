export * from './ids.ts';
export * from './messages.ts';
export * from './session/session-user.ts';
export * from './session/sign-in-form.ts';
export * from './session/lockout.ts';
export * from './session/failure-codes.ts';
