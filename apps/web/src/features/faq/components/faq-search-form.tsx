import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FAQ_ALL_PRODUCT_ID, faqRoute } from '@coax/domain';
import { useLocalPath } from '../../../i18n/local-link.tsx';
import { SearchField, useSearchTerm } from '../../../ui/search-field.tsx';
import { useFaqProducts } from '../api/get-faq-products.ts';
import { useFaqT } from '../i18n/use-faq-t.ts';

export interface FaqSearchFormProps {
  /** makes ids unique: the footer and the FAQ page both have this form */
  idPrefix: string;
  /** the visible heading of the form; also its accessible name */
  title: string;
  headingLevel?: 2 | 3;
  productId?: string | undefined;
  categoryId?: string | undefined;
  keyword?: string | undefined;
}

/**
 * Seed 000 §2 "Footer/header FAQ search": an optional product, an optional category of that
 * product and a keyword; the route is built by faqRoute. A chosen product with no keyword opens
 * that product's list; with neither, the search does not run and the keyword is asked for.
 */
export function FaqSearchForm({
  idPrefix,
  title,
  headingLevel = 2,
  productId,
  categoryId,
  keyword = '',
}: FaqSearchFormProps) {
  const { t } = useFaqT();
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const products = useFaqProducts();
  const [product, setProduct] = useState(productId ?? FAQ_ALL_PRODUCT_ID);
  const [category, setCategory] = useState(categoryId ?? '');
  const term = useSearchTerm(keyword);
  const ids = {
    heading: `${idPrefix}-title`,
    product: `${idPrefix}-product`,
    category: `${idPrefix}-category`,
    keyword: `${idPrefix}-keyword`,
    error: `${idPrefix}-error`,
  };
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const subs = products.data?.products.find((p) => p.id === product)?.subs ?? [];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!term.text.trim() && product === FAQ_ALL_PRODUCT_ID) {
      term.refuse();
      return;
    }
    term.accept();
    navigate(localPath(faqRoute({ productId: product, categoryId: category, keyword: term.text })));
  };

  return (
    <form className="faq-search" aria-labelledby={ids.heading} onSubmit={onSubmit} noValidate>
      <Heading id={ids.heading} className="faq-search__title">
        {title}
      </Heading>
      <div className="faq-search__fields">
        <div className="field faq-search__field">
          <label className="field__label" htmlFor={ids.product}>
            {t('faq.product')}
          </label>
          <select
            id={ids.product}
            className="field__input"
            value={product}
            onChange={(event) => {
              setProduct(event.target.value);
              setCategory('');
            }}
          >
            <option value={FAQ_ALL_PRODUCT_ID}>{t('faq.allProducts')}</option>
            {products.data?.products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field faq-search__field">
          <label className="field__label" htmlFor={ids.category}>
            {t('faq.category')}
          </label>
          <select
            id={ids.category}
            className="field__input"
            value={category}
            disabled={subs.length === 0}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">{t('faq.allCategories')}</option>
            {subs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <SearchField
          term={term}
          id={ids.keyword}
          errorId={ids.error}
          label={t('faq.keyword')}
          emptyMessage={t('faq.keywordRequired')}
          className="field faq-search__field faq-search__field--keyword"
          invalidClassName="field--invalid"
        />
        <button type="submit" className="button button--primary faq-search__submit">
          {t('faq.submit')}
        </button>
      </div>
      {products.isError ? <p className="field__hint">{t('faq.productsFailed')}</p> : null}
    </form>
  );
}
