import { Navigate, useLocation, useSearchParams } from 'react-router';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCurrentSession } from '../../../session/current-session.ts';
import { useLanguage } from '../../../i18n/language-context.ts';
import { LocalLink } from '../../../i18n/local-link.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { loginHref, sessionEndedReason } from '../../../lib/login-href.ts';
import { Notice } from '../../../ui/notice.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useBoxSettingsBoxes } from '../api/get-box-settings-boxes.ts';
import { BoxSettingsPanel } from '../components/box-settings-panel.tsx';
import { useBoxSettingsT } from '../i18n/use-box-settings-t.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import '../components/box-settings.css';
import { SelectField } from '../../../ui/select-field.tsx';

/**
 * /tv/settings: network settings for the account's TV boxes (seed 001 §7). The chosen box is in
 * the address (?box=), so a reload or a shared link shows the same box.
 */
export default function BoxSettingsPage() {
  const { t } = useBoxSettingsT();
  const common = useT();
  const { session, isPending, refetch } = useCurrentSession();
  const location = useLocation();
  const { prefix } = useLanguage();
  const signedIn = Boolean(session?.user);
  const boxes = useBoxSettingsBoxes(signedIn);
  const [params, setParams] = useSearchParams();

  const header = (
    <>
      <PageTitle title={t('boxSettings.title')} />
      <h1>{t('boxSettings.title')}</h1>
    </>
  );

  if (isPending) return <Spinner label={common.t('session.checking')} />;
  if (session && !session.user && !session.agent) {
    return (
      <Navigate
        to={loginHref(location.pathname + location.search, sessionEndedReason(session), prefix)}
        replace
      />
    );
  }
  if (!signedIn) {
    return (
      <div className="box-settings stack">
        {header}
        {session ? (
          <Notice>
            <p>{common.t('session.agentNotActing')}</p>
            <LocalLink to="/csr/">{common.t('session.agentDeskLink')}</LocalLink>
          </Notice>
        ) : (
          <LoadFailed message={common.t('common.technicalDifficulties')} onRetry={refetch} live="none" />
        )}
      </div>
    );
  }

  let body;
  if (boxes.isPending) {
    body = <Spinner label={t('boxSettings.loadingBoxes')} />;
  } else if (boxes.isError) {
    body = isApiError(boxes.error, 'FORBIDDEN') ? (
      <Notice tone="error" live="assertive">
        <p>{t('boxSettings.noTv')}</p>
      </Notice>
    ) : (
      <LoadFailed
        message={t('boxSettings.loadFailed')}
        onRetry={() => void boxes.refetch()}
        retrying={boxes.isFetching}
      />
    );
  } else if (boxes.data.boxes.length === 0) {
    body = (
      <Notice>
        <p>{t('boxSettings.noBoxes')}</p>
      </Notice>
    );
  } else {
    const list = boxes.data.boxes;
    const wanted = Number(params.get('box'));
    const chosen = list.find((b) => b.deviceId === wanted) ?? list[0];
    body = chosen ? (
      <>
        {list.length > 1 ? (
          <SelectField
            id="bs-box"
            label={t('boxSettings.box')}
            value={chosen.deviceId}
            onChange={(value) => setParams({ box: value }, { replace: true })}
            options={list.map((b) => ({ value: String(b.deviceId), label: b.alias }))}
          />
        ) : (
          <p className="box-settings__single">
            {t('boxSettings.box')}: <strong>{chosen.alias}</strong>
          </p>
        )}
        {boxes.data.canChange ? null : (
          <Notice>
            <p>{t('boxSettings.readOnly')}</p>
          </Notice>
        )}
        <BoxSettingsPanel key={chosen.deviceId} box={chosen} boxes={list} canChange={boxes.data.canChange} />
      </>
    ) : null;
  }

  return (
    <div className="box-settings stack">
      {header}
      <p className="lede">{t('boxSettings.intro')}</p>
      {body}
    </div>
  );
}
