import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, deferred, json, mockApi } from '../../../test/fetch-mock.ts';
import { createBillingSummary } from '../../../test/factories.ts';
import { createAccount, createEbill, documentsApi } from './documents/test-data.ts';
import { createPaymentMethod } from './methods/methods-test-utils.tsx';

const header = async () => within(await screen.findByRole('region', { name: 'Your billing account' }));
/** The paperless box sits after the page's own content, outside the account header. */
const promotions = async () => {
  await header();
  return within(document.body);
};

// The whole app renders (shell, header, page) in jsdom; role queries over it are slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

describe('PayBillHeader: the account selector', () => {
  it('shows the one account without a dropdown', async () => {
    mockApi(documentsApi());
    renderApp('/pay-bill/my-bill/');
    const h = await header();
    expect(await h.findByText('Account 7812-450062-01')).toBeInTheDocument();
    expect(h.queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('offers a choice when there are several accounts, a past one marked closed', async () => {
    let current = '7812-450062-01';
    const accounts = () => ({
      accounts: [
        createAccount({ current: current === '7812-450062-01' }),
        createAccount({
          accountNumber: '7812-450099-02',
          accountType: '1',
          active: false,
          disconnectDate: '2026-10-01',
          current: current === '7812-450099-02',
        }),
      ],
    });
    const api = mockApi(
      documentsApi({
        'GET /api/billing/accounts': () => json(200, accounts()),
        // toggleAccount switches the session's bill pay and answers the list (billing/transfer).
        'POST /api/billing/accounts/toggle': () => {
          current = '7812-450099-02';
          return json(200, accounts());
        },
      }),
    );
    const { user } = renderApp('/pay-bill/my-bill/');
    const select = await (await header()).findByRole('combobox', { name: 'Account' });
    expect(select).toHaveValue('7812-450062-01');
    expect(
      within(select).getByRole('option', { name: '7812-450099-02 (closed October 1, 2026)' }),
    ).toBeInTheDocument();
    await user.selectOptions(select, '7812-450099-02');
    await waitFor(() => expect(select).toHaveValue('7812-450099-02'));
    expect(api.callsTo('POST /api/billing/accounts/toggle')[0]?.body).toEqual({
      accountType: '1',
      accountNumber: '7812-450099-02',
    });
  });

  it('with ppi > 0 switches bill pay to the type-0 account: the header and the bill are that one', async () => {
    // The session's bill pay is on the type-1 account; /pay-bill?ppi=1 must show the type-0 one.
    let current = '1111-222222-33';
    const accounts = () => ({
      accounts: [
        createAccount({
          accountNumber: '1111-222222-33',
          accountType: '1',
          current: current === '1111-222222-33',
        }),
        createAccount({
          accountNumber: '4444-555555-66',
          accountType: '0',
          current: current === '4444-555555-66',
        }),
      ],
    });
    const api = mockApi(
      documentsApi({
        'GET /api/billing/accounts': () => json(200, accounts()),
        'GET /api/billing/summary': () =>
          json(
            200,
            createBillingSummary({
              accountNumber: current.replace(/-/g, ''),
              amountDue: current === '4444-555555-66' ? 4_400 : 1_100,
            }),
          ),
        'GET /api/billing/payment-methods': () => json(200, { methods: [createPaymentMethod()] }),
        'POST /api/billing/accounts/toggle': () => {
          current = '4444-555555-66';
          return json(200, accounts());
        },
      }),
    );
    renderApp('/pay-bill/?ppi=1');
    const h = await header();
    expect(await h.findByText('Account 4444-555555-66')).toBeInTheDocument();
    expect(h.queryByRole('combobox')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/billing/accounts/toggle')[0]?.body).toEqual({
      accountType: '0',
      accountNumber: '4444-555555-66',
    });
    // The bill under the header is the type-0 account's, never the other's.
    const bill = within(await screen.findByRole('region', { name: 'Account summary' }));
    expect(await bill.findByText('4444-555555-66')).toBeInTheDocument();
    expect(bill.getByText('$44.00')).toBeInTheDocument();
    expect(screen.queryByText('1111-222222-33')).not.toBeInTheDocument();
    expect(screen.queryByText('Account 1111-222222-33')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/billing/accounts/toggle')).toHaveLength(1);
  });

  it('with ppi > 0, a bill read that left before the switch and answers after it is read again', async () => {
    let current = '1111-222222-33';
    const accounts = () => ({
      accounts: [
        createAccount({
          accountNumber: '1111-222222-33',
          accountType: '1',
          current: current === '1111-222222-33',
        }),
        createAccount({
          accountNumber: '4444-555555-66',
          accountType: '0',
          current: current === '4444-555555-66',
        }),
      ],
    });
    const summaryOf = (number: string) =>
      json(200, createBillingSummary({ accountNumber: number.replace(/-/g, ''), amountDue: 1_100 }));
    const early = deferred();
    let summaries = 0;
    const api = mockApi(
      documentsApi({
        'GET /api/billing/accounts': () => json(200, accounts()),
        // the first read left while the old account was current: it answers only after the switch
        'GET /api/billing/summary': () => (++summaries === 1 ? early.promise : summaryOf(current)),
        'GET /api/billing/payment-methods': () => json(200, { methods: [createPaymentMethod()] }),
        'POST /api/billing/accounts/toggle': () => {
          current = '4444-555555-66';
          return json(200, accounts());
        },
      }),
    );
    renderApp('/pay-bill/?ppi=1');
    await waitFor(() => expect(api.callsTo('POST /api/billing/accounts/toggle')).toHaveLength(1));
    const h = await header();
    expect(await h.findByText('Account 4444-555555-66')).toBeInTheDocument();
    early.resolve(summaryOf('1111-222222-33'));
    const bill = within(await screen.findByRole('region', { name: 'Account summary' }));
    expect(await bill.findByText('4444-555555-66')).toBeInTheDocument();
    expect(screen.queryByText('1111-222222-33')).not.toBeInTheDocument();
  });

  it('with ppi > 0 and the type-0 account already current, switches nothing', async () => {
    const api = mockApi(
      documentsApi({
        'GET /api/billing/accounts': () =>
          json(200, {
            accounts: [
              createAccount({ accountNumber: '4444-555555-66', accountType: '0', current: true }),
              createAccount({ accountNumber: '1111-222222-33', accountType: '1', current: false }),
            ],
          }),
        'GET /api/billing/summary': () => json(200, createBillingSummary({ accountNumber: '444455555566' })),
      }),
    );
    renderApp('/pay-bill/my-bill/?ppi=1');
    expect(await (await header()).findByText('Account 4444-555555-66')).toBeInTheDocument();
    expect(api.callsTo('POST /api/billing/accounts/toggle')).toHaveLength(0);
  });

  it('flags an agent acting for the subscriber', async () => {
    mockApi(
      documentsApi({
        'GET /api/billing/summary': () => json(200, createBillingSummary({ csrId: 'agent1' })),
      }),
    );
    renderApp('/pay-bill/my-bill/');
    expect(await (await header()).findByText('Agent agent1 acting')).toBeInTheDocument();
  });

  it('says when the accounts could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi(
      documentsApi({
        'GET /api/billing/accounts': () =>
          fail ? apiError(500, 'INTERNAL', 'x') : json(200, { accounts: [createAccount()] }),
      }),
    );
    const { user } = renderApp('/pay-bill/my-bill/');
    const h = await header();
    expect(await h.findByText('We could not load your account list.')).toBeInTheDocument();
    fail = false;
    await user.click(h.getByRole('button', { name: 'Try again' }));
    expect(await h.findByText('Account 7812-450062-01')).toBeInTheDocument();
  });
});

describe("PayBillPromotions: paperless enrolment, after the page's task", () => {
  it('checks the e-mail on focus-out and keyup, keeps Enroll off until valid, and thanks the subscriber', async () => {
    const api = mockApi(
      documentsApi({
        'POST /api/billing/ebill': () =>
          json(200, {
            outcome: 'enrolled',
            message: 'Thanks for enrolling in paperless billing. Way to save some trees!',
            ebill: createEbill({ email: 'john@example.com', paperBill: false, mailNotify: true }),
          }),
      }),
    );
    const { user } = renderApp('/pay-bill/my-bill/');
    const h = await promotions();
    const input = await h.findByRole('textbox', { name: 'E-mail address' });
    // The promotion follows the page's heading and task (issue 14).
    const heading = await screen.findByRole('heading', { level: 1, name: 'My bill' });
    expect(heading.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const enrol = h.getByRole('button', { name: 'Enroll' });
    expect(enrol).toBeDisabled();

    await user.type(input, 'john@example.museum');
    expect(enrol).toBeDisabled();
    expect(h.queryByText('Please enter a valid email id')).not.toBeInTheDocument();
    await user.tab();
    const error = h.getByText('Please enter a valid email id');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);

    await user.clear(input);
    await user.type(input, 'john@example.com');
    expect(h.queryByText('Please enter a valid email id')).not.toBeInTheDocument();
    expect(enrol).toBeEnabled();
    await user.click(enrol);

    expect(
      await h.findByText('Thanks for enrolling in paperless billing. Way to save some trees!'),
    ).toBeInTheDocument();
    expect(h.getByText('Bill notifications will be sent to john@example.com.')).toBeInTheDocument();
    expect(h.queryByRole('textbox', { name: 'E-mail address' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/billing/ebill')[0]?.body).toEqual({
      email: 'john@example.com',
      paperBillInd: false,
      mailNotifyInd: true,
      origEmail: '',
      origPaperBillInd: true,
      origMailNotifyInd: false,
    });
  });

  it('shows "Enrolling…" while the answer is on its way', async () => {
    const answer = deferred();
    mockApi(documentsApi({ 'POST /api/billing/ebill': () => answer.promise }));
    const { user } = renderApp('/pay-bill/my-bill/');
    const h = await promotions();
    await user.type(await h.findByRole('textbox', { name: 'E-mail address' }), 'john@example.com');
    await user.click(h.getByRole('button', { name: 'Enroll' }));
    expect(h.getByRole('button', { name: 'Enrolling…' })).toHaveAttribute('aria-disabled', 'true');
    answer.resolve(
      json(200, {
        outcome: 'enrolled',
        message: 'x',
        ebill: createEbill({ email: 'john@example.com', paperBill: false }),
      }),
    );
    expect(await h.findByText(/Way to save some trees!/)).toBeInTheDocument();
  });

  it('keeps what was typed and says so when the server refuses the address or fails', async () => {
    let answer = apiError(400, 'BAD_REQUEST', 'Please enter a valid email id');
    mockApi(documentsApi({ 'POST /api/billing/ebill': () => answer }));
    const { user } = renderApp('/pay-bill/my-bill/');
    const h = await promotions();
    const input = await h.findByRole('textbox', { name: 'E-mail address' });
    await user.type(input, 'john@example.com');
    await user.click(h.getByRole('button', { name: 'Enroll' }));
    await waitFor(() => expect(h.getByRole('button', { name: 'Enroll' })).toBeEnabled());
    expect(input).toHaveValue('john@example.com');

    answer = apiError(500, 'INTERNAL', 'boom');
    await user.click(h.getByRole('button', { name: 'Enroll' }));
    expect(
      await h.findByText('We seem to be experiencing technical difficulties. Please try again later.'),
    ).toBeInTheDocument();
    expect(input).toHaveValue('john@example.com');
  });

  it('shows an enrolled account its status and a way to manage it', async () => {
    mockApi(
      documentsApi({
        'GET /api/billing/ebill': () =>
          json(200, createEbill({ email: 'maria@example.com', paperBill: false, mailNotify: true })),
      }),
    );
    renderApp('/pay-bill/my-bill/');
    const h = await promotions();
    expect(
      await h.findByText('Paperless billing is on. Bill notifications go to maria@example.com.'),
    ).toBeInTheDocument();
    expect(h.getByRole('link', { name: 'Manage paperless billing and e-mail preferences' })).toHaveAttribute(
      'href',
      '/pay-bill/my-bill/#email-preferences',
    );
  });
});

describe('PayBillNav', () => {
  it('links every bill-pay page and marks the current one, in the visitor language', async () => {
    mockApi(documentsApi());
    renderApp('/espanol/pay-bill/my-bill/');
    const nav = within(await screen.findByRole('navigation', { name: 'Pago de factura' }));
    expect(nav.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/espanol/pay-bill/',
      '/espanol/pay-bill/my-bill/',
      '/espanol/pay-bill/payment-options/',
      '/espanol/pay-bill/manage-payments/',
      '/espanol/pay-bill/automatic-payments/',
      '/espanol/pay-bill/account-activity/',
      '/espanol/pay-bill/calendar/',
    ]);
    expect(nav.getByRole('link', { name: 'Mi factura' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Pagar factura' })).not.toHaveAttribute('aria-current');
  });
});
