import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import {
  PASSWORD_MAX_LENGTH_MESSAGE_MS,
  validationMessageDelayMs,
  type FieldCheck,
  type ValidationTiming,
} from '@coax/domain';
import './live-field.css';

/** A live check's verdict: a domain FieldCheck, or a pass that has something to say ('Confirm password matches.'). */
export type LiveCheck<Code extends string> = FieldCheck<Code> | { ok: true; message: string };

/** A cap on what the field keeps (seed 000 §5: the password "stops at 32 characters"). */
export interface LiveFieldLimit {
  /** what the field keeps of a typed or pasted value, and whether anything was cut */
  apply: (value: string) => { value: string; truncated: boolean };
  /** said for PASSWORD_MAX_LENGTH_MESSAGE_MS when input was cut */
  message: string;
}

/**
 * Whether a mouse, pen or touch press is under way anywhere in the page. A field left by pressing
 * a button must not grow a message before the press ends: the message would push the button away
 * from under the pointer between press and release, and the click (say, on Submit) would be lost.
 */
const press = { down: false, listening: false };
function watchPresses(): void {
  if (press.listening) return;
  press.listening = true;
  window.addEventListener('pointerdown', () => (press.down = true), true);
  window.addEventListener('pointerup', () => (press.down = false), true);
  window.addEventListener('pointercancel', () => (press.down = false), true);
}

/** Runs `then` once the current press has ended and its click has been handled. */
function afterPress(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ended = () => {
    window.removeEventListener('pointerup', ended, true);
    window.removeEventListener('pointercancel', ended, true);
    // The click follows the release in the same turn; the message waits for it.
    timer = setTimeout(then, 0);
  };
  window.addEventListener('pointerup', ended, true);
  window.addEventListener('pointercancel', ended, true);
  return () => {
    window.removeEventListener('pointerup', ended, true);
    window.removeEventListener('pointercancel', ended, true);
    clearTimeout(timer);
  };
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'maxLength'
>;

export interface LiveFieldProps<Code extends string> extends InputProps {
  id: string;
  label: string;
  hint?: string | undefined;
  value: string;
  onValueChange: (value: string) => void;
  /** the domain rule, run on the value being typed */
  check: (value: string) => LiveCheck<Code>;
  /** the words for a failed check, e.g. the catalogue's by code; the domain's message otherwise */
  messageFor?: ((code: Code, domainMessage: string) => string) | undefined;
  /** which seed 000 §5 delay applies: 500 ms for id, name, zip and password, 750 ms otherwise */
  timing?: ValidationTiming | undefined;
  /** the form's own verdict (a strict check on submit, or the server's); shown instead of the live one */
  error?: string | undefined;
  /** a count the form raises on each submit: every field then shows its verdict at once */
  revealCount?: number | undefined;
  limit?: LiveFieldLimit | undefined;
  ref?: Ref<HTMLInputElement>;
  /** shown under the input, e.g. a strength meter */
  children?: ReactNode;
}

/**
 * A labelled input that runs a domain check as the user types (seed 000 §5). The verdict appears
 * once typing pauses for the seed's delay, and at once when the field is left (once the press
 * that left it is over, so a button being clicked stays under the pointer) or the form is
 * submitted. A verdict belongs to the value it was found for, so typing on hides it until the
 * next pause rather than leaving a stale message up. The message is tied to the input with
 * aria-describedby and announced politely; aria-invalid is set only while an error shows.
 */
export function LiveField<Code extends string>({
  id,
  label,
  hint,
  value,
  onValueChange,
  check,
  messageFor,
  timing = 'other',
  error,
  revealCount = 0,
  limit,
  className,
  ref,
  children,
  onBlur,
  ...input
}: LiveFieldProps<Code>) {
  // The value whose verdict may show; null until the user has done something with the field.
  const [revealed, setRevealed] = useState<string | null>(null);
  const [seenRevealCount, setSeenRevealCount] = useState(revealCount);
  const [limitNotice, setLimitNotice] = useState(false);
  const typed = useRef(false);
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const limitTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A submit shows every field's verdict for what it holds now (state adjusted while rendering,
  // so the message is there in the same paint as the form's own summary).
  if (revealCount !== seenRevealCount) {
    setSeenRevealCount(revealCount);
    setRevealed(value);
  }

  const cancelAfterPress = useRef<() => void>(undefined);

  useEffect(() => {
    watchPresses();
    return () => {
      clearTimeout(pause.current);
      clearTimeout(limitTimer.current);
      cancelAfterPress.current?.();
    };
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    let next = event.target.value;
    if (limit) {
      const limited = limit.apply(next);
      next = limited.value;
      if (limited.truncated) {
        clearTimeout(limitTimer.current);
        setLimitNotice(true);
        limitTimer.current = setTimeout(() => setLimitNotice(false), PASSWORD_MAX_LENGTH_MESSAGE_MS);
      }
    }
    typed.current = true;
    onValueChange(next);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => setRevealed(next), validationMessageDelayMs(timing));
  };

  const onLeave = (event: FocusEvent<HTMLInputElement>) => {
    // Leaving a field the user never typed in says nothing: only a submit judges an untouched field.
    if (typed.current || revealed !== null) {
      clearTimeout(pause.current);
      cancelAfterPress.current?.();
      const shown = value;
      if (press.down) cancelAfterPress.current = afterPress(() => setRevealed(shown));
      else setRevealed(shown);
    }
    onBlur?.(event);
  };

  const verdict = revealed !== null && revealed === value ? check(value) : null;
  let message: { text: string; tone: 'error' | 'success' } | null = null;
  if (error) message = { text: error, tone: 'error' };
  else if (verdict && !verdict.ok) {
    message = {
      text: messageFor ? messageFor(verdict.code, verdict.message) : verdict.message,
      tone: 'error',
    };
  } else if (verdict && 'message' in verdict && typeof verdict.message === 'string') {
    message = { text: verdict.message, tone: 'success' };
  }

  const hintId = hint ? `${id}-hint` : undefined;
  const messageId = `${id}-message`;
  const limitId = `${id}-limit`;
  const describedBy =
    [hintId, message ? messageId : undefined, limitNotice ? limitId : undefined].filter(Boolean).join(' ') ||
    undefined;
  const invalid = message?.tone === 'error';

  return (
    <div className={`field live-field${invalid ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {/* Always in the page, so screen readers announce what appears in it. */}
      <div className="live-field__messages" aria-live="polite">
        {message ? (
          <p id={messageId} className={message.tone === 'error' ? 'field__error' : 'live-field__success'}>
            {message.text}
          </p>
        ) : null}
        {limitNotice && limit ? (
          <p id={limitId} className="live-field__limit">
            {limit.message}
          </p>
        ) : null}
      </div>
      <input
        ref={ref}
        id={id}
        className="field__input"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={onChange}
        onBlur={onLeave}
        {...input}
      />
      {children}
    </div>
  );
}

/**
 * The value as it was when typing last paused for `delayMs`: for things that follow a field's
 * check at the same pace (the password strength meter follows the 500 ms password debounce).
 */
export function useSettledValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
