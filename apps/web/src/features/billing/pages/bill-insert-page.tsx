import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/page-title.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatCalendarDate } from '../../../i18n/format.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useBillInsert } from '../api/get-bill-insert.ts';
import { useBillInserts } from '../api/get-bill-inserts.ts';
import { PayBillHeader, PayBillPromotions } from '../components/pay-bill-header.tsx';
import { PayBillNav } from '../components/pay-bill-nav.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { LoadingCard } from '../../../ui/loading-card.tsx';
import './documents.css';
import { useBillingT } from '../i18n/use-billing-t.ts';

/** /pay-bill/bill-insert/index.html?bi={insertId} shows one notice; /pay-bill/bill-insert lists them (seed 002 §2). */
export default function BillInsertPage() {
  const [params] = useSearchParams();
  const id = params.get('bi');
  return (
    <div className="pay-bill-page stack bill-insert-page">
      <PayBillHeader />
      <PayBillNav />
      {id ? <OneInsert id={id} /> : <InsertList />}
      <PayBillPromotions />
    </div>
  );
}

function Loading() {
  const { t } = useBillingT();
  return <LoadingCard label={t('billingDocuments.insert.loading')} lines={5} />;
}

function OneInsert({ id }: { id: string }) {
  const { t, lang, locale } = useBillingT();
  const insert = useBillInsert(id);
  const back = (
    <p>
      <LocalLink to="/pay-bill/bill-insert">{t('billingDocuments.insert.back')}</LocalLink>
    </p>
  );
  if (insert.isPending) {
    return (
      <>
        <h1>{t('billingDocuments.insert.listTitle')}</h1>
        <Loading />
      </>
    );
  }
  if (insert.isError) {
    return (
      <>
        <PageTitle title={t('billingDocuments.insert.listTitle')} />
        <h1>{t('billingDocuments.insert.listTitle')}</h1>
        {isApiError(insert.error, 'NOT_FOUND') || isApiError(insert.error, 'BAD_REQUEST') ? (
          <Notice tone="warning">
            <p>{t('billingDocuments.insert.notFound')}</p>
          </Notice>
        ) : (
          <LoadFailed
            message={t('billingDocuments.insert.loadFailed')}
            onRetry={() => void insert.refetch()}
            retrying={insert.isFetching}
          />
        )}
        {back}
      </>
    );
  }
  const title = insert.data.title[lang];
  return (
    <>
      <PageTitle title={title} />
      <article className="card stack bill-insert">
        <h1>{title}</h1>
        <p className="bill-insert__date">
          {t('billingDocuments.insert.published', {
            date: formatCalendarDate(insert.data.publishedDate, locale),
          })}
        </p>
        {insert.data.body[lang].split(/\n\s*\n/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </article>
      {back}
    </>
  );
}

function InsertList() {
  const { t, lang, locale } = useBillingT();
  const inserts = useBillInserts();
  let body;
  if (inserts.isPending) body = <Loading />;
  else if (inserts.isError) {
    body = (
      <LoadFailed
        message={t('billingDocuments.insert.loadFailed')}
        onRetry={() => void inserts.refetch()}
        retrying={inserts.isFetching}
      />
    );
  } else if (inserts.data.inserts.length === 0) {
    body = (
      <Notice>
        <p>{t('billingDocuments.insert.none')}</p>
      </Notice>
    );
  } else {
    body = (
      <ul className="bill-insert-list">
        {inserts.data.inserts.map((i) => (
          <li key={i.id}>
            <LocalLink to={`/pay-bill/bill-insert/index.html?bi=${encodeURIComponent(i.id)}`}>
              {i.title[lang]}
            </LocalLink>
            <span className="bill-insert-list__date">
              {' '}
              {t('billingDocuments.insert.published', { date: formatCalendarDate(i.publishedDate, locale) })}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <PageTitle title={t('billingDocuments.insert.listTitle')} />
      <h1>{t('billingDocuments.insert.listTitle')}</h1>
      <p className="lede">{t('billingDocuments.insert.intro')}</p>
      {body}
    </>
  );
}
