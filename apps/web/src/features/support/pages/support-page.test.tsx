import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, mockApi } from '../../../test/fetch-mock.ts';
import { createFaqAnswerSummary, createSearchHit } from '../../../test/faq-factories.ts';
import { createSessionState } from '../../../test/factories.ts';
import {
  createSupportNotification,
  createSupportNotificationList,
  createSupportNotificationSummary,
} from '../../../test/support-factories.ts';

const notices = (list = createSupportNotificationList()) => json(200, list);

const answers = (list = [createFaqAnswerSummary({ id: 2501, title: 'How do I pay my bill online?' })]) =>
  json(200, { language: 'opt', answers: list, more: false });

describe('support home /support', () => {
  it('leads with the support search, which sends the term to the site search', async () => {
    mockApi({
      'GET /api/support/notifications': () => notices(),
      'GET /api/faq/answers': () => answers(),
      'GET /api/search': () =>
        json(200, { category: 'support', term: 'reset modem', results: [createSearchHit()], more: false }),
    });
    const { user, currentPath } = renderApp('/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search support' }), 'reset modem');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentPath()).toBe('/search/#/support/reset%20modem'));
  });

  it('refuses a blank search and says why', async () => {
    mockApi({ 'GET /api/faq/answers': () => answers(), 'GET /api/support/notifications': () => notices() });
    const { user, currentPath } = renderApp('/support');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(screen.getByText('Enter a word or phrase to search for.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search support' })).toHaveFocus();
    await waitFor(() => expect(currentPath()).toBe('/support'));
  });

  it('lists the most asked answers and the support line', async () => {
    mockApi({ 'GET /api/faq/answers': () => answers(), 'GET /api/support/notifications': () => notices() });
    renderApp('/support');
    const popular = await screen.findByRole('list', { name: 'Most asked' });
    expect(within(popular).getByRole('link', { name: 'How do I pay my bill online?' })).toHaveAttribute(
      'href',
      '/FAQ#/answers/a_id/2501',
    );
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: 'Call us at 1-800-555-0100.' })).toHaveAttribute(
      'href',
      'tel:18005550100',
    );
    expect(within(contact).getByRole('link', { name: 'All the ways to reach us' })).toHaveAttribute(
      'href',
      '/support/contact-us/',
    );
  });

  it('offers appointments and bill pay only to a signed-in subscriber who has them', async () => {
    mockApi({ 'GET /api/faq/answers': () => answers(), 'GET /api/support/notifications': () => notices() });
    renderApp('/support');
    const quick = await screen.findByRole('region', { name: 'Get help with' });
    expect(within(quick).queryByRole('link', { name: 'Your service appointments' })).toBeNull();
    expect(within(quick).queryByRole('link', { name: 'Pay your bill' })).toBeNull();
  });

  it('says when the answers could not be loaded, and tries again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/support/notifications': () => notices(),
      'GET /api/faq/answers': () => (++calls === 1 ? apiError(500, 'INTERNAL', 'Boom') : answers()),
    });
    const { user } = renderApp('/support');
    expect(await screen.findByText('We could not load the answers. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('link', { name: 'How do I pay my bill online?' })).toBeInTheDocument();
  });

  it('is in Spanish under /espanol, answers too', async () => {
    const { callsTo } = mockApi({
      'GET /api/support/notifications': () =>
        notices(
          createSupportNotificationList(
            [
              createSupportNotificationSummary({
                title: 'Mantenimiento programado en Hicksville esta noche',
              }),
            ],
            'esp',
          ),
        ),
      'GET /api/faq/answers': () =>
        answers([createFaqAnswerSummary({ id: 2501, title: '¿Cómo pago mi factura en línea?' })]),
    });
    renderApp('/espanol/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Soporte' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '¿Cómo pago mi factura en línea?' })).toHaveAttribute(
      'href',
      '/espanol/FAQ#/answers/a_id/2501',
    );
    expect(callsTo('GET /api/faq/answers')[0]!.url.searchParams.get('lang')).toBe('esp');
    const notice = await screen.findByRole('link', {
      name: 'Mantenimiento programado en Hicksville esta noche',
    });
    expect(notice).toHaveAttribute('href', '/espanol/support/notification/#?type=cms-detailed&id=1002');
    expect(screen.getByText('Mantenimiento programado')).toBeInTheDocument();
    expect(callsTo('GET /api/support/notifications')[0]!.url.searchParams.get('lang')).toBe('esp');
  });
});

describe('service notices on /support', () => {
  it('lists the live notices, each leading to its page', async () => {
    mockApi({
      'GET /api/faq/answers': () => answers(),
      'GET /api/support/notifications': () =>
        notices(
          createSupportNotificationList([
            createSupportNotificationSummary(),
            createSupportNotificationSummary({
              id: 1001,
              kind: 'notice',
              title: 'We never ask for your password',
            }),
          ]),
        ),
      'GET /api/support/notifications/1001': () =>
        json(
          200,
          createSupportNotification({ id: 1001, kind: 'notice', title: 'We never ask for your password' }),
        ),
    });
    const { user, currentPath } = renderApp('/support');
    const list = await screen.findByRole('list', { name: 'Service notices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Planned maintenance')).toBeInTheDocument();
    await user.click(within(list).getByRole('link', { name: 'We never ask for your password' }));
    await waitFor(() => expect(currentPath()).toBe('/support/notification/#?type=cms-detailed&id=1001'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We never ask for your password' }),
    ).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockApi({
      'GET /api/faq/answers': () => answers(),
      'GET /api/support/notifications': () => notices(createSupportNotificationList([])),
    });
    renderApp('/support');
    expect(await screen.findByText('There are no service notices right now.')).toBeInTheDocument();
  });

  it('says when they could not be loaded, and tries again', async () => {
    let calls = 0;
    mockApi({
      'GET /api/faq/answers': () => answers(),
      'GET /api/support/notifications': () => (++calls === 1 ? apiError(500, 'INTERNAL', 'Boom') : notices()),
    });
    const { user } = renderApp('/support');
    expect(await screen.findByText('We could not load the notices. Please try again.')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Service notices' });
    await user.click(within(section).getByRole('button', { name: /try again/i }));
    expect(
      await screen.findByRole('link', { name: 'Planned maintenance in Hicksville tonight' }),
    ).toBeInTheDocument();
  });
});

describe('contact us /support/contact-us/', () => {
  it('puts the support line for the customer first, with what can be done without calling', async () => {
    mockApi({ 'GET /api/session': () => json(200, createSessionState()) });
    renderApp('/support/contact-us/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Call 1-800-555-0100' })).toHaveAttribute(
      'href',
      'tel:18005550100',
    );
    expect(screen.getByRole('link', { name: 'See, move or cancel a technician visit' })).toHaveAttribute(
      'href',
      '/service-appointments',
    );
  });
});
