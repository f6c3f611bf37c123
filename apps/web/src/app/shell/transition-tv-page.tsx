import { faqRoute } from '@coax/domain';
import { LocalLink } from '../../i18n/local-link.tsx';
import { RichMessage } from '../../i18n/rich-message.tsx';
import { useT } from '../../i18n/use-t.ts';
import { telHref } from '../../ui/tel-href.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useSupportPhone } from '../../config/get-support-number.ts';

/** The FAQ product that holds the TV answers (seed data: product 2). */
const TV_FAQ_PRODUCT = '2';

/**
 * /pages/transition-tv.html (seed 000 §2): where the tv menu sends a customer whose corp is in the
 * blocked list (security flags), unless they have the special box (seed 000 §6).
 */
export default function TransitionTvPage() {
  const { t } = useT();
  const phone = useSupportPhone();
  return (
    <div className="transition-tv stack">
      <PageTitle title={t('transitionTv.title')} />
      <h1>{t('transitionTv.title')}</h1>
      <p className="lede">{t('transitionTv.intro')}</p>
      <section aria-labelledby="transition-changes">
        <h2 id="transition-changes">{t('transitionTv.whatChanges')}</h2>
        <ul>
          <li>{t('transitionTv.change1')}</li>
          <li>{t('transitionTv.change2')}</li>
          <li>{t('transitionTv.change3')}</li>
        </ul>
      </section>
      <section aria-labelledby="transition-todo">
        <h2 id="transition-todo">{t('transitionTv.whatToDo')}</h2>
        <p>{t('transitionTv.todo')}</p>
      </section>
      {phone ? (
        <p>
          <RichMessage
            id="transitionTv.questions"
            values={{
              phone: <a href={telHref(phone)}>{phone}</a>,
              faq: (
                <LocalLink to={faqRoute({ productId: TV_FAQ_PRODUCT })}>
                  {t('transitionTv.faqLink')}
                </LocalLink>
              ),
            }}
          />
        </p>
      ) : null}
    </div>
  );
}
