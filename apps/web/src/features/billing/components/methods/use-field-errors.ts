import { useCallback, useState } from 'react';
import { hasErrors, type FormErrors } from '@coax/domain';
import { useBillingT, type BillingMessageKey as MessageKey } from '../../i18n/use-billing-t.ts';
import { messageKeyFor } from './messages.ts';
import { plainMessage } from './form-fields.tsx';

/** A domain check's message in the page's language when the catalogue has it. */
export function useMessageText(): (message: string) => string {
  const { t } = useBillingT();
  return useCallback(
    (message: string) => {
      const key = messageKeyFor(message);
      return key ? t(key) : message;
    },
    [t],
  );
}

/**
 * When a form shows its field errors (seed 002 §5 forms): a field's own after it loses focus,
 * all of them after a submit, and the server's until the field is changed. The rules are the
 * domain's, run on every render, so the message always matches what is typed now.
 */
export function useFieldErrors<F extends string>(errs: FormErrors<F>, idPrefix: string) {
  const { t } = useBillingT();
  const text = useMessageText();
  const [touched, setTouched] = useState<ReadonlySet<F>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Partial<Record<string, MessageKey>>>({});

  const errorFor = (field: F): string | undefined => {
    const fromServer = server[field];
    if (fromServer) return t(fromServer);
    const own = errs[field];
    return own && (submitted || touched.has(field)) ? text(own) : undefined;
  };

  const [summary, setSummary] = useState<{ message: string; fieldId: string }[]>([]);
  const items = (entries: [string, string | undefined][]) =>
    entries.flatMap(([field, message]) =>
      message ? [{ message: plainMessage(message), fieldId: `${idPrefix}-${field}` }] : [],
    );

  return {
    errorFor,
    /** call from onBlur */
    touch: (field: F) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))),
    /** call when a field's value changes: the server's verdict on the old value no longer applies */
    changed: (field: F) =>
      setServer((s) => {
        if (!(field in s)) return s;
        const next = { ...s };
        delete next[field];
        return next;
      }),
    /** marks the form submitted; true when the browser found nothing wrong */
    submit: () => {
      setSubmitted(true);
      // A snapshot: the summary takes focus when it changes, so it must not change while typing.
      setSummary(
        items((Object.entries(errs) as [string, string | undefined][]).map(([f, m]) => [f, m && text(m)])),
      );
      return !hasErrors(errs);
    },
    /** the server's refusal, field -> catalogue key (messages.ts serverFieldErrors) */
    setServerErrors: (byField: Record<string, MessageKey>) => {
      setServer(byField);
      setSummary(items(Object.entries(byField).map(([f, key]) => [f, t(key)])));
    },
    reset: () => {
      setTouched(new Set());
      setSubmitted(false);
      setServer({});
      setSummary([]);
    },
    /** the error summary's items as of the last submit, in field order, each linking to its field */
    summary,
  };
}
