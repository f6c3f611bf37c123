import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MyServices, ServiceOffer } from '@coax/contract';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';

const line = (
  section: 'tv' | 'internet' | 'phone',
  code: string,
  en: string,
  es: string,
  monthlyCents: number,
) => ({
  section,
  code,
  kind: 'tier' as const,
  name: { en, es },
  monthlyCents,
});

const gig: ServiceOffer = {
  ...line('internet', 'INT1G', 'Internet 1 Gig', 'Internet 1 Giga', 6999),
  blurb: { en: 'Up to 1 Gbps.', es: 'Hasta 1 Gbps.' },
  change: 'upgrade',
};

const services: MyServices = {
  canChange: true,
  services: [
    {
      ...line('tv', 'TV-SELECT', 'TV Select', 'TV Select', 3999),
      promotion: { regularCents: 5499, endsOn: '2026-12-16' },
    },
    { ...line('internet', 'INT300', 'Internet 300', 'Internet 300', 3999), promotion: null },
  ],
  offers: [gig],
  nextBill: {
    lines: [
      { code: 'TV-SELECT', name: { en: 'TV Select', es: 'TV Select' }, amountCents: 3999, oneTime: false },
      { code: 'INT300', name: { en: 'Internet 300', es: 'Internet 300' }, amountCents: 3999, oneTime: false },
    ],
    totalCents: 7998,
  },
  pricing: {
    available: true,
    regulated: true,
    restoreServicePrice: 199,
    installationServicePrice: 3995,
    additionalOutletPrice: 1495,
  },
  securitySuite: { active: false, monthlyCents: 599 },
  orders: [],
};

const signedIn = (primary = true) => ({
  'GET /api/session': () => json(200, createSessionState({ user: createSessionUser({ primary }) })),
});

describe('my services /upgrades', () => {
  it('lists the plan, the upgrades, the next bill and the area pricing, with the upgrades first to hand', async () => {
    mockApi({ ...signedIn(), 'GET /api/shop/services': () => json(200, services) });
    renderApp('/upgrades#/');
    expect(await screen.findByRole('heading', { level: 1, name: 'My services' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See upgrades' })).toHaveAttribute('data-primary-action');
    const have = await screen.findByRole('list', { name: 'Your services' });
    expect(
      within(have)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'TV Select$39.99 a monthPromotional price until December 16, 2026, then $54.99 a month',
      'Internet 300$39.99 a month',
    ]);
    expect(screen.getByRole('button', { name: 'Upgrade to Internet 1 Gig' })).toBeInTheDocument();
    const next = screen.getByRole('table', { name: 'Your next bill' });
    expect(within(next).getByRole('rowheader', { name: 'Total for services' })).toBeInTheDocument();
    expect(within(next).getByText('$79.98')).toBeInTheDocument();
    const pricing = screen.getByRole('table', { name: 'One-time charges' });
    expect(within(pricing).getByText('$1.99')).toBeInTheDocument();
  });

  it('upgrades after asking, with one key per press, and reads the plan again', async () => {
    let upgraded = false;
    const { callsTo } = mockApi({
      ...signedIn(),
      'GET /api/shop/services': () =>
        json(
          200,
          upgraded
            ? { ...services, services: [services.services[0], { ...gig, change: undefined }], offers: [] }
            : services,
        ),
      'POST /api/shop/services/upgrade': () => {
        upgraded = true;
        return json(200, { id: 'o1', kind: 'upgrade', status: 'completed', name: gig.name, createdAt: 0 });
      },
    });
    const { user } = renderApp('/upgrades');
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Internet 1 Gig' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your plan to Internet 1 Gig?' });
    expect(
      within(dialog).getByText('It takes the place of Internet 300 ($39.99 a month).'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the change' }));
    expect(
      await screen.findByText('Done: Internet 1 Gig is on your plan. Your next bill shows the change.'),
    ).toBeInTheDocument();
    const [call] = callsTo('POST /api/shop/services/upgrade');
    expect(call?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).toEqual({ rateCode: 'INT1G' });
  });

  it('tells a secondary user to sign in as the primary user, with no buttons to change', async () => {
    mockApi({
      ...signedIn(false),
      'GET /api/shop/services': () => json(200, { ...services, canChange: false }),
    });
    renderApp('/upgrades');
    expect(
      await screen.findByText('Please sign in as the primary user to change your services.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Internet 1 Gig' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Order the security suite' })).toBeNull();
  });

  it("shows the seed's fallback when the area has no pricing", async () => {
    mockApi({
      ...signedIn(),
      'GET /api/shop/services': () => json(200, { ...services, pricing: { available: false } }),
    });
    renderApp('/upgrades');
    expect(await screen.findByText('Not available. Try again later.')).toBeInTheDocument();
  });

  it('says when the services could not be loaded and tries again', async () => {
    let calls = 0;
    mockApi({
      ...signedIn(),
      'GET /api/shop/services': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL', 'Boom') : json(200, services),
    });
    const { user } = renderApp('/upgrades');
    expect(await screen.findByText('We could not load your services. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('list', { name: 'Your services' })).toBeInTheDocument();
  });

  it('says so when the account has no services', async () => {
    mockApi({
      ...signedIn(),
      'GET /api/shop/services': () =>
        json(200, { ...services, services: [], nextBill: { lines: [], totalCents: 0 } }),
    });
    renderApp('/upgrades');
    expect(await screen.findByText('There are no services on this account yet.')).toBeInTheDocument();
  });

  it('words a refusal in Spanish under /espanol', async () => {
    mockApi({
      ...signedIn(),
      'GET /api/shop/services': () => json(200, services),
      'POST /api/shop/services/upgrade': () =>
        apiError(403, 'FORBIDDEN', 'Please sign in as the primary user to change your services.', {
          reason: 'shop.services.not-primary',
        }),
    });
    const { user } = renderApp('/espanol/upgrades');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis servicios' })).toBeInTheDocument();
    expect(
      await screen.findByText('Precio promocional hasta el 16 de diciembre de 2026; después, $54.99 al mes'),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mejorar a Internet 1 Giga' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar el cambio' }));
    expect(
      await screen.findByText('Inicie sesión como usuario principal para cambiar sus servicios.'),
    ).toBeInTheDocument();
  });
});
