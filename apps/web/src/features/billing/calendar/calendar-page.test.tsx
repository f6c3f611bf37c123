import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, within, waitFor } from '@testing-library/react';
import type { BillCalendar } from '@coax/contract';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi, type MockRequest } from '../../../test/fetch-mock.ts';
import { documentsApi } from '../components/documents/test-data.ts';

// The whole app renders in jsdom; role queries over it are slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const tvPromo = {
  id: 'promo-tv',
  serviceCode: 'TV-SELECT',
  name: { en: 'TV Select', es: 'TV Select' },
  promoPrice: 3999,
  regularPrice: 5499,
  endsOn: '2026-12-16',
  state: 'endingSoon' as const,
};

function calendar(month: string): BillCalendar {
  if (month === '2026-12') {
    return {
      month,
      today: '2026-11-26',
      events: [
        {
          uid: 'promotion.promo-tv',
          kind: 'promotionEnd',
          day: '2026-12-16',
          amount: null,
          ref: 'promo-tv',
          method: null,
        },
      ],
      warnings: [],
      promotions: [tvPromo],
    };
  }
  return {
    month,
    today: '2026-11-26',
    events: [
      { uid: 'due.2026-11-30', kind: 'dueDate', day: '2026-11-30', amount: 14287, ref: null, method: null },
      {
        uid: 'payment.p1',
        kind: 'scheduledPayment',
        day: '2026-12-02',
        amount: 5000,
        ref: 'p1',
        method: { cardType: 'V', last4: '4242', expDate: '1299' },
      },
    ],
    warnings: [
      {
        code: 'scheduledAfterDue',
        day: '2026-12-02',
        paymentId: 'p1',
        dueDate: '2026-11-30',
        method: { cardType: 'V', last4: '4242', expDate: '1299' },
      },
    ],
    promotions: [],
  };
}

const calendarApi = (over = {}) =>
  documentsApi({
    'GET /api/billing/calendar': (r: MockRequest) =>
      json(200, calendar(r.url.searchParams.get('month') ?? '2026-11')),
    ...over,
  });

describe('/pay-bill/calendar/', () => {
  it('shows the month, its events as a list, the warning naming the card, and the .ics link', async () => {
    mockApi(calendarApi());
    renderApp('/pay-bill/calendar/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bill calendar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download to my calendar (.ics)' })).toHaveAttribute(
      'href',
      '/api/billing/calendar/ics?lang=en',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    const list = within(screen.getByRole('region', { name: 'In November 2026' }));
    expect(list.getByText('Bill due: $142.87')).toBeInTheDocument();
    expect(list.getByText('Scheduled payment of $50.00 from Visa ending 4242')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The payment scheduled for December 2, 2026 from Visa ending 4242 is after your bill’s due date, November 30, 2026. Change its date under Account activity so it arrives on time.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bill calendar', current: 'page' })).toBeInTheDocument();
  });

  it('moves to the next month by button and back by Page Up, keeping the month in the address', async () => {
    mockApi(calendarApi());
    const { user, currentPath } = renderApp('/pay-bill/calendar/');
    await screen.findByRole('heading', { level: 2, name: 'November 2026' });
    await user.click(screen.getByRole('button', { name: /Next month/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
    expect(
      screen.getByText('Promotional price for TV Select ends; from the next day $54.99 a month'),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/pay-bill/calendar/?month=2026-12'));
    screen.getByRole('button', { name: /Previous month/ }).focus();
    await user.keyboard('{PageUp}');
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
  });

  it('says so when a month has nothing in it', async () => {
    mockApi(
      calendarApi({
        'GET /api/billing/calendar': () =>
          json(200, { month: '2026-11', today: '2026-11-26', events: [], warnings: [], promotions: [] }),
      }),
    );
    renderApp('/pay-bill/calendar/');
    expect(
      await screen.findByText('Nothing is due, scheduled or ending in November 2026.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the calendar cannot be loaded, and shows it once it can', async () => {
    let fail = true;
    mockApi(
      calendarApi({
        'GET /api/billing/calendar': () =>
          fail ? apiError(500, 'INTERNAL', 'boom') : json(200, calendar('2026-11')),
      }),
    );
    const { user } = renderApp('/pay-bill/calendar/');
    expect(await screen.findByText('We could not load your bill calendar.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
  });

  it('speaks Spanish, data included', async () => {
    mockApi(calendarApi());
    renderApp('/espanol/pay-bill/calendar/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calendario de factura' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/^Pago programado de .*50.* con Visa que termina en 4242$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar a mi calendario (.ics)' })).toHaveAttribute(
      'href',
      '/api/billing/calendar/ics?lang=es',
    );
  });
});

describe('promotions on My bill', () => {
  it('shows each promotion, when it ends and the price after, with a link to its month', async () => {
    mockApi(
      documentsApi({
        'GET /api/billing/promotions': () =>
          json(200, {
            promotions: [
              {
                ...tvPromo,
                id: 'promo-int',
                name: { en: 'Internet 300', es: 'Internet 300' },
                promoPrice: 1999,
                regularPrice: 3999,
                endsOn: '2026-11-03',
                state: 'ended',
              },
              tvPromo,
            ],
          }),
      }),
    );
    renderApp('/pay-bill/my-bill/');
    const card = within(await screen.findByRole('region', { name: 'Your promotions' }));
    expect(
      await card.findByText(
        'The promotional price of $19.99 a month ended on November 3, 2026; it is now $39.99 a month.',
      ),
    ).toBeInTheDocument();
    expect(
      card.getByText('$39.99 a month until December 16, 2026, then $54.99 a month.'),
    ).toBeInTheDocument();
    expect(card.getByText('Ends soon')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'See it on the bill calendar' })).toHaveAttribute(
      'href',
      '/pay-bill/calendar/?month=2026-12',
    );
  });

  it('says when there are none', async () => {
    mockApi(documentsApi());
    renderApp('/pay-bill/my-bill/');
    expect(
      await screen.findByText('None of your services has a promotional price right now.'),
    ).toBeInTheDocument();
  });
});
