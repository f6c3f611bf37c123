import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocalPath } from '../../../../i18n/local-link.tsx';
import { useVodT } from '../../i18n/use-vod-t.ts';

/** Seed 001 §2: "a search box leading to the on-demand search" (/tv/on-demand/#/search/{term}). */
export function CartSearch() {
  const { t } = useVodT();
  const id = useId();
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const localPath = useLocalPath();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = term.trim();
    if (!q) return;
    void navigate(localPath(`/tv/on-demand/#/search/${encodeURIComponent(q)}`));
  };

  return (
    <form role="search" aria-label={t('vodCart.search')} className="cart-search" onSubmit={submit}>
      <label htmlFor={id} className="field__label">
        {t('vodCart.search')}
      </label>
      <div className="cart-search__row">
        <input
          id={id}
          type="search"
          className="field__input"
          value={term}
          onChange={(e) => setTerm(e.currentTarget.value)}
        />
        <button type="submit" className="button button--small">
          {t('vodCart.searchButton')}
        </button>
      </div>
    </form>
  );
}
