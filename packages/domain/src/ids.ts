/** Branded primitives: values that must never be mixed up travel with their own type. */
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

/** Money is always integer cents. */
export type Cents = Brand<number, 'Cents'>;
export type AccountNumber = Brand<string, 'AccountNumber'>;
export type UserId = Brand<string, 'UserId'>;

export const cents = (n: number): Cents => {
  if (!Number.isInteger(n)) throw new RangeError(`cents must be an integer, got ${n}`);
  return n as Cents;
};
