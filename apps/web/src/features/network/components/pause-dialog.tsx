import { useState } from 'react';
import type { PauseBody } from '@coax/contract';
import { HOUR_MS } from '@coax/domain';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { usePause } from '../api/devices.ts';
import { useNetworkT } from '../i18n/use-network-t.ts';
import { refusalKey } from './refusal.ts';

const CHOICES = ['now', 'hour', 'tomorrow'] as const;
type Choice = (typeof CHOICES)[number];
const MORNING_HOUR = 7;

/** When a choice ends, from the browser's clock: an hour from now, or 7:00 tomorrow local time. */
function pauseOf(choice: Choice, now: Date): Pick<PauseBody, 'mode' | 'until'> {
  if (choice === 'now') return { mode: 'now' };
  if (choice === 'hour') return { mode: 'until', until: now.getTime() + HOUR_MS };
  const tomorrow = new Date(now);
  tomorrow.setDate(tomorrow.getDate() + 1);
  tomorrow.setHours(MORNING_HOUR, 0, 0, 0);
  return { mode: 'until', until: tomorrow.getTime() };
}

/** Asks how long to pause a device or a group for, and pauses it. */
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
  const labels: Record<Choice, string> = {
    now: t('network.map.pauseNow'),
    hour: t('network.map.pauseHour'),
    tomorrow: t('network.map.pauseTomorrow'),
  };
  return (
    <ConfirmDialog
      title={t('network.map.pauseTitle', { name })}
      closeLabel={t('common.close')}
      onClose={onClose}
      error={pause.isError ? <p>{t(refusalKey(pause.error))}</p> : undefined}
      confirmLabel={t('network.map.pauseConfirm')}
      busyLabel={t('network.map.pausing')}
      busy={pause.isPending}
      onConfirm={() => pause.mutate({ target, ...pauseOf(choice, new Date()) }, { onSuccess: onClose })}
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
              onChange={() => setChoice(c)}
            />
            <label htmlFor={`net-pause-${c}`}>{labels[c]}</label>
          </div>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}
