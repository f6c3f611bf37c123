import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageTitle } from '../../../../ui/page-title.tsx';
import { useCurrentSession } from '../../../../session/current-session.ts';
import { useLanguage } from '../../../../i18n/language-context.ts';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useT } from '../../../../i18n/use-t.ts';
import { loginHref, sessionEndedReason } from '../../../../lib/login-href.ts';
import { Notice } from '../../../../ui/notice.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { useDvrBoxes } from '../../api/get-dvr-boxes.ts';
import { useRecordAiring, type RecordAiring } from '../../api/get-record-airing.ts';
import { useDvrT } from '../../i18n/use-dvr-t.ts';
import { formatShortDayTime } from '../../../../i18n/format.ts';
import { RecordDialog } from './record-dialog.tsx';
import { LoadFailed } from '../../../../ui/load-failed.tsx';

export interface RecordRouteProps {
  start: number;
  end: number;
  callsign: string;
  isHd: boolean;
}

/**
 * /tv/asset/#/tvprograms/record/{start}/{end}/{callsign}/{isHD} (seed 000 §2, 001 §2): finds the
 * airing and opens the record dialog. A visitor signs in first and comes back here (seed 001 §6);
 * a user id without DVR (dvrBlocked) is told so, and so is a user whose p.dvr is not 1 (seed 001
 * §6 "p.dvr equal to 1 shows recording"), who has no DVR service to record with.
 */
export function RecordRoute(props: RecordRouteProps) {
  const { t: shared } = useT();
  const { t } = useDvrT();
  const { session, isPending, isError, refetch } = useCurrentSession();
  const location = useLocation();
  const { prefix } = useLanguage();
  const valid =
    Number.isFinite(props.start) && Number.isFinite(props.end) && props.start > 0 && props.callsign !== '';

  if (isPending) return <Spinner label={shared('session.checking')} />;
  const user = session?.user;
  if (!user) {
    if (session && !session.agent) {
      const here = location.pathname + location.search + location.hash;
      return <Navigate to={loginHref(here, sessionEndedReason(session), prefix)} replace />;
    }
    return (
      <RecordFrame>
        <Notice tone="error">
          <p>{shared(isError ? 'common.technicalDifficulties' : 'session.agentNotActing')}</p>
          {isError ? (
            <button type="button" className="button" onClick={refetch}>
              {shared('common.retry')}
            </button>
          ) : null}
        </Notice>
      </RecordFrame>
    );
  }
  if (!valid) {
    return (
      <RecordFrame>
        <Notice tone="error">
          <p>{t('dvr.record.badLink')}</p>
          <LocalLink to="/tv/guide">{t('dvr.record.guideLink')}</LocalLink>
        </Notice>
      </RecordFrame>
    );
  }
  return (
    <RecordLoader {...props} specialBox={user.laBoxUser || user.laboxOrMini} hasDvr={user.p.dvr === 1} />
  );
}

function RecordFrame({ children }: { children: ReactNode }) {
  const { t } = useDvrT();
  return (
    <div className="record-page stack">
      <PageTitle title={t('dvr.record.pageTitle')} />
      <h1>{t('dvr.record.pageTitle')}</h1>
      {children}
    </div>
  );
}

function RecordLoader({
  specialBox,
  hasDvr,
  ...link
}: RecordRouteProps & { specialBox: boolean; hasDvr: boolean }) {
  const { t } = useDvrT();
  const program = useRecordAiring(link);
  const dvr = useDvrBoxes();

  if (program.isPending || dvr.isPending) {
    return (
      <RecordFrame>
        <Spinner label={t(program.isPending ? 'dvr.record.loading' : 'dvr.record.loadingBoxes')} />
      </RecordFrame>
    );
  }
  if (program.isError || dvr.isError) {
    return (
      <RecordFrame>
        <LoadFailed
          message={t(program.isError ? 'dvr.record.programFailed' : 'dvr.error.userInfo')}
          onRetry={() => void (program.isError ? program.refetch() : dvr.refetch())}
        />
      </RecordFrame>
    );
  }
  if (program.data === null) {
    return (
      <RecordFrame>
        <Notice tone="warning">
          <p>{t('dvr.record.noProgram')}</p>
          <LocalLink to="/tv/guide">{t('dvr.record.guideLink')}</LocalLink>
        </Notice>
      </RecordFrame>
    );
  }
  return <RecordReady program={program.data} dvr={dvr.data} specialBox={specialBox} hasDvr={hasDvr} />;
}

function RecordReady({
  program,
  dvr,
  specialBox,
  hasDvr,
}: {
  program: RecordAiring;
  dvr: NonNullable<ReturnType<typeof useDvrBoxes>['data']>;
  specialBox: boolean;
  hasDvr: boolean;
}) {
  const { t, locale } = useDvrT();
  const [open, setOpen] = useState(true);
  const { airing, channel } = program;
  const title = airing.episodeTitle ? `${airing.title}: ${airing.episodeTitle}` : airing.title;
  const blocked = dvr.dvrBlocked;
  const noDvr = !hasDvr || !dvr.hasWebDVR || dvr.boxes.length === 0;
  // seed 001 §4 program record state "already aired": nothing left to record
  const [aired] = useState(() => airing.end <= Date.now());

  return (
    <div className="record-page stack">
      <PageTitle title={t('dvr.record.dialogTitle', { title })} />
      <h1>{title}</h1>
      <p>
        {t('dvr.record.airing', {
          time: formatShortDayTime(airing.start, locale),
          number: channel.number,
          callsign: channel.callsign,
        })}
      </p>
      {aired ? (
        <Notice tone="info">
          <p>{t('dvr.record.ended')}</p>
          <LocalLink to="/tv/guide">{t('dvr.record.guideLink')}</LocalLink>
        </Notice>
      ) : blocked ? (
        <Notice tone="error">
          <p>{t('dvr.record.blocked')}</p>
        </Notice>
      ) : noDvr ? (
        <Notice tone="warning">
          <p>{t('dvr.record.noDvr')}</p>
          <LocalLink to="/FAQ#/answers/a_id/2580">{t('dvr.record.noDvrLink')}</LocalLink>
        </Notice>
      ) : (
        <>
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => setOpen(true)}>
              {t('dvr.record.open')}
            </button>
            <LocalLink to="/tv/dvr/#/scheduled">{t('dvr.record.seeScheduled')}</LocalLink>
          </div>
          {open ? (
            <RecordDialog
              program={program}
              dvr={dvr}
              specialBox={specialBox}
              onClose={() => setOpen(false)}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
