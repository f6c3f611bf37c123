import type { AlertLanguage, AlertType } from '@coax/domain';
import type { OperatorAlert } from '@coax/contract';
import type { SaveOperatorAlertInput } from './api/save-operator-alert.ts';
import type { CsrMessageKey } from './i18n/use-csr-t.ts';

/** One call-to-action row as typed; `key` keeps React's rows stable while rows come and go. */
export interface CtaRow {
  key: number;
  label: string;
  href: string;
}

/** The operator-alert form as typed: every seed 000 §3 Alert field the admin PUT accepts, as text. */
export interface AlertFormValues {
  id: string;
  title: string;
  summary: string;
  message: string;
  /** '' is "no type" (shown as major, sorted after typed alerts) */
  type: AlertType | '';
  priority: string;
  actionAlert: boolean;
  link: string;
  source: string;
  primaryMessage: string;
  icon: string;
  img: string;
  ctas: CtaRow[];
  /** comma lists */
  regions: string;
  corpIds: string;
  language: AlertLanguage;
  published: boolean;
  /** datetime-local values in the agent's time zone; '' is "now" / "never" */
  publishAt: string;
  expiresAt: string;
}

/** A field the form can point at: a top-level name, or a button's text or address ('ctas.0.label'). */
export type AlertFieldKey = string;
export type FieldErrors = Record<AlertFieldKey, string>;

export function emptyAlertForm(): AlertFormValues {
  return {
    id: '',
    title: '',
    summary: '',
    message: '',
    type: '',
    priority: '',
    actionAlert: false,
    link: '',
    source: '',
    primaryMessage: '',
    icon: '',
    img: '',
    ctas: [],
    regions: '',
    corpIds: '',
    language: 'all',
    published: false,
    publishAt: '',
    expiresAt: '',
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ms since the epoch as a datetime-local value, in the browser's time zone. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (browser time zone) as ms since the epoch; null when it is not a time. */
export function fromLocalInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = match
    .slice(1)
    .map((part) => (part ? Number(part) : 0));
  const date = new Date(y, mo - 1, d, h, mi, s);
  // Rejects a day the month does not have rather than letting Date roll it over.
  if (date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return date.getTime();
}

/** The form for an existing alert. */
export function alertToForm(alert: OperatorAlert, nextKey: () => number): AlertFormValues {
  return {
    id: alert.id,
    title: alert.title,
    summary: alert.summary,
    message: alert.message ?? '',
    type: alert.type ?? '',
    priority: alert.priority === null ? '' : String(alert.priority),
    actionAlert: alert.actionAlert,
    link: alert.link ?? '',
    source: alert.source ?? '',
    primaryMessage: alert.primaryMessage ?? '',
    icon: alert.icon ?? '',
    img: alert.img ?? '',
    ctas: alert.ctas.map((c) => ({ key: nextKey(), label: c.label, href: c.href })),
    regions: alert.regions.join(', '),
    corpIds: alert.corpIds.join(', '),
    language: alert.language,
    published: alert.published,
    publishAt: toLocalInput(alert.publishAt),
    expiresAt: alert.expiresAt === null ? '' : toLocalInput(alert.expiresAt),
  };
}

/** "a, b,,c " -> ['a', 'b', 'c']. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The request body for a filled form, or the problems the browser can see for itself: what is
 * missing and what is not a number or a time. Every limit and format (lengths, id and corp
 * patterns, safe addresses) is the contract's, checked by the server, whose answer lands on the
 * same fields through `issuesToFieldErrors` (alert-issues.ts).
 */
export function formToInput(
  values: AlertFormValues,
): { ok: true; input: SaveOperatorAlertInput } | { ok: false; errors: Record<AlertFieldKey, CsrMessageKey> } {
  const errors: Record<AlertFieldKey, CsrMessageKey> = {};
  if (values.id.trim() === '') errors.id = 'csr.alertsAdmin.required.id';
  if (values.title.trim() === '') errors.title = 'csr.alertsAdmin.required.title';
  const priorityText = values.priority.trim();
  const priority = priorityText === '' ? null : Number(priorityText);
  if (priority !== null && !(/^-?\d+$/.test(priorityText) && Number.isSafeInteger(priority))) {
    errors.priority = 'csr.alertsAdmin.invalid.priority';
  }
  const publishAt = values.publishAt === '' ? null : fromLocalInput(values.publishAt);
  if (values.publishAt !== '' && publishAt === null) errors.publishAt = 'csr.alertsAdmin.invalid.date';
  const expiresAt = values.expiresAt === '' ? null : fromLocalInput(values.expiresAt);
  if (values.expiresAt !== '' && expiresAt === null) errors.expiresAt = 'csr.alertsAdmin.invalid.date';
  values.ctas.forEach((cta, i) => {
    if (cta.label.trim() === '') errors[`ctas.${i}.label`] = 'csr.alertsAdmin.required.ctaLabel';
    if (cta.href.trim() === '') errors[`ctas.${i}.href`] = 'csr.alertsAdmin.required.ctaHref';
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    input: {
      id: values.id.trim(),
      alert: {
        title: values.title.trim(),
        summary: values.summary.trim(),
        message: orNull(values.message),
        type: values.type === '' ? null : values.type,
        language: values.language,
        regions: splitList(values.regions),
        corpIds: splitList(values.corpIds),
        link: orNull(values.link),
        source: orNull(values.source),
        primaryMessage: orNull(values.primaryMessage),
        priority,
        actionAlert: values.actionAlert,
        ctas: values.ctas.map((c) => ({ label: c.label.trim(), href: c.href.trim() })),
        icon: orNull(values.icon),
        img: orNull(values.img),
        published: values.published,
        publishAt,
        expiresAt,
      },
    },
  };
}

export type AlertStatus = 'draft' | 'scheduled' | 'live' | 'expired';

/** Where an alert stands at `now`: the publish flag first, then its window (seed 000 §4 visibility). */
export function alertStatus(
  alert: Pick<OperatorAlert, 'published' | 'publishAt' | 'expiresAt'>,
  now: number,
): AlertStatus {
  if (!alert.published) return 'draft';
  if (now < alert.publishAt) return 'scheduled';
  if (alert.expiresAt !== null && now >= alert.expiresAt) return 'expired';
  return 'live';
}
