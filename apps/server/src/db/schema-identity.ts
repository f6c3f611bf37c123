/** The identity area's tables and the columns it adds to `users` (migration 0015). Instants in ms. */
import type { Generated } from 'kysely';

/** A user id's names, permissions, opt-in and recovery contact (seed 002 §3 Optimum ID user). */
export interface UserIdentityColumns {
  first_name: string | null;
  last_name: string | null;
  /** where a temporary password or a forgotten id is sent */
  contact_email: string | null;
  contact_phone: string | null;
  /** is_parental_controls_secondary */
  parental_controls: Generated<number>;
  /** is_optimum_voice_secondary */
  voice: Generated<number>;
  ovp: Generated<number>;
  cso: Generated<number>;
  oac: Generated<number>;
  oacadm: Generated<number>;
  /** optedInOptimumEmail (seed 000 §7) */
  email_opt_in: Generated<number>;
  /** the auxiliary PIN, argon2id; null while none is set (migration 0039) */
  aux_pin_hash: string | null;
  aux_pin_set_at: number | null;
}

export type RecoveryStage = 'options' | 'verified';

export interface RecoveryTokensTable {
  /** sha-256 of the token */
  token_hash: string;
  /** the sanitised id the token was asked for, whether or not it exists */
  user_key: string;
  stage: RecoveryStage;
  /** the temporary password sent under this token, hashed */
  temp_password_hash: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface RecoveryAttemptsTable {
  user_key: string;
  ip: string;
  at: number;
}

/** Seed 002 §3 Contact info entry of an id: method 1 the phone, 3 the e-mail (migration 0039). */
export interface ContactMethodsTable {
  user_id: string;
  method_id: number;
  description: Generated<string>;
  method_enabled: Generated<number>;
  /** comma-separated ContactPreference values */
  preferences: Generated<string>;
}

/** One aux PIN confirm that did not match, counted for the throttle (migration 0039). */
export interface AuxPinAttemptsTable {
  user_id: string;
  at: number;
}

export interface IdentityTables {
  recovery_tokens: RecoveryTokensTable;
  recovery_attempts: RecoveryAttemptsTable;
  contact_methods: ContactMethodsTable;
  aux_pin_attempts: AuxPinAttemptsTable;
}

/** Rows of one id's profile; they name a user, so they go before `users`. */
export const PROFILE_TABLES = ['contact_methods', 'aux_pin_attempts'] as const satisfies ReadonlyArray<
  keyof IdentityTables
>;

/** Recovery rows refer to nothing by key; they are emptied with the other sign-in rows. */
export const RECOVERY_TABLES = ['recovery_tokens', 'recovery_attempts'] as const satisfies ReadonlyArray<
  keyof IdentityTables
>;
