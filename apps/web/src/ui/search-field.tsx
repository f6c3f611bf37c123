import { useRef, useState, type RefObject } from 'react';
import { SEARCH_TERM_MAX_LENGTH } from '@coax/domain';

/** A search term that must not be blank: its text, whether a blank search was refused, and the field. */
export interface SearchTerm {
  text: string;
  empty: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  change: (text: string) => void;
  /** a blank search was asked for: say why and put focus on the field */
  refuse: () => void;
  /** the search goes ahead: no complaint stays */
  accept: () => void;
}

export function useSearchTerm(initial: string): SearchTerm {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initial);
  const [empty, setEmpty] = useState(false);
  return {
    text,
    empty,
    inputRef,
    change: (next) => {
      setText(next);
      if (empty && next.trim()) setEmpty(false);
    },
    refuse: () => {
      setEmpty(true);
      inputRef.current?.focus();
    },
    accept: () => setEmpty(false),
  };
}

/**
 * The term field of a search form: a labelled search input that says, and points to, why a blank
 * search was refused. The classes let each form keep its own look.
 */
export function SearchField({
  term,
  id,
  errorId,
  label,
  emptyMessage,
  className,
  invalidClassName,
  labelClassName = 'field__label',
  errorClassName = 'field__error',
  inputClassName = 'field__input',
  enterKeyHint,
}: {
  term: SearchTerm;
  id: string;
  errorId: string;
  label: string;
  emptyMessage: string;
  className: string;
  /** added to `className` while the refusal shows */
  invalidClassName?: string;
  labelClassName?: string;
  errorClassName?: string;
  inputClassName?: string;
  enterKeyHint?: 'search';
}) {
  const { empty } = term;
  return (
    <div className={empty && invalidClassName ? `${className} ${invalidClassName}` : className}>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      {empty ? (
        <p className={errorClassName} id={errorId}>
          {emptyMessage}
        </p>
      ) : null}
      <input
        ref={term.inputRef}
        id={id}
        type="search"
        className={inputClassName}
        value={term.text}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint={enterKeyHint}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? errorId : undefined}
        onChange={(event) => term.change(event.target.value)}
      />
    </div>
  );
}
