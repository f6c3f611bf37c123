import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PaymentMethodImpact } from '@coax/contract';
import { json, mockApi } from '../../../../test/fetch-mock.ts';
import { DeleteMethodDialog } from './delete-method-dialog.tsx';
import { createBankMethod, renderWithApp } from './methods-test-utils.tsx';

const bank = createBankMethod({ isDefault: true, isAutoPayment: true });

function impact(over: Partial<PaymentMethodImpact> = {}): PaymentMethodImpact {
  return {
    method: bank,
    outcome: { kind: 'none', choices: [], hasDependents: false },
    scheduledPayments: [],
    usedByAutopay: false,
    moveTargets: [{ id: 'pm_visa', payMethodName: 'Visa 4242', isDefault: false }],
    ...over,
  };
}

const removed = {
  message: 'Completed successfully.',
  moved: 0,
  cancelled: 0,
  autopay: 'unchanged',
  newDefaultId: null,
};

describe('Delete payment method dialog (seed 002 §4 Payment delete outcome)', () => {
  it('confirms a plain delete when nothing uses the method', async () => {
    const onDeleted = vi.fn();
    const api = mockApi({
      'GET /api/billing/payment-methods/pm_bank/impact': () => json(200, impact()),
      'POST /api/billing/payment-methods/pm_bank/remove': () => json(200, removed),
    });
    const { user } = renderWithApp(
      <DeleteMethodDialog method={bank} onClose={vi.fn()} onDeleted={onDeleted} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete Checking 6789?' });
    expect(
      await within(dialog).findByText('This payment method will be removed from your account.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete payment method' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledWith(removed, null));
    expect(api.callsTo('POST /api/billing/payment-methods/pm_bank/remove')[0]?.body).toEqual({
      dependents: 'cancel',
    });
  });

  it('lists the scheduled payments and autopay, and moves them to the chosen method', async () => {
    const onDeleted = vi.fn();
    const api = mockApi({
      'GET /api/billing/payment-methods/pm_bank/impact': () =>
        json(
          200,
          impact({
            outcome: { kind: 'scheduledAndAutopay', choices: ['move', 'cancel'], hasDependents: true },
            scheduledPayments: [
              { paymentID: 'pay_1', payDate: '2026-12-01', payAmount: 5000, kind: 'one_time' },
              { paymentID: 'pay_2', payDate: '2026-12-15', payAmount: 1234, kind: 'one_time' },
            ],
            usedByAutopay: true,
            moveTargets: [
              { id: 'pm_visa', payMethodName: 'Visa 4242', isDefault: false },
              { id: 'pm_mc', payMethodName: 'Masterca 4444', isDefault: true },
            ],
          }),
        ),
      'POST /api/billing/payment-methods/pm_bank/remove': () =>
        json(200, { ...removed, moved: 2, autopay: 'moved' }),
    });
    const { user } = renderWithApp(
      <DeleteMethodDialog method={bank} onClose={vi.fn()} onDeleted={onDeleted} />,
    );
    expect(
      await screen.findByText('Scheduled payments and your automatic payments use this payment method.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('December 1, 2026')).toBeInTheDocument();
    expect(within(table).getByText('$50.00')).toBeInTheDocument();
    expect(within(table).getByText('$12.34')).toBeInTheDocument();
    expect(within(table).getByText('Automatic payments for each bill')).toBeInTheDocument();

    expect(screen.getByRole('radio', { name: 'Move them to another payment method' })).toBeChecked();
    // The default method is offered first.
    expect(screen.getByLabelText('Move them to')).toHaveValue('pm_mc');
    await user.selectOptions(screen.getByLabelText('Move them to'), 'pm_visa');
    await user.click(screen.getByRole('button', { name: 'Delete payment method' }));
    await vi.waitFor(() =>
      expect(onDeleted).toHaveBeenCalledWith(expect.objectContaining({ moved: 2 }), 'Visa 4242'),
    );
    expect(api.callsTo('POST /api/billing/payment-methods/pm_bank/remove')[0]?.body).toEqual({
      dependents: 'move',
      moveTo: 'pm_visa',
    });
  });

  it('cancels them when asked', async () => {
    const api = mockApi({
      'GET /api/billing/payment-methods/pm_bank/impact': () =>
        json(
          200,
          impact({
            outcome: { kind: 'singleScheduled', choices: ['move', 'cancel'], hasDependents: true },
            scheduledPayments: [
              { paymentID: 'pay_1', payDate: '2026-12-01', payAmount: 5000, kind: 'one_time' },
            ],
          }),
        ),
      'POST /api/billing/payment-methods/pm_bank/remove': () => json(200, { ...removed, cancelled: 1 }),
    });
    const { user } = renderWithApp(
      <DeleteMethodDialog method={bank} onClose={vi.fn()} onDeleted={vi.fn()} />,
    );
    expect(await screen.findByText('A scheduled payment uses this payment method.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cancel them' }));
    expect(screen.queryByLabelText('Move them to')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete payment method' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/billing/payment-methods/pm_bank/remove')[0]?.body).toEqual({
        dependents: 'cancel',
      }),
    );
  });

  it('offers only cancelling for the last method', async () => {
    mockApi({
      'GET /api/billing/payment-methods/pm_bank/impact': () =>
        json(
          200,
          impact({
            outcome: { kind: 'lastMethod', choices: ['cancel'], hasDependents: true },
            usedByAutopay: true,
            moveTargets: [],
          }),
        ),
    });
    renderWithApp(<DeleteMethodDialog method={bank} onClose={vi.fn()} onDeleted={vi.fn()} />);
    expect(await screen.findByText(/This is your only saved payment method/)).toBeInTheDocument();
    expect(screen.getByText('The payments that use it will be cancelled.')).toBeInTheDocument();
    expect(
      screen.queryByRole('radio', { name: 'Move them to another payment method' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cancel them' })).toBeChecked();
  });

  it('closes on Escape and on "Keep it" without deleting', async () => {
    const onClose = vi.fn();
    const api = mockApi({ 'GET /api/billing/payment-methods/pm_bank/impact': () => json(200, impact()) });
    const { user } = renderWithApp(
      <DeleteMethodDialog method={bank} onClose={onClose} onDeleted={vi.fn()} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Keep it' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(api.callsTo('POST /api/billing/payment-methods/pm_bank/remove')).toHaveLength(0);
  });
});
