/** The move/transfer wizard's rules (seed 002 §4, §5, §7, §8), exported as one part of the domain. */
export * from './transfer-messages.ts';
export * from './transfer-window.ts';
export * from './transfer-form.ts';
export * from './transfer-result.ts';
export * from './transfer-machine.ts';
