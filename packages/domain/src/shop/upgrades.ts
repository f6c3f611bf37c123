// My services (seed 000 §2 /upgrades#/; seed 002 §7 upgradeinfoV2, submitUpgrade, addremoverc,
// orderStatus, secpac/order; §4 the security suite order). Money is integer cents.

/** The services a plan is made of; one tier per section. */
export const PLAN_SECTIONS = ['tv', 'internet', 'phone'] as const;
export type PlanSection = (typeof PLAN_SECTIONS)[number];

/** A catalogue entry: a tier replaces the section's tier; an add-on sits beside it. */
export const OFFER_KINDS = ['tier', 'addon'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/** What a service order did. */
export const SERVICE_ORDER_KINDS = ['upgrade', 'add', 'remove', 'security-suite'] as const;
export type ServiceOrderKind = (typeof SERVICE_ORDER_KINDS)[number];

/** orderStatus: an order is received, then completed once provisioned, or failed. */
export const SERVICE_ORDER_STATUSES = ['received', 'completed', 'failed'] as const;
export type ServiceOrderStatus = (typeof SERVICE_ORDER_STATUSES)[number];

/** Seed 002 §4: the provisioning answer to a security suite order. */
export const SECURITY_SUITE_STATUSES = ['success', 'failure'] as const;
export type SecuritySuiteStatus = (typeof SECURITY_SUITE_STATUSES)[number];
export const SECURITY_SUITE_REASON_CODES = [
  'provisioned',
  'processed',
  'already-active',
  'rejected',
] as const;
export type SecuritySuiteReasonCode = (typeof SECURITY_SUITE_REASON_CODES)[number];

/** The security suite's rate code in the catalogue. */
export const SECURITY_SUITE_CODE = 'SEC-SUITE';

/**
 * Seed 002 §4: the security suite order is a success only when status is success and reason code
 * is provisioned or processed.
 */
export function securitySuiteOrderSucceeded(
  status: SecuritySuiteStatus,
  reasonCode: SecuritySuiteReasonCode,
): boolean {
  return status === 'success' && (reasonCode === 'provisioned' || reasonCode === 'processed');
}

/** One monthly line of an account's plan. */
export interface PlanLine {
  section: PlanSection;
  code: string;
  kind: OfferKind;
  monthlyCents: number;
}

/** What the next bill charges once for a change (seed 002 §9 pricing). */
export interface OneTimeCharge {
  code: 'INSTALL' | 'OUTLET';
  amountCents: number;
}

export interface PlanChange {
  lines: PlanLine[];
  /** the line the change replaced, or null when it added a service */
  replaced: PlanLine | null;
  /** a new service is installed; a new TV add-on needs no visit */
  oneTime: OneTimeCharge[];
}

/**
 * submitUpgrade: a tier takes the place of its section's tier (an upgrade or a change down), or
 * adds the section when the account has none, which the next bill charges an installation for.
 * Returns null when the offer is the tier the account already has.
 */
export function changeTier(
  lines: readonly PlanLine[],
  offer: PlanLine,
  installationCents: number,
): PlanChange | null {
  if (lines.some((l) => l.code === offer.code)) return null;
  const replaced = lines.find((l) => l.section === offer.section && l.kind === 'tier') ?? null;
  const kept = lines.filter((l) => l !== replaced);
  return {
    lines: [...kept, offer],
    replaced,
    oneTime: replaced ? [] : [{ code: 'INSTALL', amountCents: installationCents }],
  };
}

export type RateCodeRefusal = 'unknown' | 'needs-service' | 'already-on' | 'not-on' | 'not-addon';

/**
 * addremoverc: add-ons go on beside their section's tier (a TV add-on needs TV) and come off
 * again; a tier is changed with changeTier, never removed here. The first refusal wins.
 */
export function addRemoveRateCodes(
  lines: readonly PlanLine[],
  catalogue: ReadonlyMap<string, PlanLine>,
  add: readonly string[],
  remove: readonly string[],
): { ok: true; lines: PlanLine[] } | { ok: false; code: string; refusal: RateCodeRefusal } {
  let next = [...lines];
  for (const code of remove) {
    const line = next.find((l) => l.code === code);
    if (!line) return { ok: false, code, refusal: 'not-on' };
    if (line.kind !== 'addon') return { ok: false, code, refusal: 'not-addon' };
    next = next.filter((l) => l !== line);
  }
  for (const code of add) {
    const offer = catalogue.get(code);
    if (!offer) return { ok: false, code, refusal: 'unknown' };
    if (offer.kind !== 'addon') return { ok: false, code, refusal: 'not-addon' };
    if (next.some((l) => l.code === code)) return { ok: false, code, refusal: 'already-on' };
    if (!next.some((l) => l.section === offer.section && l.kind === 'tier')) {
      return { ok: false, code, refusal: 'needs-service' };
    }
    next = [...next, offer];
  }
  return { ok: true, lines: next };
}
