import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { renderApp } from '../../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../../test/fetch-mock.ts';
import { createStatementExplanation, documentsApi } from './test-data.ts';

// The whole app renders (shell, header, page) in jsdom; role queries over it are slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const explained = (body: ReturnType<typeof createStatementExplanation>) =>
  documentsApi({ 'GET /api/billing/statements/st_0/explanation': () => json(200, body) });

async function explainer() {
  // The page first, then its explainer: each wait has its own bound on a busy machine.
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('table');
  return within(await screen.findByRole('region', { name: /since last month|desde el mes pasado/ }));
}

describe('the bill explainer on /pay-bill/my-bill/', () => {
  it('gives the change since last month at the top and each reason as a list item', async () => {
    mockApi(documentsApi());
    renderApp('/pay-bill/my-bill/');
    const region = await explainer();
    expect(await region.findByText('+$26.49 since last month')).toBeInTheDocument();
    expect(region.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Your promotional price for Internet 300 ended on October 4, 2026: +$20.00',
      'New on this bill: HD box rental: +$9.99',
      'Credit: Service credit: internet outage 2026-10-17: -$3.50',
    ]);
  });

  it('words every kind of change, a fall in the bill included', async () => {
    const change = {
      service: null,
      date: null,
      description: { en: 'TV Select', es: 'TV Select' },
      code: 'TV-SELECT',
    };
    mockApi(
      explained(
        createStatementExplanation({
          totalChange: -7448,
          changes: [
            { ...change, change: 'removed', lineKind: 'recurring', previous: 899, current: 0, delta: -899 },
            {
              ...change,
              change: 'changed',
              lineKind: 'recurring',
              previous: 5499,
              current: 4999,
              delta: -500,
            },
            { ...change, change: 'oneTime', lineKind: 'one-time', previous: 0, current: 1999, delta: 1999 },
            {
              ...change,
              change: 'notRepeated',
              lineKind: 'one-time',
              previous: 5999,
              current: 0,
              delta: -5999,
            },
            { ...change, change: 'notRepeated', lineKind: 'credit', previous: -350, current: 0, delta: 350 },
            {
              ...change,
              change: 'promotionStarted',
              lineKind: 'promotion',
              service: { en: 'Internet 300', es: 'Internet 300' },
              date: '2027-04-30',
              previous: 0,
              current: -2399,
              delta: -2399,
            },
          ],
        }),
      ),
    );
    renderApp('/pay-bill/my-bill/');
    const region = await explainer();
    expect(await region.findByText('-$74.48 since last month')).toBeInTheDocument();
    expect(region.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'No longer on your bill: TV Select: -$8.99',
      'TV Select went from $54.99 to $49.99: -$5.00',
      'One-time charge: TV Select: +$19.99',
      "Last bill's one-time charge is not repeated: TV Select: -$59.99",
      "Last bill's credit is not repeated: TV Select: +$3.50",
      'A promotional price for Internet 300 began, until April 30, 2027: -$23.99',
    ]);
  });

  it('says when nothing changed, and when there is no earlier statement', async () => {
    mockApi(explained(createStatementExplanation({ totalChange: 0, changes: [] })));
    const first = renderApp('/pay-bill/my-bill/');
    expect(await (await explainer()).findByText('Same as last month')).toBeInTheDocument();
    first.unmount();
    mockApi(explained(createStatementExplanation({ previous: null, totalChange: 0, changes: [] })));
    renderApp('/pay-bill/my-bill/');
    expect(
      await (
        await explainer()
      ).findByText('This is your first statement: there is no earlier one to compare it with.'),
    ).toBeInTheDocument();
  });

  it('says it could not load and tries again', async () => {
    let fail = true;
    mockApi(
      documentsApi({
        'GET /api/billing/statements/st_0/explanation': () =>
          fail ? apiError(500, 'INTERNAL', 'x') : json(200, createStatementExplanation()),
      }),
    );
    const { user } = renderApp('/pay-bill/my-bill/');
    const region = await explainer();
    expect(
      await region.findByText('We could not load what changed since your last bill.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(region.getByRole('button', { name: 'Try again' }));
    expect(await region.findByText('+$26.49 since last month')).toBeInTheDocument();
  });

  it('is in Spanish under /espanol', async () => {
    mockApi(documentsApi());
    renderApp('/espanol/pay-bill/my-bill/');
    const region = await explainer();
    expect(await region.findByText('+$26.49 desde el mes pasado')).toBeInTheDocument();
    expect(region.getAllByRole('listitem')[0]).toHaveTextContent(
      /^Su precio promocional de Internet 300 terminó el 4 de octubre de 2026: \+\$20\.00$/,
    );
    const reasons = region.getAllByRole('listitem').map((li) => li.textContent);
    expect(reasons).toContain('Nuevo en esta factura: Alquiler de decodificador HD: +$9.99');
    expect(reasons).toContain(
      'Crédito: Crédito de servicio: interrupción de internet del 17 de octubre de 2026: -$3.50',
    );
  });
});
