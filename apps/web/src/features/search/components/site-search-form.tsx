import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_CATEGORIES, searchRoute, type SearchCategory } from '@coax/domain';
import { useLocalPath } from '../../../i18n/local-link.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { SearchField, useSearchTerm } from '../../../ui/search-field.tsx';
import { Search } from 'lucide-react';
import { Icon } from '../../../ui/icon.tsx';

export interface SiteSearchFormProps {
  /** makes the field ids unique: the header, the mobile bar and the search page each have a form */
  idPrefix: string;
  /** compact: the header and mobile bar (labels hidden, icon button); full: the search page */
  variant: 'compact' | 'full';
  category?: SearchCategory;
  term?: string;
  supportFlag?: boolean | undefined;
  /** after a search is sent, e.g. to close the mobile bar */
  onSearched?: () => void;
}

/**
 * The header search (seed 000 §2): a term and one of the four categories, sent to
 * /search/#/{category}/{term}. A blank term is not searched; the visitor is told why instead.
 */
export function SiteSearchForm({
  idPrefix,
  variant,
  category = 'all-site',
  term = '',
  supportFlag,
  onSearched,
}: SiteSearchFormProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const [chosen, setChosen] = useState<SearchCategory>(category);
  const searchTerm = useSearchTerm(term);
  const [exact, setExact] = useState(supportFlag === true);
  const compact = variant === 'compact';
  const ids = {
    category: `${idPrefix}-category`,
    term: `${idPrefix}-term`,
    error: `${idPrefix}-error`,
    exact: `${idPrefix}-exact`,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The search page offers the phrase switch; the header keeps a flag it was opened with.
    const flag = compact ? supportFlag : exact ? true : supportFlag === undefined ? undefined : false;
    const route = searchRoute(chosen, searchTerm.text, chosen === 'support' ? flag : undefined);
    if (!route) {
      searchTerm.refuse();
      return;
    }
    searchTerm.accept();
    navigate(localPath(route));
    onSearched?.();
  };

  return (
    <form
      role="search"
      aria-label={t('search.formLabel')}
      className={`site-search site-search--${variant}`}
      onSubmit={onSubmit}
      noValidate
    >
      <div className="site-search__field site-search__field--category">
        <label htmlFor={ids.category} className={compact ? 'visually-hidden' : 'field__label'}>
          {t('search.categoryLabel')}
        </label>
        <select
          id={ids.category}
          className="site-search__select"
          value={chosen}
          onChange={(event) => setChosen(event.target.value as SearchCategory)}
        >
          {SEARCH_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`search.category.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <SearchField
        term={searchTerm}
        id={ids.term}
        errorId={ids.error}
        label={t('search.termLabel')}
        emptyMessage={t('search.empty')}
        className="site-search__field site-search__field--term"
        labelClassName={compact ? 'visually-hidden' : 'field__label'}
        errorClassName={compact ? 'site-search__error' : 'field__error'}
        inputClassName="site-search__input"
        enterKeyHint="search"
      />
      {!compact && chosen === 'support' ? (
        <div className="checkbox site-search__exact">
          <input
            id={ids.exact}
            type="checkbox"
            checked={exact}
            onChange={(event) => setExact(event.target.checked)}
          />
          <label htmlFor={ids.exact}>{t('search.exact')}</label>
        </div>
      ) : null}
      {compact ? (
        <button type="submit" className="site-search__go">
          <Icon icon={Search} size="md" />
          <span className="visually-hidden">{t('search.start')}</span>
        </button>
      ) : (
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      )}
    </form>
  );
}
