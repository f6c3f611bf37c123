import type { Reason } from '@coax/contract';
import type { ReasonKeys } from '../../lib/refusal.ts';
import type { AlertFieldKey } from './alert-form.ts';
import type { CsrMessageKey } from './i18n/use-csr-t.ts';

const DATE: ReasonKeys<CsrMessageKey> = {
  'input.invalid-type': 'csr.alertsAdmin.invalid.date',
  'input.too-small': 'csr.alertsAdmin.invalid.date',
  'input.too-large': 'csr.alertsAdmin.invalid.date',
};
const ADDRESS: ReasonKeys<CsrMessageKey> = {
  'input.invalid': 'csr.alertIssue.address.unsafe',
  'input.too-long': 'csr.alertIssue.address.tooLong',
};
const PRIORITY = 'csr.alertIssue.priority.range';

/**
 * The editor's words for each refusal of the save, by field (a button's row number left out:
 * 'ctas.href') and reason. The reasons are the contract's generic `input.*` ones, so the field
 * tells which rule was broken; the limits are the contract's (`operatorAlertInput`).
 */
const FIELD_REASONS: Readonly<Record<string, ReasonKeys<CsrMessageKey>>> = {
  id: { 'input.required': 'csr.alertsAdmin.required.id', 'input.format': 'csr.alertIssue.id.format' },
  title: {
    'input.required': 'csr.alertsAdmin.required.title',
    'input.too-long': 'csr.alertIssue.title.tooLong',
  },
  summary: { 'input.too-long': 'csr.alertIssue.summary.tooLong' },
  message: { 'input.too-long': 'csr.alertIssue.message.tooLong' },
  type: { 'input.not-allowed': 'csr.alertIssue.type' },
  language: { 'input.not-allowed': 'csr.alertIssue.language' },
  regions: {
    'input.format': 'csr.alertIssue.regions.format',
    'input.too-many': 'csr.alertIssue.regions.tooMany',
  },
  corpIds: {
    'input.format': 'csr.alertIssue.corpIds.format',
    'input.too-many': 'csr.alertIssue.corpIds.tooMany',
  },
  link: ADDRESS,
  img: ADDRESS,
  source: { 'input.too-long': 'csr.alertIssue.source.tooLong' },
  primaryMessage: { 'input.too-long': 'csr.alertIssue.primaryMessage.tooLong' },
  priority: {
    'input.invalid-type': PRIORITY,
    'input.too-small': PRIORITY,
    'input.too-large': PRIORITY,
    'input.invalid': PRIORITY,
  },
  ctas: { 'input.too-many': 'csr.alertIssue.ctas.tooMany' },
  'ctas.label': {
    'input.required': 'csr.alertsAdmin.required.ctaLabel',
    'input.too-long': 'csr.alertIssue.ctaLabel.tooLong',
  },
  'ctas.href': { 'input.required': 'csr.alertsAdmin.required.ctaHref', ...ADDRESS },
  icon: { 'input.format': 'csr.alertIssue.icon.format' },
  publishAt: DATE,
  expiresAt: { ...DATE, 'input.invalid': 'csr.alertIssue.expiresBeforePublish' },
};

/** The form's field for an issue's path ('body.alert.ctas.0.href' -> 'ctas.0.href'), or null. */
function fieldOf(path: string): AlertFieldKey | null {
  const parts = path.split('.');
  if (parts[0] !== 'body') return null;
  if (parts[1] === 'id' && parts.length === 2) return 'id';
  if (parts[1] !== 'alert' || !parts[2]) return null;
  const field = parts[2];
  if (field === 'ctas' && parts[3] !== undefined && (parts[4] === 'label' || parts[4] === 'href')) {
    return `ctas.${parts[3]}.${parts[4]}`;
  }
  // a list entry ('corpIds.1') lands on its list's field
  return field in FIELD_REASONS ? field : null;
}

/**
 * The server's 400 issues on the form's fields, each as a catalogue key for its field and
 * reason; never the server's text. What matches no field says only that part of the request
 * was refused, once.
 */
export function issuesToFieldErrors(issues: readonly { path: string; reason?: Reason | undefined }[]): {
  fields: Record<AlertFieldKey, CsrMessageKey>;
  other: CsrMessageKey[];
} {
  const fields: Record<AlertFieldKey, CsrMessageKey> = {};
  let other = false;
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field === null) {
      other = true;
      continue;
    }
    const known = issue.reason ? FIELD_REASONS[field.replace(/\.\d+\./, '.')]?.[issue.reason] : undefined;
    fields[field] ??= known ?? 'csr.alertIssue.field';
  }
  return { fields, other: other ? ['csr.alertIssue.request'] : [] };
}
