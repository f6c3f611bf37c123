/** Mailbox status values (seed 000 §3, p.mus). */
export const MAILBOX_STATUSES = ['active', 'hold', 'inactive', 'disabled', 'deleted'] as const;
export type MailboxStatus = (typeof MAILBOX_STATUSES)[number];

/** The service flags an entitlement is derived from (seed 000 §3 Session user). */
export interface ServiceFlags {
  /** internet (Optimum Online) */
  ool: boolean;
  /** machine-to-machine only line; undefined when the account does not say */
  m2m?: boolean | undefined;
  /** phone (Optimum Voice) */
  ov: boolean;
  /** TV (iO) */
  io: boolean;
  /** p.dvr: 1 means the user may use the DVR */
  dvr: 0 | 1;
  /** p.bp: 1 means the user may view and pay the bill */
  bp: 0 | 1;
  /** p.email */
  email: 0 | 1;
}

export interface Entitlements {
  /** seed 000 §6: internet gates e-mail: ool set and, if m2m is defined, m2m not set. */
  email: boolean;
  /** TV (io) gates cart and favorites. */
  tv: boolean;
  /** p.dvr equal to 1 gates DVR. */
  dvr: boolean;
  /** phone (ov) gates the voicemail link. */
  voicemail: boolean;
  /** seed 002 §6: bp=1 may use bill pay. */
  billPay: boolean;
}

/** Derives what a signed-in user may use, exactly as seed 000 §6 states it. */
export function deriveEntitlements(flags: ServiceFlags): Entitlements {
  return {
    email: flags.ool && (flags.m2m === undefined || !flags.m2m),
    tv: flags.io,
    dvr: flags.dvr === 1,
    voicemail: flags.ov,
    billPay: flags.bp === 1,
  };
}

/** Seed 000 §6: the session age threshold is configured in hours, 3600 seconds per hour. */
export const SECONDS_PER_HOUR = 3600;
