import type { FaqProduct } from '@coax/contract';
import { faqRoute } from '@coax/domain';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useFaqT } from '../i18n/use-faq-t.ts';

/** Every product and its categories as links to their answer lists (seed 000 §3 FAQ product). */
export function FaqTopics({ products }: { products: readonly FaqProduct[] }) {
  const { t } = useFaqT();
  return (
    <section className="faq-topics" aria-labelledby="faq-topics-title">
      <h2 id="faq-topics-title">{t('faq.browseTitle')}</h2>
      <ul className="faq-topics__grid">
        {products.map((p) => (
          <li key={p.id} className="card faq-topics__product">
            <h3>
              <LocalLink to={faqRoute({ productId: p.id })}>{p.name}</LocalLink>
            </h3>
            <ul className="faq-topics__subs">
              {p.subs.map((c) => (
                <li key={c.id}>
                  <LocalLink to={faqRoute({ productId: p.id, categoryId: c.id })}>{c.name}</LocalLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
