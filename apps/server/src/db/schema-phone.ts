/** The phone service's own table (migration 0016); its voicemail box is in schema.ts. */
export interface PhoneLinesTable {
  account_number: string;
  /** ten digits */
  phone_number: string;
}

export interface PhoneTables {
  phone_lines: PhoneLinesTable;
}

/** The phone tables; they refer to accounts only, so they go anywhere before IDENTITY_TABLES. */
export const PHONE_TABLES = ['phone_lines'] as const satisfies ReadonlyArray<keyof PhoneTables>;
