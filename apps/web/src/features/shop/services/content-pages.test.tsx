import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ShowtimeOffer, SmartHomeInfo } from '@coax/contract';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';

const text = (en: string, es: string) => ({ en, es });

const smartHome: SmartHomeInfo = {
  slides: [
    {
      id: 's1',
      title: text('See who is at the door', 'Vea quién está en la puerta'),
      body: text('Cameras.', 'Cámaras.'),
    },
    { id: 's2', title: text('Comfort that learns', 'Confort que aprende'), body: text('Heat.', 'Calor.') },
  ],
  nest: [
    { id: 'n1', enabled: true, title: text('Nest Cam', 'Nest Cam') },
    { id: 'n2', enabled: false, title: text('Nest Doorbell', 'Timbre Nest') },
  ],
  animation: { autoAdvanceMs: 0, transitionMs: 300 },
  sections: [
    { id: 'how', title: text('How it works', 'Cómo funciona'), body: text('Plug it in.', 'Conéctelo.') },
  ],
};

const showtime: ShowtimeOffer = {
  title: text('Add Showtime to your TV', 'Agregue Showtime a su TV'),
  body: text('Series and films.', 'Series y películas.'),
  offer: {
    section: 'tv',
    code: 'TV-SHO',
    kind: 'addon',
    name: text('Showtime', 'Showtime'),
    monthlyCents: 1100,
    blurb: text('Series.', 'Series.'),
    change: 'addon',
  },
  active: false,
  canChange: true,
};

const signedIn = { 'GET /api/session': () => json(200, createSessionState({ user: createSessionUser() })) };

describe('/smarthome-info', () => {
  it('shows the carousel, the Nest devices and the sections, and moves between slides', async () => {
    mockApi({ 'GET /api/shop/smarthome': () => json(200, smartHome) });
    const { user } = renderApp('/smarthome-info');
    expect(await screen.findByRole('heading', { level: 1, name: 'Smart home' })).toBeInTheDocument();
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).getByRole('group', { name: 'Slide 1 of 2' })).toHaveTextContent(
      'See who is at the door',
    );
    // no auto-advance configured: no pause button
    expect(within(carousel).queryByRole('button', { name: 'Pause the slides' })).toBeNull();
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(within(carousel).getByRole('group', { name: 'Slide 2 of 2' })).toHaveTextContent(
      'Comfort that learns',
    );
    await user.click(within(carousel).getByRole('button', { name: 'Next slide' }));
    expect(within(carousel).getByRole('group', { name: 'Slide 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
  });

  it('says when it could not load and tries again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/shop/smarthome': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL', 'Boom') : json(200, smartHome),
    });
    const { user } = renderApp('/smarthome-info');
    expect(await screen.findByText('We could not load this page. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
  });

  it('is in Spanish, data too, under /espanol', async () => {
    mockApi({ 'GET /api/shop/smarthome': () => json(200, smartHome) });
    renderApp('/espanol/smarthome-info');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hogar inteligente' })).toBeInTheDocument();
    expect(await screen.findByText('Vea quién está en la puerta')).toBeInTheDocument();
    expect(screen.getByText('Timbre Nest')).toBeInTheDocument();
  });
});

describe('/showtimeoffer', () => {
  it('adds Showtime once per press and says so', async () => {
    const { callsTo } = mockApi({
      ...signedIn,
      'GET /api/shop/offers/showtime': () => json(200, showtime),
      'POST /api/shop/services/rate-codes': () =>
        json(200, {
          orders: [
            { id: 'o1', kind: 'add', status: 'completed', name: text('Showtime', 'Showtime'), createdAt: 0 },
          ],
        }),
    });
    const { user } = renderApp('/showtimeoffer');
    await user.click(await screen.findByRole('button', { name: 'Add Showtime for $11.00 a month' }));
    expect(await screen.findByText('Showtime is on your plan. Your next bill shows it.')).toBeInTheDocument();
    const [call] = callsTo('POST /api/shop/services/rate-codes');
    expect(call?.body).toEqual({ addRateCodes: ['TV-SHO'], removeRateCodes: [] });
  });

  it('words a refusal in Spanish', async () => {
    mockApi({
      ...signedIn,
      'GET /api/shop/offers/showtime': () => json(200, showtime),
      'POST /api/shop/services/rate-codes': () =>
        apiError(409, 'CONFLICT', 'needs TV', { reason: 'shop.services.needs-service' }),
    });
    const { user } = renderApp('/espanol/showtimeoffer');
    await user.click(await screen.findByRole('button', { name: 'Agregar Showtime por $11.00 al mes' }));
    expect(
      await screen.findByText('Este complemento necesita el servicio al que pertenece; agréguelo primero.'),
    ).toBeInTheDocument();
  });

  it('tells a secondary user to sign in as the primary user', async () => {
    mockApi({
      ...signedIn,
      'GET /api/shop/offers/showtime': () => json(200, { ...showtime, canChange: false }),
    });
    renderApp('/showtimeoffer');
    expect(
      await screen.findByText('Please sign in as the primary user to change your services.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Showtime/ })).toBeNull();
  });
});
