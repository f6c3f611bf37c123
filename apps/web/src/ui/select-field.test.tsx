import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field.tsx';

const boxes = [
  { value: '1', label: 'Living room' },
  { value: '2', label: 'Bedroom' },
];

describe('SelectField', () => {
  it('is a labelled select that hands the chosen value to its caller', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectField id="box" label="Box" value="1" onChange={onChange} options={boxes} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Box' }), 'Bedroom');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('ties its error to the select, and shows what it is given under it inside the field', () => {
    render(
      <SelectField
        id="account"
        label="Account"
        className="account-selector"
        value="1"
        onChange={() => undefined}
        options={boxes}
        error="Choose an account."
      >
        <p role="status">Switching…</p>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Account' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose an account.');
    const field = select.closest('.field');
    expect(field).toHaveClass('account-selector');
    expect(field).toContainElement(screen.getByRole('status'));
  });
});
