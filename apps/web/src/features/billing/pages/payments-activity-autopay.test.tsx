import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { apiError, json, type Handlers } from '../../../test/fetch-mock.ts';
import {
  axeViolations,
  FIRST,
  payment,
  paymentsApi,
  result,
} from '../components/payments/payments-test-data.ts';

describe('/pay-bill/account-activity/', () => {
  const scheduled = payment({
    paymentId: 'pay_sched',
    confirmationCode: 'Q4RT7ZX2MN',
    status: 'scheduled',
    payDate: '2025-02-10',
    payAmount: 5000,
    payNickname: 'Checking 6789',
    methodId: 'pm_bank',
  });
  const activityApi = (handlers: Handlers = {}) =>
    paymentsApi({
      'GET /api/billing/payments': (r) =>
        json(200, {
          payments:
            r.url.searchParams.get('view') === 'history'
              ? [
                  payment(),
                  payment({
                    paymentId: 'pay_dec',
                    status: 'declined',
                    payAmount: 2000,
                    confirmationCode: null,
                  }),
                ]
              : [scheduled],
        }),
      ...handlers,
    });

  it('lists scheduled payments and the history', async () => {
    activityApi();
    renderApp('/pay-bill/account-activity/');
    const upcoming = within(await screen.findByRole('region', { name: 'Scheduled payments' }, FIRST));
    expect(await upcoming.findByText('February 10, 2025')).toBeInTheDocument();
    // The code a person can read out, never the internal id.
    expect(upcoming.getByText('Q4RT7-ZX2MN')).toBeInTheDocument();
    expect(upcoming.queryByText('pay_sched')).not.toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Payment history' }));
    expect(await history.findByText('Declined')).toBeInTheDocument();
    expect(history.getByText('Paid')).toBeInTheDocument();
    // A declined attempt has no confirmation number: nothing was paid.
    const declinedRow = history.getByText('Declined').closest('tr');
    expect(declinedRow).toHaveTextContent('None: nothing was paid');
    expect(declinedRow?.querySelector('code')).toBeNull();
    expect(history.getByText('K7M2Q-9XHT4').closest('tr')).toHaveTextContent('Paid');
  });

  it('changes the amount of a scheduled payment, sending only what changed', async () => {
    const { callsTo } = activityApi({
      'PUT /api/billing/payments/pay_sched': () => json(200, result({ ...scheduled, payAmount: 6000 })),
    });
    const { user } = renderApp('/pay-bill/account-activity/');
    await user.click(
      await screen.findByRole('button', { name: 'Edit the payment of $50.00 on February 10, 2025' }, FIRST),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Change scheduled payment' }));
    const amount = dialog.getByLabelText('Payment amount');
    await user.clear(amount);
    await user.type(amount, '60');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Completed successfully.')).toBeInTheDocument();
    expect(callsTo('PUT /api/billing/payments/pay_sched')[0]?.body).toEqual({ amountCents: 6000 });
  });

  it('says in Spanish why a scheduled automatic payment cannot take the new date, or cannot be cancelled', async () => {
    const auto = { ...scheduled, kind: 'autopay' as const };
    activityApi({
      'GET /api/billing/payments': (r) =>
        json(200, { payments: r.url.searchParams.get('view') === 'history' ? [] : [auto] }),
      'PUT /api/billing/payments/pay_sched': () =>
        apiError(400, 'BAD_REQUEST', 'Incorrect values cannot update the scheduled auto pay payment', {
          reason: 'autopay.payment.incorrect-values',
        }),
      'POST /api/billing/payments/pay_sched/cancel': () =>
        apiError(409, 'CONFLICT', 'Sorry, this payment is invalid', { reason: 'autopay.payment.invalid' }),
    });
    const { user } = renderApp('/espanol/pay-bill/account-activity/');
    const edit = await screen.findByRole('button', { name: /^Editar el pago de/ }, FIRST);
    await user.click(edit);
    const dialog = within(await screen.findByRole('dialog'));
    await user.clear(dialog.getByLabelText('Fecha del pago'));
    await user.type(dialog.getByLabelText('Fecha del pago'), '02/20/2025');
    await user.click(dialog.getByRole('button', { name: 'Guardar cambios' }));
    expect(
      await dialog.findByText('Los valores incorrectos no pueden actualizar el pago automático programado'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: /^Cancelar el pago de/ }, FIRST));
    const confirm = within(await screen.findByRole('dialog'));
    await user.click(confirm.getByRole('button', { name: /^Sí, cancelar/ }));
    expect(await confirm.findByText('Lo sentimos, este pago no es válido')).toBeInTheDocument();
  });

  it('refuses a new date that is not after today, in the dialog', async () => {
    const { callsTo } = activityApi();
    const { user } = renderApp('/pay-bill/account-activity/');
    await user.click(
      await screen.findByRole('button', { name: 'Edit the payment of $50.00 on February 10, 2025' }, FIRST),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Change scheduled payment' }));
    await user.clear(dialog.getByLabelText('Payment date'));
    await user.type(dialog.getByLabelText('Payment date'), '01/29/2025');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Please choose a date after today.')).toBeInTheDocument();
    expect(callsTo('PUT /api/billing/payments/pay_sched')).toHaveLength(0);
  });

  it('cancels a scheduled payment after confirming, and says when it can no longer be cancelled', async () => {
    let processed = true;
    const { callsTo } = activityApi({
      'POST /api/billing/payments/pay_sched/cancel': () =>
        processed
          ? apiError(
              409,
              'CONFLICT',
              'This payment can no longer be changed: it has already been processed or cancelled.',
              { reason: 'payment.not-changeable' },
            )
          : json(200, result({ ...scheduled, status: 'cancelled' })),
    });
    const { user } = renderApp('/pay-bill/account-activity/');
    await user.click(
      await screen.findByRole('button', { name: 'Cancel the payment of $50.00 on February 10, 2025' }, FIRST),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this payment?' }));
    expect(
      dialog.getByText('The payment of $50.00 from Checking 6789 on February 10, 2025 will not be made.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yes, cancel payment' }));
    expect(
      await dialog.findByText(
        'This payment can no longer be changed: it has already been processed or cancelled.',
      ),
    ).toBeInTheDocument();
    processed = false;
    await user.click(dialog.getByRole('button', { name: 'Yes, cancel payment' }));
    expect(
      await screen.findByText('The payment of $50.00 on February 10, 2025 was cancelled.'),
    ).toBeInTheDocument();
    expect(callsTo('POST /api/billing/payments/pay_sched/cancel')).toHaveLength(2);
  });

  it('shows a load failure with a retry', async () => {
    let fail = true;
    activityApi({
      'GET /api/billing/payments': () =>
        fail ? apiError(500, 'INTERNAL', 'x') : json(200, { payments: [] }),
    });
    const { user } = renderApp('/pay-bill/account-activity/');
    const upcoming = within(await screen.findByRole('region', { name: 'Scheduled payments' }, FIRST));
    expect(await upcoming.findByText('Your payments could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(upcoming.getByRole('button', { name: 'Try again' }));
    expect(await upcoming.findByText('You have no scheduled payments.')).toBeInTheDocument();
  });
});

describe('/pay-bill/automatic-payments/', () => {
  const enrolment = {
    methodId: 'pm_visa',
    payMethodName: 'Visa 4242',
    dateType: 'days_before' as const,
    daysInAdvance: 3,
    dayOfMonth: null,
    amountType: 'due' as const,
    capAmount: null,
    fixAmount: null,
    nextRunDate: '2025-02-26',
    nextCycle: '2025-03-01',
    nextAmount: 12345,
    cardWillExpire: true,
    cardExpiredBy: '2025-02-26',
    pendingPayment: payment({
      paymentId: 'pay_auto',
      status: 'scheduled',
      kind: 'autopay',
      payDate: '2025-02-26',
    }),
  };

  it('sets up autopay with a cap, refusing a cap below the amount due, with one key per request', async () => {
    const { callsTo } = paymentsApi({
      'GET /api/billing/autopay': () => json(200, { enrolment: null, csrId: null }),
      'POST /api/billing/autopay': () =>
        json(200, {
          enrolment: { ...enrolment, amountType: 'cap', capAmount: 20000 },
          csrId: null,
          message: 'Completed successfully.',
        }),
    });
    const { user } = renderApp('/pay-bill/automatic-payments/');
    const form = within(await screen.findByRole('form', { name: 'Set up automatic payments' }, FIRST));
    await user.selectOptions(form.getByLabelText('Days before the due date'), '5');
    expect(
      within(form.getByLabelText('Days before the due date')).getByRole('option', { name: '1 day before' }),
    ).toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: 'The amount due, up to a maximum' }));
    await user.type(form.getByLabelText('Maximum amount'), '100');
    await user.click(form.getByRole('button', { name: 'Set up automatic payments' }));
    expect(await form.findAllByText('Please enter more than amount due')).not.toHaveLength(0);
    expect(callsTo('POST /api/billing/autopay')).toHaveLength(0);
    await user.clear(form.getByLabelText('Maximum amount'));
    await user.type(form.getByLabelText('Maximum amount'), '200');
    await user.click(form.getByRole('button', { name: 'Set up automatic payments' }));
    expect(await screen.findByText('Completed successfully.')).toBeInTheDocument();
    const [sent] = callsTo('POST /api/billing/autopay');
    expect(sent?.body).toEqual({
      methodId: 'pm_visa',
      dateType: 'days_before',
      daysInAdvance: 5,
      dayOfMonth: null,
      amountType: 'cap',
      capAmount: 20000,
      fixAmount: null,
    });
    expect(sent?.headers.get('idempotency-key')).toBeTruthy();
  });

  it('offers days of the month with their ordinal suffix, in English and Spanish', async () => {
    paymentsApi({ 'GET /api/billing/autopay': () => json(200, { enrolment: null, csrId: null }) });
    const { user, unmount } = renderApp('/pay-bill/automatic-payments/');
    const form = within(await screen.findByRole('form', { name: 'Set up automatic payments' }, FIRST));
    await user.click(form.getByRole('radio', { name: 'On a day of the month' }));
    const day = within(form.getByLabelText('Day of the month'));
    for (const name of ['1st', '2nd', '3rd', '11th', '22nd', '31st']) {
      expect(day.getByRole('option', { name })).toBeInTheDocument();
    }
    unmount();
    paymentsApi({ 'GET /api/billing/autopay': () => json(200, { enrolment: null, csrId: null }) });
    const es = renderApp('/espanol/pay-bill/automatic-payments/');
    const formEs = within(await screen.findByRole('form', { name: 'Configurar pagos automáticos' }, FIRST));
    await es.user.click(formEs.getByRole('radio', { name: 'En un día del mes' }));
    expect(
      within(formEs.getByLabelText('Día del mes')).getByRole('option', { name: 'día 21' }),
    ).toBeInTheDocument();
  });

  it('shows the enrolment, warns that the card will have expired, and cancels with the pending payment', async () => {
    const { callsTo } = paymentsApi({
      'GET /api/billing/autopay': () => json(200, { enrolment, csrId: null }),
      'POST /api/billing/autopay/remove': () =>
        json(200, { enrolment: null, csrId: null, message: 'Completed successfully.' }),
    });
    const { user } = renderApp('/pay-bill/automatic-payments/');
    expect(
      await screen.findByText(
        'Your card Visa 4242 will have expired by the automatic payment on February 26, 2025. Update the card or choose another payment method so the payment goes through.',
        {},
        FIRST,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3 days before the due date')).toBeInTheDocument();
    expect(screen.getByText('February 26, 2025, for the bill due March 1, 2025')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel automatic payments' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel automatic payments?' }));
    expect(
      dialog.getByRole('checkbox', { name: /Also cancel the automatic payment of \$123\.45/ }),
    ).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Yes, cancel automatic payments' }));
    expect(await screen.findByText('Automatic payments are cancelled.')).toBeInTheDocument();
    expect(callsTo('POST /api/billing/autopay/remove')[0]?.body).toEqual({
      unregisterAutoPayInd: true,
      removeScheduledInd: true,
    });
  });

  it('changes the settings without a key (an edit is repeatable)', async () => {
    const { callsTo } = paymentsApi({
      'GET /api/billing/autopay': () =>
        json(200, { enrolment: { ...enrolment, cardWillExpire: false, cardExpiredBy: null }, csrId: null }),
      'PUT /api/billing/autopay': () =>
        json(200, { enrolment, csrId: null, message: 'Completed successfully.' }),
    });
    const { user } = renderApp('/pay-bill/automatic-payments/');
    await user.click(await screen.findByRole('button', { name: 'Change settings' }, FIRST));
    const form = within(await screen.findByRole('form', { name: 'Change automatic payments' }));
    await user.click(form.getByRole('radio', { name: 'A fixed amount' }));
    await user.type(form.getByLabelText('Fixed amount'), '75');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(callsTo('PUT /api/billing/autopay')).toHaveLength(1));
    expect(callsTo('PUT /api/billing/autopay')[0]?.body).toMatchObject({
      amountType: 'fixed',
      fixAmount: 7500,
      daysInAdvance: 3,
    });
    expect(callsTo('PUT /api/billing/autopay')[0]?.headers.get('idempotency-key')).toBeNull();
  });
});

describe('accessibility (axe)', () => {
  it('finds nothing on account activity with the edit dialog open, nor on the autopay form', async () => {
    paymentsApi({
      'GET /api/billing/payments': () =>
        json(200, {
          payments: [payment({ paymentId: 'pay_s', status: 'scheduled', payDate: '2025-02-10' })],
        }),
      'GET /api/billing/autopay': () => json(200, { enrolment: null, csrId: null }),
    });
    const { user, unmount } = renderApp('/pay-bill/account-activity/');
    await user.click(
      await screen.findByRole('button', { name: 'Edit the payment of $123.45 on February 10, 2025' }, FIRST),
    );
    await screen.findByRole('dialog', { name: 'Change scheduled payment' });
    expect(await axeViolations()).toEqual([]);
    unmount();
    const next = renderApp('/pay-bill/automatic-payments/');
    const form = within(await screen.findByRole('form', { name: 'Set up automatic payments' }, FIRST));
    await next.user.click(form.getByRole('radio', { name: 'A fixed amount' }));
    await next.user.click(form.getByRole('button', { name: 'Set up automatic payments' }));
    expect(await axeViolations()).toEqual([]);
  });
});
