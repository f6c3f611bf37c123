import { useEffect } from 'react';
import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { SearchField, useSearchTerm } from './search-field.tsx';

export default { title: 'ui/SearchField' };

function Search({ initial = '', refused = false }: { initial?: string; refused?: boolean }) {
  const { t } = useT();
  const term = useSearchTerm(initial);
  const { refuse } = term;
  useEffect(() => {
    if (refused) refuse();
    // once, as a blank search would on submit
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refused]);
  return (
    <form
      role="search"
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (term.text.trim()) term.accept();
        else term.refuse();
      }}
    >
      <SearchField
        term={term}
        id="g-search"
        errorId="g-search-error"
        label={t('search.termLabel')}
        emptyMessage={t('search.empty')}
        className="field"
        invalidClassName="field--invalid"
      />
      <button type="submit" className="button button--primary">
        {t('search.submit')}
      </button>
    </form>
  );
}

export const Default: GalleryStory = () => <Search />;
export const Filled: GalleryStory = () => <Search initial="DVR" />;
/** A blank search was asked for: the field says why and takes focus. */
export const Empty: GalleryStory = () => <Search refused />;

export const Spanish: GalleryStory = () => <Empty />;
Spanish.meta = { lang: 'es' };
