import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { StatementDetail } from '@coax/contract';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';

const statement: StatementDetail = {
  id: 'st_1',
  accountNumber: '07702-123456-00',
  statementDate: '2026-11-01',
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  dueDate: '2026-11-26',
  previousBalance: 0,
  payments: 0,
  newCharges: 11396,
  totalDue: 11396,
  sections: [
    {
      section: 'tv',
      subtotal: 5499,
      lines: [{ description: { en: 'TV Select', es: 'TV Select' }, amount: 5499 }],
    },
    {
      section: 'internet',
      subtotal: 3999,
      lines: [{ description: { en: 'Internet 300', es: 'Internet 300' }, amount: 3999 }],
    },
    {
      section: 'taxesFees',
      subtotal: 699,
      lines: [{ description: { en: 'Broadcast TV surcharge', es: 'Recargo por TV abierta' }, amount: 699 }],
    },
  ],
  insert: null,
};

const withPlan = {
  'GET /api/session': () => json(200, createSessionState()),
  'GET /api/billing/statements': () =>
    json(200, {
      statements: [{ id: 'st_1', statementDate: '2026-11-01', dueDate: '2026-11-26', totalDue: 11396 }],
    }),
  'GET /api/billing/statements/st_1': () => json(200, statement),
};

describe('my services /upgrades', () => {
  it('lists the services and the plan from the latest bill, with the way to change them first', async () => {
    mockApi(withPlan);
    renderApp('/upgrades#/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My services' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 1-800-555-0100' })).toHaveAttribute(
      'href',
      'tel:18005550100',
    );
    const have = screen.getByRole('list', { name: 'Your services' });
    expect(
      within(have)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['TV with DVR', 'Internet with e-mail', 'Phone, with voicemail']);
    const tv = await screen.findByRole('table', { name: 'TV' });
    expect(within(tv).getByRole('rowheader', { name: 'TV Select' })).toBeInTheDocument();
    expect(within(tv).getByText('$54.99')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Internet' })).toBeInTheDocument();
    // taxes and fees are not a service
    expect(screen.queryByText('Broadcast TV surcharge')).toBeNull();
  });

  it('does not ask for bill data for a user without bill pay', async () => {
    const { callsTo } = mockApi({
      'GET /api/session': () =>
        json(
          200,
          createSessionState({
            user: createSessionUser({
              primary: false,
              entitlements: { email: true, tv: true, dvr: false, voicemail: false, billPay: false },
            }),
          }),
        ),
    });
    renderApp('/upgrades');
    expect(await screen.findByRole('heading', { level: 1, name: 'My services' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your services' })).toHaveTextContent('TV');
    expect(screen.queryByRole('heading', { name: 'Your plan on your latest bill' })).toBeNull();
    expect(callsTo('GET /api/billing/statements')).toHaveLength(0);
  });

  it('says when the plan could not be loaded and tries again', async () => {
    let calls = 0;
    mockApi({
      ...withPlan,
      'GET /api/billing/statements': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL', 'Boom') : withPlan['GET /api/billing/statements'](),
    });
    const { user } = renderApp('/upgrades');
    expect(await screen.findByText('We could not load your plan. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('table', { name: 'TV' })).toBeInTheDocument();
  });

  it('says so when there is no bill yet', async () => {
    mockApi({ ...withPlan, 'GET /api/billing/statements': () => json(200, { statements: [] }) });
    renderApp('/upgrades');
    expect(
      await screen.findByText('Your first bill is not ready yet; your plan will show here once it is.'),
    ).toBeInTheDocument();
  });

  it('is in Spanish under /espanol', async () => {
    mockApi(withPlan);
    renderApp('/espanol/upgrades');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis servicios' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'TV' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Su plan en su última factura' })).toBeInTheDocument();
    expect(screen.getByText('Internet con correo electrónico')).toBeInTheDocument();
  });
});
