import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  LIVE_CHECK_MESSAGE_DELAY_MS,
  PASSWORD_CHECK_DEBOUNCE_MS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH_MESSAGE_MS,
  PasswordMessages,
  VALIDATION_MESSAGE_DELAY_MS,
  ZipMessages,
  checkPasswordConfirmation,
  checkZipLive,
  limitPasswordInput,
  validatePassword,
  type ValidationTiming,
} from '@coax/domain';
import { LiveField, type LiveCheck, type LiveFieldLimit } from './live-field.tsx';

interface HarnessProps {
  check?: (value: string) => LiveCheck<string>;
  timing?: ValidationTiming;
  error?: string;
  limit?: LiveFieldLimit;
  messageFor?: (code: string, message: string) => string;
}

/** A form with one live field, a second control to move focus to, and a submit that reveals. */
function Harness({ check = checkZipLive, ...rest }: HarnessProps) {
  const [value, setValue] = useState('');
  const [revealCount, setRevealCount] = useState(0);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setRevealCount((n) => n + 1);
      }}
    >
      <LiveField
        id="f"
        label="Field"
        hint="A hint"
        value={value}
        onValueChange={setValue}
        check={check}
        revealCount={revealCount}
        {...rest}
      />
      <button type="submit">Send</button>
    </form>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Field');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/**
 * Events are fired directly rather than through user-event: its waits run on timers, and here the
 * clock is fake and moves only when a test says so, which is what makes the delays exact.
 */
const user = {
  type: (input: HTMLInputElement, text: string) => {
    for (const char of text) {
      const next = char === '\b' ? input.value.slice(0, -1) : input.value + char;
      fireEvent.change(input, { target: { value: next } });
    }
  },
  paste: (input: HTMLInputElement, text: string) =>
    fireEvent.change(input, { target: { value: input.value + text } }),
  leave: (input: HTMLInputElement) => fireEvent.blur(input),
  submit: () => fireEvent.click(screen.getByRole('button', { name: 'Send' })),
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LiveField', () => {
  it.each([
    ['id', LIVE_CHECK_MESSAGE_DELAY_MS],
    ['name', LIVE_CHECK_MESSAGE_DELAY_MS],
    ['zip', LIVE_CHECK_MESSAGE_DELAY_MS],
    ['password', PASSWORD_CHECK_DEBOUNCE_MS],
    ['other', VALIDATION_MESSAGE_DELAY_MS],
  ] as const)('shows the %s check’s message %i ms after the last keystroke, not before', (timing, delay) => {
    render(<Harness timing={timing} />);
    user.type(field(), '11a');
    wait(delay - 1);
    expect(screen.queryByText(ZipMessages.numbersOnly)).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
    wait(1);
    expect(screen.getByText(ZipMessages.numbersOnly)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription(`A hint ${ZipMessages.numbersOnly}`);
  });

  it('waits 750 ms when no timing is named', () => {
    render(<Harness timing={undefined} />);
    user.type(field(), 'x');
    wait(VALIDATION_MESSAGE_DELAY_MS - 1);
    expect(screen.queryByText(ZipMessages.numbersOnly)).not.toBeInTheDocument();
    wait(1);
    expect(screen.getByText(ZipMessages.numbersOnly)).toBeInTheDocument();
  });

  it('restarts the wait with each keystroke', () => {
    render(<Harness timing="zip" />);
    user.type(field(), 'a');
    wait(LIVE_CHECK_MESSAGE_DELAY_MS - 100);
    user.type(field(), 'b');
    wait(LIVE_CHECK_MESSAGE_DELAY_MS - 100);
    expect(screen.queryByText(ZipMessages.numbersOnly)).not.toBeInTheDocument();
    wait(100);
    expect(screen.getByText(ZipMessages.numbersOnly)).toBeInTheDocument();
  });

  it('hides a verdict as soon as the value changes, until the next pause', () => {
    render(<Harness timing="zip" />);
    user.type(field(), '1a');
    wait(LIVE_CHECK_MESSAGE_DELAY_MS);
    expect(screen.getByText(ZipMessages.numbersOnly)).toBeInTheDocument();
    user.type(field(), '\b');
    expect(screen.queryByText(ZipMessages.numbersOnly)).not.toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
    user.type(field(), '23456');
    wait(LIVE_CHECK_MESSAGE_DELAY_MS);
    expect(screen.getByText(ZipMessages.limit)).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(`A hint ${ZipMessages.limit}`);
  });

  it('shows the verdict at once when the field is left', () => {
    render(<Harness timing="other" />);
    user.type(field(), 'abc');
    user.leave(field());
    expect(screen.getByText(ZipMessages.numbersOnly)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('waits for a press that leaves the field to end, so the pressed button does not move away', () => {
    render(<Harness timing="other" />);
    user.type(field(), 'abc');
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.pointerDown(send);
    user.leave(field());
    expect(screen.queryByText(ZipMessages.numbersOnly)).not.toBeInTheDocument();
    fireEvent.pointerUp(send);
    wait(0);
    expect(screen.getByText(ZipMessages.numbersOnly)).toBeInTheDocument();
  });

  it('says nothing when a field is only passed through', () => {
    render(<Harness check={validatePassword} timing="password" />);
    fireEvent.focus(field());
    user.leave(field());
    wait(VALIDATION_MESSAGE_DELAY_MS * 2);
    expect(screen.queryByText(PasswordMessages.length)).not.toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription('A hint');
  });

  it('shows the verdict at once on submit, even for a field never typed in', () => {
    render(<Harness check={validatePassword} timing="password" />);
    user.submit();
    expect(screen.getByText(PasswordMessages.length)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a passing check’s own words without marking the field invalid', () => {
    const check = (value: string): LiveCheck<'mismatch'> => {
      const verdict = checkPasswordConfirmation('Secret99', value);
      if (verdict.kind === 'mismatch') return { ok: false, code: 'mismatch', message: verdict.message };
      return verdict.kind === 'match' ? { ok: true, message: verdict.message } : { ok: true };
    };
    render(<Harness check={check} timing="password" />);
    user.type(field(), 'Secret9');
    wait(PASSWORD_CHECK_DEBOUNCE_MS);
    expect(screen.getByText(PasswordMessages.mismatch)).toBeInTheDocument();
    user.type(field(), '9');
    wait(PASSWORD_CHECK_DEBOUNCE_MS);
    expect(screen.getByText(PasswordMessages.confirmed)).toBeInTheDocument();
    expect(field()).not.toHaveAttribute('aria-invalid');
    expect(field()).toHaveAccessibleDescription(`A hint ${PasswordMessages.confirmed}`);
  });

  it('puts the words through messageFor, for the page’s language', () => {
    render(<Harness timing="zip" messageFor={(code) => `[${code}]`} />);
    user.type(field(), 'a');
    wait(LIVE_CHECK_MESSAGE_DELAY_MS);
    expect(screen.getByText('[numbersOnly]')).toBeInTheDocument();
  });

  it('shows the form’s own error instead of the live verdict', () => {
    render(<Harness timing="zip" error="Please enter a valid zip code" />);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    user.type(field(), 'a');
    wait(LIVE_CHECK_MESSAGE_DELAY_MS);
    expect(screen.queryByText(ZipMessages.numbersOnly)).not.toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription('A hint Please enter a valid zip code');
  });

  it(`stops at ${PASSWORD_MAX_LENGTH} characters and says so for ${PASSWORD_MAX_LENGTH_MESSAGE_MS} ms`, () => {
    const limit = { apply: limitPasswordInput, message: PasswordMessages.maxLength };
    render(<Harness check={validatePassword} timing="password" limit={limit} />);
    const full = 'Ab3d'.repeat(PASSWORD_MAX_LENGTH / 4);
    user.type(field(), full);
    expect(field()).toHaveValue(full);
    expect(screen.queryByText(PasswordMessages.maxLength)).not.toBeInTheDocument();

    user.type(field(), 'Z');
    expect(field()).toHaveValue(full);
    expect(screen.getByText(PasswordMessages.maxLength)).toBeInTheDocument();
    expect(field()).toHaveAccessibleDescription(`A hint ${PasswordMessages.maxLength}`);
    wait(PASSWORD_MAX_LENGTH_MESSAGE_MS - 1);
    expect(screen.getByText(PasswordMessages.maxLength)).toBeInTheDocument();
    wait(1);
    expect(screen.queryByText(PasswordMessages.maxLength)).not.toBeInTheDocument();
  });

  it('cuts a pasted value to the limit', () => {
    const limit = { apply: limitPasswordInput, message: PasswordMessages.maxLength };
    render(<Harness check={validatePassword} timing="password" limit={limit} />);
    user.paste(field(), 'x1'.repeat(PASSWORD_MAX_LENGTH));
    expect(field()).toHaveValue('x1'.repeat(PASSWORD_MAX_LENGTH / 2));
    expect(screen.getByText(PasswordMessages.maxLength)).toBeInTheDocument();
  });
});
