import { describe, expect, it } from 'vitest';
import type { OperatorAlert } from '@coax/contract';
import {
  alertStatus,
  alertToForm,
  emptyAlertForm,
  formToInput,
  fromLocalInput,
  splitList,
  toLocalInput,
} from './alert-form.ts';

const HOUR = 3_600_000;

function storedAlert(overrides: Partial<OperatorAlert> = {}): OperatorAlert {
  return {
    id: 'ice-storm',
    title: 'Ice storm',
    summary: 'Crews are standing by.',
    message: null,
    type: 'major',
    language: 'all',
    regions: ['long-island', 'bronx'],
    corpIds: ['7702'],
    link: '/support/outage/',
    source: null,
    primaryMessage: null,
    priority: 2,
    actionAlert: true,
    ctas: [{ label: 'Check outages', href: '/support/outage/' }],
    icon: null,
    img: null,
    published: true,
    publishAt: new Date(2025, 0, 15, 9, 30).getTime(),
    expiresAt: null,
    updatedAt: 0,
    updatedBy: 'agent1',
    ...overrides,
  };
}

describe('operator alert form', () => {
  it('reads datetime-local values in the browser’s time zone, and writes them back the same', () => {
    const ms = fromLocalInput('2025-03-09T14:05');
    expect(ms).toBe(new Date(2025, 2, 9, 14, 5).getTime());
    expect(toLocalInput(ms ?? 0)).toBe('2025-03-09T14:05');
    expect(fromLocalInput('2025-02-30T10:00')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  it('splits comma lists, dropping blanks', () => {
    expect(splitList(' bronx, long-island,, ')).toEqual(['bronx', 'long-island']);
    expect(splitList('')).toEqual([]);
  });

  it('turns a stored alert into the form and back into the same request', () => {
    let key = 0;
    const alert = storedAlert();
    const values = alertToForm(alert, () => ++key);
    expect(values).toMatchObject({
      regions: 'long-island, bronx',
      corpIds: '7702',
      priority: '2',
      type: 'major',
    });
    const result = formToInput(values);
    expect(result).toEqual({
      ok: true,
      input: {
        id: 'ice-storm',
        alert: {
          title: 'Ice storm',
          summary: 'Crews are standing by.',
          message: null,
          type: 'major',
          language: 'all',
          regions: ['long-island', 'bronx'],
          corpIds: ['7702'],
          link: '/support/outage/',
          source: null,
          primaryMessage: null,
          priority: 2,
          actionAlert: true,
          ctas: [{ label: 'Check outages', href: '/support/outage/' }],
          icon: null,
          img: null,
          published: true,
          publishAt: alert.publishAt,
          expiresAt: null,
        },
      },
    });
  });

  it('sends empty optional fields as null: no type (major), publish now, never expire', () => {
    const result = formToInput({ ...emptyAlertForm(), id: 'x', title: 'Hello' });
    expect(result.ok && result.input.alert).toMatchObject({
      type: null,
      priority: null,
      publishAt: null,
      expiresAt: null,
      message: null,
      link: null,
      ctas: [],
      regions: [],
    });
  });

  it('names what is missing or not a number before anything is sent', () => {
    const result = formToInput({
      ...emptyAlertForm(),
      priority: '1.5',
      ctas: [{ key: 1, label: '', href: ' ' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        id: 'csr.alertsAdmin.required.id',
        title: 'csr.alertsAdmin.required.title',
        priority: 'csr.alertsAdmin.invalid.priority',
        'ctas.0.label': 'csr.alertsAdmin.required.ctaLabel',
        'ctas.0.href': 'csr.alertsAdmin.required.ctaHref',
      },
    });
  });

  it.each([
    [{ published: false }, 'draft'],
    [{ publishAt: 10 * HOUR }, 'scheduled'],
    [{ publishAt: 0, expiresAt: 5 * HOUR }, 'expired'],
    [{ publishAt: 0, expiresAt: 5 * HOUR + 1 }, 'live'],
    [{ publishAt: 5 * HOUR, expiresAt: null }, 'live'],
  ] as const)('says where an alert stands: %o is %s', (overrides, status) => {
    expect(alertStatus(storedAlert(overrides), 5 * HOUR)).toBe(status);
  });
});
