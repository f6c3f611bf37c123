import { Navigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/page-title.tsx';
import { LocalLink, useLocalPath } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { EMAIL_PREFERENCES_PATH } from '../components/documents/paperless-box.tsx';
import { PayBillHeader, PayBillPromotions } from '../components/pay-bill-header.tsx';
import { PayBillNav } from '../components/pay-bill-nav.tsx';
import './documents.css';
import { useBillingT } from '../i18n/use-billing-t.ts';

/**
 * /pay-bill/dissuasion/?p=true (seed 002 §2): shown after paperless preferences were changed,
 * e.g. paper bills turned back on; it thanks, explains paperless once more, and leads back.
 * Without p=true there is nothing to confirm, so it goes to /pay-bill/.
 */
export default function DissuasionPage() {
  const { t } = useBillingT();
  const localPath = useLocalPath();
  const [params] = useSearchParams();
  if (params.get('p') !== 'true') return <Navigate to={localPath('/pay-bill/')} replace />;
  return (
    <div className="pay-bill-page stack dissuasion-page">
      <PageTitle title={t('billingDocuments.dissuasion.title')} />
      <PayBillHeader />
      <PayBillNav />
      <h1>{t('billingDocuments.dissuasion.title')}</h1>
      <Notice tone="success">
        <p>
          <strong>{t('billingDocuments.dissuasion.updated')}</strong>
        </p>
        <p>{t('billingDocuments.dissuasion.thanks')}</p>
      </Notice>
      <section className="card stack" aria-labelledby="dissuasion-what">
        <h2 id="dissuasion-what">{t('billingDocuments.dissuasion.whatTitle')}</h2>
        <ul>
          <li>{t('billingDocuments.dissuasion.point1')}</li>
          <li>{t('billingDocuments.dissuasion.point2')}</li>
          <li>{t('billingDocuments.dissuasion.point3')}</li>
          <li>{t('billingDocuments.dissuasion.point4')}</li>
        </ul>
        <div className="button-row">
          <LocalLink className="button button--primary" to={EMAIL_PREFERENCES_PATH}>
            {t('billingDocuments.dissuasion.goPaperless')}
          </LocalLink>
          <LocalLink className="button" to="/pay-bill/">
            {t('billingDocuments.dissuasion.backToPayBill')}
          </LocalLink>
        </div>
      </section>
      <PayBillPromotions />
    </div>
  );
}
