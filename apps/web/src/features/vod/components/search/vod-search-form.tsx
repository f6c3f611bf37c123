import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_TERM_MAX_LENGTH, onDemandSearchPath } from '@coax/domain';
import { useLocalPath } from '../../../../i18n/local-link.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';

/**
 * Search again from the results: the term goes to /tv/on-demand/#/search/{term}, quotes and all
 * (a quoted term asks for the phrase or the full name). A blank term is not searched.
 */
export function VodSearchForm({ term }: { term: string }) {
  const { t } = useVodT();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(term);
  const [empty, setEmpty] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      setEmpty(true);
      input.current?.focus();
      return;
    }
    setEmpty(false);
    navigate(localPath(onDemandSearchPath(text)));
  };

  return (
    <form
      role="search"
      aria-label={t('vodSummary.search.form')}
      className="vod-search__form"
      onSubmit={onSubmit}
      noValidate
    >
      <TextField
        ref={input}
        id={`${id}-term`}
        type="search"
        label={t('vodSummary.search.label')}
        hint={t('vodSummary.search.hint')}
        error={empty ? t('vodSummary.search.empty') : undefined}
        value={text}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('vodSummary.search.submit')}
      </button>
    </form>
  );
}
