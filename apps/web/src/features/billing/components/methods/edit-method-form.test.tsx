import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, mockApi } from '../../../../test/fetch-mock.ts';
import { EditMethodForm } from './edit-method-form.tsx';
import { createBankMethod, createPaymentMethod, renderWithApp } from './methods-test-utils.tsx';

describe('Edit payment method (seed 002 §5 Edit)', () => {
  it('enables Save only when the form is valid and something changed', async () => {
    mockApi();
    const { user } = renderWithApp(
      <EditMethodForm method={createPaymentMethod()} onSaved={vi.fn()} onCancel={vi.fn()} />,
    );
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(screen.getByLabelText('Name on card')).toHaveFocus();
    expect(save).toBeDisabled();

    const nickname = screen.getByLabelText('Nickname');
    expect(nickname).toHaveAttribute('maxlength', '13');
    await user.clear(nickname);
    await user.tab();
    expect(save).toBeDisabled();
    expect(nickname).toHaveAccessibleDescription(expect.stringContaining('Please enter a nickname'));

    await user.type(nickname, 'Visa 4242');
    // Back to what is saved: nothing changed.
    expect(save).toBeDisabled();
    await user.clear(nickname);
    await user.type(nickname, 'Work card');
    expect(save).toBeEnabled();
  });

  it('offers expiry years from this year to this year + 19', async () => {
    mockApi();
    renderWithApp(<EditMethodForm method={createPaymentMethod()} onSaved={vi.fn()} onCancel={vi.fn()} />);
    const year = new Date().getFullYear();
    const options = [...(screen.getByLabelText('Year') as HTMLSelectElement).options]
      .map((o) => o.value)
      .filter(Boolean);
    expect(options[0]).toBe(String(year));
    expect(options).toHaveLength(20);
    expect(options.at(-1)).toBe(String(year + 19));
  });

  it('asks a checking account for no expiry and sends the change', async () => {
    const onSaved = vi.fn();
    const bank = createBankMethod();
    const api = mockApi({
      'PUT /api/billing/payment-methods/pm_bank': () =>
        json(200, {
          message: 'Completed successfully.',
          method: { ...bank, payMethodName: 'Business', isDefault: true },
        }),
    });
    const { user } = renderWithApp(<EditMethodForm method={bank} onSaved={onSaved} onCancel={vi.fn()} />);
    expect(screen.queryByLabelText('Month')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nickname'));
    await user.type(screen.getByLabelText('Nickname'), 'Business');
    await user.click(screen.getByLabelText('Make this my default payment method'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('PUT /api/billing/payment-methods/pm_bank')[0]?.body).toEqual({
      nameOnAccount: 'John Smith',
      nickname: 'Business',
      expMonth: null,
      expYear: null,
      billingAddress: null,
      makeDefault: true,
    });
  });

  it('holds Save back while a chosen billing address is incomplete', async () => {
    mockApi();
    const { user } = renderWithApp(
      <EditMethodForm method={createPaymentMethod()} onSaved={vi.fn()} onCancel={vi.fn()} />,
    );
    await user.click(screen.getByLabelText('Use a different billing address'));
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Street address'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Bethpage');
    await user.selectOptions(screen.getByLabelText('State'), 'NY');
    await user.type(screen.getByLabelText('ZIP code'), '1171');
    await user.tab();
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid zip code'),
    );
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('ZIP code'), '4');
    expect(save).toBeEnabled();
  });
});
