import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FAQ_ALL_PRODUCT_ID, SEARCH_TERM_MAX_LENGTH, faqRoute } from '@coax/domain';
import { useLocalPath } from '../../../i18n/local-link.tsx';
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
 * product and a keyword; the route is built by faqRoute, and the search runs only when the
 * keyword is not blank.
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
  const inputRef = useRef<HTMLInputElement>(null);
  const [product, setProduct] = useState(productId ?? FAQ_ALL_PRODUCT_ID);
  const [category, setCategory] = useState(categoryId ?? '');
  const [text, setText] = useState(keyword);
  const [empty, setEmpty] = useState(false);
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
    if (!text.trim()) {
      setEmpty(true);
      inputRef.current?.focus();
      return;
    }
    setEmpty(false);
    navigate(localPath(faqRoute({ productId: product, categoryId: category, keyword: text })));
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
        <div
          className={`field faq-search__field faq-search__field--keyword${empty ? ' field--invalid' : ''}`}
        >
          <label className="field__label" htmlFor={ids.keyword}>
            {t('faq.keyword')}
          </label>
          {empty ? (
            <p className="field__error" id={ids.error}>
              {t('faq.keywordRequired')}
            </p>
          ) : null}
          <input
            ref={inputRef}
            id={ids.keyword}
            type="search"
            className="field__input"
            value={text}
            maxLength={SEARCH_TERM_MAX_LENGTH}
            autoComplete="off"
            aria-invalid={empty || undefined}
            aria-describedby={empty ? ids.error : undefined}
            onChange={(event) => {
              setText(event.target.value);
              if (empty && event.target.value.trim()) setEmpty(false);
            }}
          />
        </div>
        <button type="submit" className="button button--primary faq-search__submit">
          {t('faq.submit')}
        </button>
      </div>
      {products.isError ? <p className="field__hint">{t('faq.productsFailed')}</p> : null}
    </form>
  );
}
