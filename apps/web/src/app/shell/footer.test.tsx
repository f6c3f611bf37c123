import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app.tsx';
import { json, mockApi } from '../../test/fetch-mock.ts';
import { createFaqProducts } from '../../test/faq-factories.ts';
import { createSessionState } from '../../test/factories.ts';

const faqForm = (name = 'Find an answer') =>
  screen.findByRole('contentinfo').then((footer) => within(footer).findByRole('form', { name }));

describe('footer FAQ search (seed 000 §2 Footer/header FAQ search)', () => {
  it('builds the route from product, category and keyword', async () => {
    mockApi({ 'GET /api/faq/answers': () => json(200, { language: 'opt', answers: [], more: false }) });
    const { user, currentPath } = renderApp('/home');
    const form = await faqForm();
    const product = within(form).getByRole('combobox', { name: 'Product' });
    const category = within(form).getByRole('combobox', { name: 'Category' });
    await within(form).findByRole('option', { name: 'TV' });
    expect(category).toBeDisabled();
    await user.selectOptions(product, '2');
    expect(category).toBeEnabled();
    await user.selectOptions(category, '22');
    await user.type(within(form).getByRole('searchbox', { name: 'Keyword' }), 'record');
    await user.click(within(form).getByRole('button', { name: 'Find answers' }));
    await waitFor(() => expect(currentPath()).toBe('/FAQ#/list/p/2&22/kw/record'));
  });

  it('searches all products by keyword alone', async () => {
    mockApi({ 'GET /api/faq/answers': () => json(200, { language: 'opt', answers: [], more: false }) });
    const { user, currentPath } = renderApp('/home');
    await user.type(within(await faqForm()).getByRole('searchbox', { name: 'Keyword' }), 'wifi{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/FAQ#/list/kw/wifi'));
  });

  it('runs no search while the keyword is blank and no product is chosen', async () => {
    const { callsTo } = mockApi();
    const { user, currentPath } = renderApp('/home');
    const form = await faqForm();
    await within(form).findByRole('option', { name: 'TV' });
    await user.click(within(form).getByRole('button', { name: 'Find answers' }));
    expect(within(form).getByText('Enter a word or phrase to search for.')).toBeInTheDocument();
    expect(within(form).getByRole('searchbox', { name: 'Keyword' })).toHaveFocus();
    await waitFor(() => expect(currentPath()).toBe('/home'));
    expect(callsTo('GET /api/faq/answers')).toHaveLength(0);
  });

  it("opens the chosen product's list when the keyword is blank (seed 000 §2)", async () => {
    mockApi({ 'GET /api/faq/answers': () => json(200, { language: 'opt', answers: [], more: false }) });
    const { user, currentPath } = renderApp('/home');
    const form = await faqForm();
    await within(form).findByRole('option', { name: 'TV' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Product' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Find answers' }));
    await waitFor(() => expect(currentPath()).toBe('/FAQ#/list/p/2'));
  });

  it('asks for the Spanish products (esp) under /espanol, and the English ones (opt) otherwise', async () => {
    const { callsTo } = mockApi({
      'GET /api/faq/products': (r) =>
        json(
          200,
          r.url.searchParams.get('lang') === 'esp'
            ? createFaqProducts({
                language: 'esp',
                products: [{ id: '2', name: 'TV', subs: [{ id: '22', name: 'DVR y grabaciones' }] }],
              })
            : createFaqProducts(),
        ),
    });
    const { user } = renderApp('/espanol/home');
    const form = await faqForm('Encuentre una respuesta');
    await within(form).findByRole('option', { name: 'TV' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Producto' }), '2');
    expect(within(form).getByRole('option', { name: 'DVR y grabaciones' })).toBeInTheDocument();
    expect(callsTo('GET /api/faq/products').map((r) => r.url.searchParams.get('lang'))).toEqual(['esp']);
  });

  it('still offers a keyword search when the products cannot be loaded', async () => {
    mockApi({ 'GET /api/faq/products': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }) });
    renderApp('/home');
    expect(
      await within(await faqForm()).findByText(
        'The product list could not be loaded. You can still search all answers.',
      ),
    ).toBeInTheDocument();
  });
});

describe('support number in the footer (seed 000 §7)', () => {
  it("shows the signed-in customer's corp line", async () => {
    mockApi({
      'GET /api/session': () => json(200, createSessionState()),
      'GET /api/config/support-number': () => json(200, { corpId: '7710', phone: '1-866-555-0142' }),
    });
    renderApp('/home');
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: '1-866-555-0142' })).toHaveAttribute(
      'href',
      'tel:18665550142',
    );
  });

  it('falls back to the configured number when the lookup fails', async () => {
    mockApi({
      'GET /api/config/support-number': () => json(500, { error: { code: 'INTERNAL', message: 'x' } }),
    });
    renderApp('/home');
    expect(
      await within(await screen.findByRole('contentinfo')).findByRole('link', { name: '1-800-555-0100' }),
    ).toBeInTheDocument();
  });
});
