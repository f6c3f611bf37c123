import { useBrandName } from '../../../config/get-config.ts';
import { useSupportPhone } from '../../../config/get-support-number.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { telHref } from '../../../ui/tel-href.ts';
import { usePhoneT } from '../i18n/use-phone-t.ts';

/** For an account without phone service (seed 000 §6: phone gates voicemail): where to turn. */
export function NoPhone() {
  const { t } = usePhoneT();
  const brand = useBrandName() ?? '';
  const support = useSupportPhone();
  return (
    <Notice>
      <h2>{t('phone.noPhone.title')}</h2>
      <p>{t('phone.noPhone', { brand })}</p>
      {support ? (
        <p>
          {t('phone.noPhone.support', { brand })} <a href={telHref(support)}>{support}</a>.
        </p>
      ) : null}
      <p>
        <LocalLink to="/FAQ">{t('phone.noPhone.faq')}</LocalLink>
      </p>
    </Notice>
  );
}
