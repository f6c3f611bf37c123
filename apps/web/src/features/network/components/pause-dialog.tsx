import { useState } from 'react';
import type { PauseBody } from '@coax/contract';
import { HOUR_MS } from '@coax/domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { usePause } from '../api/devices.ts';
import { useNetworkT } from '../i18n/use-network-t.ts';
import { PauseScheduleFields } from './pause-schedule-fields.tsx';
import { blockOf, scheduleDays, type ScheduleDraft, type ScheduleProblem } from './pause-schedule.ts';
import { fieldKeys, refusalKey } from './refusal.ts';

const CHOICES = ['now', 'hour', 'tomorrow', 'schedule'] as const;
type Choice = (typeof CHOICES)[number];
const MORNING_HOUR = 7;

/** When a choice ends, from the browser's clock: an hour from now, or 7:00 tomorrow local time. */
function pauseOf(choice: Exclude<Choice, 'schedule'>, now: Date): Pick<PauseBody, 'mode' | 'until'> {
  if (choice === 'now') return { mode: 'now' };
  if (choice === 'hour') return { mode: 'until', until: now.getTime() + HOUR_MS };
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(MORNING_HOUR, 0, 0, 0);
  return { mode: 'until', until: tomorrow.getTime() };
}

/**
 * Asks how long to pause a device or a group for, and pauses it: now, for an hour, until 7:00
 * tomorrow, or on a schedule (a day up to 14 days ahead, from one time to another). A refused
 * schedule is shown at its fields and nothing is paused.
 */
export function PauseDialog({
  target,
  name,
  onClose,
}: {
  target: PauseBody['target'];
  name: string;
  onClose: () => void;
}) {
  const { t } = useNetworkT();
  const pause = usePause();
  const [choice, setChoice] = useState<Choice>('tomorrow');
  const [draft, setDraft] = useState<ScheduleDraft>(() => ({
    day: scheduleDays(new Date()).tomorrow,
    start: '20:00',
    end: '22:00',
  }));
  const [problem, setProblem] = useState<ScheduleProblem | null>(null);
  const labels: Record<Choice, string> = {
    now: t('network.map.pauseNow'),
    hour: t('network.map.pauseHour'),
    tomorrow: t('network.map.pauseTomorrow'),
    schedule: t('network.map.pauseSchedule'),
  };
  const fieldErrors = choice === 'schedule' ? fieldKeys(pause.error, 'block.') : {};
  const refusedFields = Object.keys(fieldErrors).length > 0;

  const confirm = () => {
    setProblem(null);
    if (choice !== 'schedule') {
      pause.mutate({ target, ...pauseOf(choice, new Date()) }, { onSuccess: onClose });
      return;
    }
    const block = blockOf(draft);
    if ('problem' in block) {
      pause.reset();
      setProblem(block.problem);
      return;
    }
    pause.mutate({ target, mode: 'schedule', block }, { onSuccess: onClose });
  };

  let error: string | undefined;
  if (problem) error = t('network.map.scheduleRefused');
  else if (pause.isError) error = t(refusedFields ? 'network.map.scheduleRefused' : refusalKey(pause.error));

  return (
    <ConfirmDialog
      title={t('network.map.pauseTitle', { name })}
      closeLabel={t('common.close')}
      onClose={onClose}
      error={error ? <p>{error}</p> : undefined}
      confirmLabel={t('network.map.pauseConfirm')}
      busyLabel={t('network.map.pausing')}
      busy={pause.isPending}
      onConfirm={confirm}
      keepLabel={t('network.map.keep')}
    >
      <fieldset className="network__choices">
        <legend>{t('network.map.pauseHow')}</legend>
        {CHOICES.map((c) => (
          <div className="checkbox" key={c}>
            <input
              id={`net-pause-${c}`}
              type="radio"
              name="net-pause"
              checked={choice === c}
              onChange={() => {
                setChoice(c);
                setProblem(null);
                pause.reset();
              }}
            />
            <label htmlFor={`net-pause-${c}`}>{labels[c]}</label>
          </div>
        ))}
      </fieldset>
      {choice === 'schedule' ? (
        <PauseScheduleFields
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            setProblem(null);
          }}
          problem={problem}
          fieldErrors={fieldErrors}
        />
      ) : null}
    </ConfirmDialog>
  );
}
