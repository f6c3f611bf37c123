import { useState } from 'react';
import type { GuideProgram, GuideRecordMark } from '@coax/contract';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useCancelRecording } from '../../api/cancel-recording.ts';
import { useGuideT } from '../../i18n/use-guide-t.ts';
import { recordPath } from './program-address.ts';

interface Props {
  program: GuideProgram;
  /** the session may record (seed 001 §6 p.dvr) */
  recordable: boolean;
  ended: boolean;
  day: string;
  from: string;
}

/**
 * Seed 001 §4 program record state: a program the household has set to record says so (recorded,
 * scheduled, series), and Record becomes Edit and Cancel. Edit opens the record dialog again,
 * whose save replaces the recording or series rule; a recorded program links to the DVR list.
 */
export function ProgramRecord({ program, recordable, ended, day, from }: Props) {
  const { t } = useGuideT();
  const [cancelled, setCancelled] = useState(false);
  const mark = program.recording;
  const edit = recordPath(program.startTime, program.endTime, program.callsign, program.channel.isHd);
  if (!mark) {
    return (
      <>
        {cancelled ? (
          <Notice tone="success" live="polite">
            {t('guide.program.cancel.done')}
          </Notice>
        ) : null}
        {ended || !recordable ? null : (
          <p>
            <LocalLink
              className="button button--primary"
              data-primary-action
              to={edit}
              aria-label={t('guide.program.recordLabel', { title: program.title, day, from })}
            >
              {t('guide.program.record')}
            </LocalLink>
          </p>
        )}
      </>
    );
  }
  return (
    <div className="tv-program__record stack">
      <p className={`tv-record-state tv-record-state--${mark.state}`}>
        <span className="tv-badge tv-badge--rec">{t(`guide.recordState.${mark.state}`)}</span>{' '}
        {t(`guide.program.recordState.${mark.state}`)}
      </p>
      {!recordable ? null : mark.state === 'recorded' ? (
        <p>
          <LocalLink className="button" data-primary-action to="/tv/dvr/#/recorded">
            {t('guide.program.seeRecordings')}
          </LocalLink>
        </p>
      ) : (
        <div className="button-row">
          {ended ? null : (
            <LocalLink
              className="button button--primary"
              data-primary-action
              to={edit}
              aria-label={t('guide.program.editLabel', { title: program.title, day, from })}
            >
              {t(mark.state === 'series' ? 'guide.program.editSeries' : 'guide.program.editRecording')}
            </LocalLink>
          )}
          <CancelButton
            mark={mark}
            question={
              mark.state === 'series'
                ? t('guide.program.cancel.seriesQuestion', { title: program.title })
                : t('guide.program.cancel.question', { title: program.title, day, from })
            }
            onDone={() => setCancelled(true)}
          />
        </div>
      )}
    </div>
  );
}

/** Cancel, behind a question: a series rule (what it recorded stays) or the one recording. */
function CancelButton({
  mark,
  question,
  onDone,
}: {
  mark: GuideRecordMark;
  question: string;
  onDone: () => void;
}) {
  const { t } = useGuideT();
  const [open, setOpen] = useState(false);
  const cancel = useCancelRecording();
  const failed = cancel.isError || cancel.data === false;
  const series = mark.state === 'series';
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t(series ? 'guide.program.cancelSeries' : 'guide.program.cancelRecording')}
      </button>
      {open ? (
        <ConfirmDialog
          title={t(series ? 'guide.program.cancel.seriesTitle' : 'guide.program.cancel.title')}
          closeLabel={t('guide.program.cancel.close')}
          onClose={() => {
            cancel.reset();
            setOpen(false);
          }}
          error={failed ? t('guide.program.cancel.failed') : undefined}
          confirmLabel={t(series ? 'guide.program.cancelSeries' : 'guide.program.cancelRecording')}
          busyLabel={t('guide.program.cancel.pending')}
          busy={cancel.isPending}
          keepLabel={t('guide.program.cancel.keep')}
          onConfirm={() =>
            cancel.mutate(mark, {
              onSuccess: (done) => {
                if (!done) return;
                setOpen(false);
                onDone();
              },
            })
          }
        >
          <p>{question}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
