import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PaymentMethod } from '@coax/contract';
import { renderApp } from '../../../test/render-app.tsx';
import { json, mockApi } from '../../../test/fetch-mock.ts';
import { createSessionState, createSessionUser } from '../../../test/factories.ts';
import { createBankMethod, createPaymentMethod } from '../components/methods/methods-test-utils.tsx';

// The header loads its own data (accounts, paperless); these pages are tested without it.
vi.mock('../components/pay-bill-header.tsx', () => ({
  PayBillHeader: () => null,
  PayBillPromotions: () => null,
}));

const signedIn = (billPay = true) =>
  json(
    200,
    createSessionState({
      user: createSessionUser({
        entitlements: { email: true, tv: true, dvr: true, voicemail: true, billPay },
      }),
    }),
  );

describe('/pay-bill/payment-options/', () => {
  it('sends a user without bill pay to the unauthorized page', async () => {
    mockApi({ 'GET /api/session': () => signedIn(false) });
    const { currentPath } = renderApp('/pay-bill/payment-options/');
    await waitFor(() => expect(currentPath()).toBe('/pay-bill/unauthorized/'));
  });

  it('sends a visitor to sign in with the page as the referer', async () => {
    mockApi();
    const { currentPath } = renderApp('/pay-bill/payment-options/');
    await waitFor(() => expect(currentPath()).toBe('/login/?referer=/pay-bill/payment-options/&reason=none'));
  });

  it('adds a checking account, says so, and lists it', async () => {
    let methods: PaymentMethod[] = [];
    const bank = createBankMethod({ isDefault: true });
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/payment-methods': () => json(200, { methods }),
      'POST /api/billing/payment-methods/bank-account': () => {
        methods = [bank];
        return json(201, { message: 'Added payment method successfully.', method: bank });
      },
    });
    const { user } = renderApp('/pay-bill/payment-options/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment options' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Bill pay' })).toBeInTheDocument();
    expect(await screen.findByText('You have no saved payment methods yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Checking account' }));
    await user.type(screen.getByLabelText('Name on account'), 'John Smith');
    await user.type(screen.getByLabelText('Routing number'), '011000015');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    await user.click(screen.getByRole('button', { name: 'Add checking account' }));

    expect(await screen.findByText('Added payment method successfully.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Saved payment methods' });
    expect(within(list).getByRole('heading', { name: 'Checking 6789' })).toBeInTheDocument();
    expect(within(list).getByText('Default')).toBeInTheDocument();
  });
});

describe('/pay-bill/manage-payments/', () => {
  const visa = createPaymentMethod({ isDefault: true, expiring: true });
  const amex = createPaymentMethod({
    id: 'pm_amex',
    payMethodName: 'Amex 0005',
    cardType: 'A',
    last4: '0005',
    expDate: '1025',
    paymentAccountNumber: '************0005',
    isDefault: false,
    expired: true,
  });
  const bank = createBankMethod({ isAutoPayment: true });

  it('shows each method masked with its badges', async () => {
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/payment-methods': () => json(200, { methods: [visa, amex, bank] }),
    });
    renderApp('/pay-bill/manage-payments/');
    const list = await screen.findByRole('list', { name: 'Saved payment methods' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('method-card'));
    expect(items).toHaveLength(3);
    const [v, a, b] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(v).getByText('Visa credit card ending in 4242')).toBeInTheDocument();
    expect(within(v).getByText('************4242')).toBeInTheDocument();
    expect(within(v).getByText('12/30')).toBeInTheDocument();
    expect(within(v).getByText('Default')).toBeInTheDocument();
    expect(within(v).getByText('Expires this month')).toBeInTheDocument();
    expect(within(a).getByText('Expired')).toBeInTheDocument();
    expect(within(b).getByText('Checking account ending in 6789')).toBeInTheDocument();
    expect(within(b).getByText('Automatic payments')).toBeInTheDocument();
    expect(within(b).getByText('011000015')).toBeInTheDocument();
  });

  it('offers one way to add a method, before the list, saved methods or none', async () => {
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/payment-methods': () => json(200, { methods: [] }),
    });
    renderApp('/pay-bill/manage-payments/');
    expect(await screen.findByText('You have no saved payment methods.')).toBeInTheDocument();
    const add = screen.getAllByRole('link', { name: 'Add a payment method' });
    expect(add).toHaveLength(1);
    expect(add[0]).toHaveAttribute('href', '/pay-bill/payment-options/');
    expect(add[0]).toHaveAttribute('data-primary-action');
    const heading = screen.getByRole('heading', { level: 2, name: 'Saved payment methods' });
    expect(add[0]!.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when the methods cannot be loaded, and retries', async () => {
    let fail = true;
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/payment-methods': () =>
        fail ? json(500, { error: { code: 'INTERNAL', message: 'x' } }) : json(200, { methods: [visa] }),
    });
    const { user } = renderApp('/pay-bill/manage-payments/');
    expect(await screen.findByText('Your payment methods could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Visa 4242' })).toBeInTheDocument();
  });

  it('edits a method in place and confirms', async () => {
    let methods = [visa, bank];
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/payment-methods': () => json(200, { methods }),
      'PUT /api/billing/payment-methods/pm_visa': () => {
        methods = [{ ...visa, payMethodName: 'Work card' }, bank];
        return json(200, { message: 'Completed successfully.', method: methods[0] });
      },
    });
    const { user } = renderApp('/pay-bill/manage-payments/');
    await user.click(await screen.findByRole('button', { name: 'Edit Visa 4242' }));
    const nickname = screen.getByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, 'Work card');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Completed successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Work card' })).toBeInTheDocument();
  });

  it('deletes a method that scheduled payments use, moving them, and says what happened', async () => {
    let methods = [visa, bank];
    const api = mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/payment-methods': () => json(200, { methods }),
      'GET /api/billing/payment-methods/pm_bank/impact': () =>
        json(200, {
          method: bank,
          outcome: { kind: 'singleScheduled', choices: ['move', 'cancel'], hasDependents: true },
          scheduledPayments: [
            { paymentID: 'pay_1', payDate: '2026-12-01', payAmount: 5000, kind: 'one_time' },
          ],
          usedByAutopay: false,
          moveTargets: [{ id: 'pm_visa', payMethodName: 'Visa 4242', isDefault: true }],
        }),
      'POST /api/billing/payment-methods/pm_bank/remove': () => {
        methods = [visa];
        return json(200, {
          message: 'Completed successfully.',
          moved: 1,
          cancelled: 0,
          autopay: 'unchanged',
          newDefaultId: null,
        });
      },
    });
    const { user } = renderApp('/pay-bill/manage-payments/');
    await user.click(await screen.findByRole('button', { name: 'Delete Checking 6789' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Checking 6789?' });
    expect(
      await within(dialog).findByText('A scheduled payment uses this payment method.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete payment method' }));
    expect(await screen.findByText('1 scheduled payment now uses Visa 4242.')).toBeInTheDocument();
    expect(screen.getByText('Completed successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Checking 6789' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST /api/billing/payment-methods/pm_bank/remove')[0]?.body).toEqual({
      dependents: 'move',
      moveTo: 'pm_visa',
    });
  });

  it('is in Spanish under /espanol', async () => {
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/payment-methods': () => json(200, { methods: [visa] }),
    });
    renderApp('/espanol/pay-bill/manage-payments/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrar métodos de pago' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Tarjeta de crédito Visa terminada en 4242')).toBeInTheDocument();
    expect(screen.getByText('Predeterminado')).toBeInTheDocument();
  });
});

describe('accessibility (axe)', () => {
  async function axeViolations(): Promise<string[]> {
    const axe = (await import('axe-core')).default;
    // jsdom has no layout: contrast is checked in the browser suites.
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  it('finds nothing on the add forms with every error showing', async () => {
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/payment-methods': () => json(200, { methods: [createPaymentMethod()] }),
    });
    const { user } = renderApp('/pay-bill/payment-options/');
    await screen.findByRole('heading', { name: 'Visa 4242' });
    await user.click(screen.getByLabelText('Use a different billing address'));
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Checking account' }));
    await user.click(screen.getByRole('button', { name: 'Add checking account' }));
    expect(await axeViolations()).toEqual([]);
  });

  it('finds nothing on the manage page, the edit form and the delete dialog', async () => {
    const bank = createBankMethod();
    mockApi({
      'GET /api/session': () => signedIn(),
      'GET /api/billing/payment-methods': () =>
        json(200, { methods: [createPaymentMethod({ expiring: true }), bank] }),
      'GET /api/billing/payment-methods/pm_bank/impact': () =>
        json(200, {
          method: bank,
          outcome: { kind: 'scheduledAndAutopay', choices: ['move', 'cancel'], hasDependents: true },
          scheduledPayments: [
            { paymentID: 'pay_1', payDate: '2026-12-01', payAmount: 5000, kind: 'one_time' },
          ],
          usedByAutopay: true,
          moveTargets: [{ id: 'pm_visa', payMethodName: 'Visa 4242', isDefault: true }],
        }),
    });
    const { user } = renderApp('/pay-bill/manage-payments/');
    await user.click(await screen.findByRole('button', { name: 'Edit Visa 4242' }));
    await user.click(screen.getByLabelText('Use a different billing address'));
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Delete Checking 6789' }));
    await screen.findByRole('radio', { name: 'Cancel them' });
    expect(await axeViolations()).toEqual([]);
  });
});
