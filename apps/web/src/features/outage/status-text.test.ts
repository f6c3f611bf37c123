import { describe, expect, it } from 'vitest';
import { OUTAGE_STATUSES, OUTAGE_STATUS_LABELS } from '@coax/domain';
import { outageEn } from './i18n/en.ts';
import { OUTAGE_STATUS_TEXT } from './status-text.ts';

const words: Record<string, string> = outageEn;

// The server's English words (domain) and the page's (catalogue) must not drift apart.
describe('outage words in the English catalogue', () => {
  it.each(OUTAGE_STATUSES.map((s) => [s]))('shows %s with the same words as the server', (status) => {
    expect(words[OUTAGE_STATUS_TEXT[status]]).toBe(OUTAGE_STATUS_LABELS[status]);
  });
});
