import { useEffect, useRef, useState } from 'react';
import type { DvrBoxes } from '@coax/contract';
import { REC_TYPE_SERIES, showsSeriesOption } from '@coax/domain';
import { LocalLink } from '../../../../i18n/local-link.tsx';
import { useT } from '../../../../i18n/use-t.ts';
import { Dialog } from '../../../../ui/dialog.tsx';
import { Notice } from '../../../../ui/notice.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import type { RecordAiring } from '../../api/get-record-airing.ts';
import { useDvrT } from '../../i18n/use-dvr-t.ts';
import { formatShortDayTime } from '../../../../i18n/format.ts';
import { ConflictPanel, type ConflictChoice } from './conflict-panel.tsx';
import { initialChoices, withBox, type RecordChoices, type RecordTarget } from './record-choices.ts';
import { RecordOptions } from './record-options.tsx';
import { TermsPanel } from './terms-panel.tsx';
import { useRecordFlow } from './use-record-flow.ts';
import './record.css';

/**
 * The record dialog (seed 001 §4): set up, checked for conflicts, saved. Mounting it is opening
 * it, so the seed's reset on open (HD forced, keep 14, series keep 0) happens every time.
 */
export function RecordDialog({
  program,
  dvr,
  specialBox,
  onClose,
}: {
  program: RecordAiring;
  dvr: DvrBoxes;
  specialBox: boolean;
  onClose: () => void;
}) {
  const { t: shared } = useT();
  const tv = useDvrT();
  const { t, tn, locale } = tv;
  const { airing, channel } = program;
  const spec = { callsign: channel.callsign, start: airing.start, seriesId: airing.seriesId };
  const firstBox = dvr.boxes[0];
  const [choices, setChoices] = useState<RecordChoices | null>(() =>
    firstBox ? initialChoices(firstBox, specialBox || dvr.forcedHd, spec) : null,
  );
  const [target, setTarget] = useState<RecordTarget>({
    callSign: channel.callsign,
    channelNumber: channel.number,
    startTime: airing.start,
    cancelIds: [],
  });
  const flow = useRecordFlow(dvr.boxes, dvr.termsAccepted);
  const { phase } = flow;
  const isSeries = choices?.recType === REC_TYPE_SERIES;
  // Each step replaces what had focus: focus moves to the step so the keyboard (and Escape) stay in the dialog.
  const body = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) body.current?.focus();
    opened.current = true;
  }, [phase]);

  const choose = (choice: ConflictChoice) => {
    if (!choices) return;
    if (choice.kind === 'anyway') {
      flow.start(choices, target, true);
      return;
    }
    let nextChoices = choices;
    let nextTarget = target;
    if (choice.kind === 'airing') {
      nextTarget = {
        ...target,
        callSign: choice.callSign,
        channelNumber: choice.channelNumber,
        startTime: choice.startTime,
      };
    }
    if (choice.kind === 'cancel') {
      nextTarget = { ...target, cancelIds: [...new Set([...target.cancelIds, choice.id])] };
    }
    if (choice.kind === 'box') {
      const box = dvr.boxes.find((b) => b.boxId === choice.boxId);
      if (box) nextChoices = withBox(choices, box, specialBox || dvr.forcedHd, spec);
    }
    setChoices(nextChoices);
    setTarget(nextTarget);
    flow.start(nextChoices, nextTarget);
  };

  const title = airing.episodeTitle ? `${airing.title}: ${airing.episodeTitle}` : airing.title;
  const boxAlias = (boxId: number) => dvr.boxes.find((b) => b.boxId === boxId)?.alias ?? '';

  return (
    <Dialog
      title={t('dvr.record.dialogTitle', { title })}
      closeLabel={shared('common.close')}
      onClose={onClose}
    >
      <div className="record-dialog stack" ref={body} tabIndex={-1}>
        <p className="record-summary">
          {t('dvr.record.airing', {
            time: formatShortDayTime(target.startTime, locale),
            number: target.channelNumber,
            callsign: target.callSign,
          })}
        </p>
        {choices === null ? (
          <Notice tone="error">
            <p>{t('dvr.record.noDvr')}</p>
          </Notice>
        ) : phase.name === 'setup' ? (
          <RecordOptions
            choices={choices}
            boxes={dvr.boxes}
            hasSeries={showsSeriesOption(airing)}
            isMovie={airing.isMovie}
            anchorStart={airing.start}
            onBox={(box) => setChoices(withBox(choices, box, specialBox || dvr.forcedHd, spec))}
            onChange={setChoices}
            onSubmit={() => flow.start(choices, target)}
          />
        ) : phase.name === 'terms' ? (
          <TermsPanel onAccepted={flow.termsDone} />
        ) : phase.name === 'waiting' ? (
          <Spinner label={t(phase.step === 'checking' ? 'dvr.record.checking' : 'dvr.record.saving')} />
        ) : phase.name === 'conflict' ? (
          <ConflictPanel check={phase.check} isSeries={isSeries} onChoose={choose} onBack={flow.back} />
        ) : phase.name === 'success' ? (
          <Notice tone="success" live="polite">
            <p>
              <strong>
                {t(phase.result.seriesRule ? 'dvr.record.successSeries' : 'dvr.record.success')}
              </strong>
            </p>
            <p>
              {tn('dvr.record.successCount', phase.result.recordings.length, {
                box: boxAlias(choices.boxId),
              })}
            </p>
            {phase.result.cancelledIds.length > 0 ? (
              <p>{tn('dvr.record.cancelledClash', phase.result.cancelledIds.length)}</p>
            ) : null}
            <p>
              <LocalLink to="/tv/dvr/#/scheduled">{t('dvr.record.seeScheduled')}</LocalLink>
            </p>
          </Notice>
        ) : (
          <Notice tone="error" live="assertive">
            <p>{t(phase.messageKey)}</p>
            <div className="button-row">
              <button type="button" className="button" onClick={flow.retry}>
                {shared('common.retry')}
              </button>
              <button type="button" className="button button--quiet" onClick={flow.back}>
                {t('dvr.record.back')}
              </button>
            </div>
          </Notice>
        )}
      </div>
    </Dialog>
  );
}
