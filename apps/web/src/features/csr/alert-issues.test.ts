import { describe, expect, it } from 'vitest';
import { issuesToFieldErrors } from './alert-issues.ts';

describe('the server’s refusal of an operator alert', () => {
  it('puts each issue on its field as the catalogue’s words for that field and reason', () => {
    expect(
      issuesToFieldErrors([
        { path: 'body.id', reason: 'input.format' },
        { path: 'body.alert.corpIds.1', reason: 'input.format' },
        { path: 'body.alert.ctas.0.href', reason: 'input.invalid' },
        { path: 'body.alert.ctas.2.label', reason: 'input.too-long' },
        { path: 'body.alert.ctas', reason: 'input.too-many' },
        { path: 'body.alert.expiresAt', reason: 'input.invalid' },
        { path: 'body.alert.publishAt', reason: 'input.too-small' },
        { path: 'body.alert.type', reason: 'input.not-allowed' },
      ]),
    ).toEqual({
      fields: {
        id: 'csr.alertIssue.id.format',
        corpIds: 'csr.alertIssue.corpIds.format',
        'ctas.0.href': 'csr.alertIssue.address.unsafe',
        'ctas.2.label': 'csr.alertIssue.ctaLabel.tooLong',
        ctas: 'csr.alertIssue.ctas.tooMany',
        expiresAt: 'csr.alertIssue.expiresBeforePublish',
        publishAt: 'csr.alertsAdmin.invalid.date',
        type: 'csr.alertIssue.type',
      },
      other: [],
    });
  });

  it('keeps the first issue of a field, and says a generic sentence for a reason it has no words for', () => {
    expect(
      issuesToFieldErrors([
        { path: 'body.alert.title', reason: 'input.control-characters' },
        { path: 'body.alert.title', reason: 'input.too-long' },
        { path: 'body.alert.summary', reason: undefined },
      ]).fields,
    ).toEqual({ title: 'csr.alertIssue.field', summary: 'csr.alertIssue.field' });
  });

  it('says once that part of the request was refused for issues on no field, never the server’s text', () => {
    expect(
      issuesToFieldErrors([
        { path: 'body', reason: 'input.unknown-field' },
        { path: 'body.alert.colour', reason: 'input.unknown-field' },
      ]),
    ).toEqual({ fields: {}, other: ['csr.alertIssue.request'] });
  });
});
