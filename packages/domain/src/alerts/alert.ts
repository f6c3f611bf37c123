/**
 * Seed 000 §3 Alert, as the operator stores it, and the rules of seed 000 §4 for when one shows:
 * "shown only when published and not expired and the language matches; preview hosts ignore
 * date and language checks".
 */
import type { AlertType } from './alert-type.ts';

/** The language an alert is written for; 'all' shows it to everyone. */
export const ALERT_LANGUAGES = ['all', 'en', 'es'] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];

/** A call-to-action button on an alert. */
export interface AlertCta {
  label: string;
  href: string;
}

/** An operator's alert with every seed field plus its publishing and targeting data. */
export interface OperatorAlert {
  id: string;
  title: string;
  summary: string;
  message: string | null;
  /** null when the operator gave none: shown as 'major', but sorted after typed alerts */
  type: AlertType | null;
  language: AlertLanguage;
  /** empty: every region */
  regions: string[];
  /** empty: every corp */
  corpIds: string[];
  link: string | null;
  source: string | null;
  primaryMessage: string | null;
  /** 1 is the most important; null sorts after every number */
  priority: number | null;
  actionAlert: boolean;
  ctas: AlertCta[];
  icon: string | null;
  img: string | null;
  published: boolean;
  /** ms since the epoch: hidden before this time */
  publishAt: number;
  /** ms since the epoch: hidden from this time on; null never expires */
  expiresAt: number | null;
}

export interface VisibilityContext {
  /** ms since the epoch */
  now: number;
  /** the language the page is shown in */
  language: 'en' | 'es';
  /** seed 000 §4: preview skips the date and language checks (never the published flag) */
  preview: boolean;
}

type VisibilityFields = Pick<OperatorAlert, 'published' | 'publishAt' | 'expiresAt' | 'language'>;

/**
 * Seed 000 §4: published, and (outside preview) already live, not expired, and in the page's
 * language or written for all. The expiry instant itself counts as expired.
 */
export function isAlertVisible(alert: VisibilityFields, ctx: VisibilityContext): boolean {
  if (!alert.published) return false;
  if (ctx.preview) return true;
  if (ctx.now < alert.publishAt) return false;
  if (alert.expiresAt !== null && ctx.now >= alert.expiresAt) return false;
  return alert.language === 'all' || alert.language === ctx.language;
}

/** Who is looking: the subscriber's corp and region, or null for an anonymous visitor. */
export type AlertAudience = { corpId: string; region: string | null } | null;

/**
 * Targeting by seed 000 §3 regions and corpIds. An empty list means everyone; an anonymous
 * visitor has no corp or region, so sees only alerts aimed at everyone.
 */
export function isAlertForAudience(
  alert: Pick<OperatorAlert, 'regions' | 'corpIds'>,
  audience: AlertAudience,
): boolean {
  if (audience === null) return alert.regions.length === 0 && alert.corpIds.length === 0;
  if (alert.corpIds.length > 0 && !alert.corpIds.includes(audience.corpId)) return false;
  if (alert.regions.length > 0 && (audience.region === null || !alert.regions.includes(audience.region))) {
    return false;
  }
  return true;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ALLOWED_SCHEMES = new Set(['https', 'mailto', 'tel']);

/**
 * Whether an operator's link, button or image address is safe to put in a page: a path on this
 * site, a relative path, or an https, mailto or tel address. Refuses javascript: and data: (script
 * injection), protocol-relative '//host' and backslashes (browsers read '/\host' as another host).
 */
export function isSafeAlertHref(href: string): boolean {
  if (href.length === 0 || /[\s\\]/.test(href) || href.startsWith('//')) return false;
  const scheme = SCHEME.exec(href)?.[1];
  return scheme === undefined || ALLOWED_SCHEMES.has(scheme.toLowerCase());
}
