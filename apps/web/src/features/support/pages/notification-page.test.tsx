import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createSupportNotification } from '../../../test/support-factories.ts';

const PATH = '/support/notification/#?type=cms-detailed&id=1002';

describe('a notice /support/notification/#?type=cms-detailed&id={id} (seed 001 §2)', () => {
  it('shows the notice in full: its kind, title, date and paragraphs', async () => {
    const { callsTo } = mockApi({
      'GET /api/support/notifications/1002': () => json(200, createSupportNotification()),
    });
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Planned maintenance in Hicksville tonight' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Planned maintenance')).toBeInTheDocument();
    expect(screen.getByText(/^Published November 19, 2026/)).toBeInTheDocument();
    expect(screen.getByText('There is nothing you need to do.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Questions? Contact us' })).toHaveAttribute(
      'href',
      '/support/contact-us/',
    );
    expect(screen.getByRole('link', { name: 'Back to support' })).toHaveAttribute('href', '/support');
    expect(callsTo('GET /api/support/notifications/1002')[0]!.url.searchParams.get('lang')).toBe('opt');
  });

  it('shows that it is loading', async () => {
    mockApi({ 'GET /api/support/notifications/1002': () => new Promise(() => {}) });
    renderApp(PATH);
    expect(await screen.findByText('Loading the notice…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Service notice' })).toBeInTheDocument();
  });

  it('says when the notice has ended or never was', async () => {
    mockApi({
      'GET /api/support/notifications/1002': () =>
        apiError(404, 'NOT_FOUND', 'This notification is not available.', {
          reason: 'support.notification.not-found',
        }),
    });
    renderApp(PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This notice is no longer available. It may have ended.',
    );
  });

  it('says when it could not be loaded, and tries again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/support/notifications/1002': () =>
        ++calls === 1 ? apiError(500, 'INTERNAL', 'Boom') : json(200, createSupportNotification()),
    });
    const { user } = renderApp(PATH);
    expect(await screen.findByText('We could not load this notice. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Planned maintenance in Hicksville tonight' }),
    ).toBeInTheDocument();
  });

  it.each([
    '/support/notification/',
    '/support/notification/#?type=video&id=1002',
    '/support/notification/#?type=cms-detailed&id=abc',
  ])('says %s does not lead to a notice, without asking the server', async (path) => {
    const { callsTo } = mockApi();
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link does not lead to a notice.');
    expect(callsTo('GET /api/support/notifications/1002')).toHaveLength(0);
  });

  it('is in Spanish under /espanol, the notice too', async () => {
    const { callsTo } = mockApi({
      'GET /api/support/notifications/1002': () =>
        json(
          200,
          createSupportNotification({
            language: 'esp',
            title: 'Mantenimiento programado en Hicksville esta noche',
            body: 'Estamos mejorando la red.',
          }),
        ),
    });
    renderApp(`/espanol${PATH}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Mantenimiento programado en Hicksville esta noche',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mantenimiento programado')).toBeInTheDocument();
    expect(screen.getByText(/^Publicado el/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a soporte' })).toHaveAttribute(
      'href',
      '/espanol/support',
    );
    expect(callsTo('GET /api/support/notifications/1002')[0]!.url.searchParams.get('lang')).toBe('esp');
  });

  it('says in Spanish that a notice has ended', async () => {
    mockApi({
      'GET /api/support/notifications/1004': () =>
        apiError(404, 'NOT_FOUND', 'This notification is not available.', {
          reason: 'support.notification.not-found',
        }),
    });
    renderApp('/espanol/support/notification/#?type=cms-detailed&id=1004');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este aviso ya no está disponible.');
  });
});
