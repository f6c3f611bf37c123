import { useConfig } from '../../../config/get-config.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { RichText } from '../../../i18n/rich-message.tsx';
import { useOutageT } from '../i18n/use-outage-t.ts';
import { telHref } from '../../../ui/tel-href.ts';

/** Seed 000 §2 #/PendingVOD: what an on-demand hold is, why it happens, and how it lifts. */
export function PendingVod() {
  const { t } = useOutageT();
  const config = useConfig().data;
  return (
    <div className="outage-vod stack">
      <p className="lede">{t('outage.vod.body')}</p>
      <p>{t('outage.vod.why')}</p>
      <p className="button-row">
        <LocalLink to="/pay-bill/" className="button button--primary">
          {t('outage.payBill')}
        </LocalLink>
        <LocalLink to="/support/outage/#/UnauthenticatedUserOutage" className="button">
          {t('outage.vod.checkArea')}
        </LocalLink>
      </p>
      {config ? (
        <p>
          <RichText
            text={t('outage.vod.help')}
            values={{ phone: <a href={telHref(config.brand.supportPhone)}>{config.brand.supportPhone}</a> }}
          />
        </p>
      ) : null}
    </div>
  );
}
