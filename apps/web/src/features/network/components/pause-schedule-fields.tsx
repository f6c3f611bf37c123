import { useState } from 'react';
import type { MessageKey } from '../../../i18n/en.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useNetworkT, type NetworkMessageKey } from '../i18n/use-network-t.ts';
import { scheduleDays, type ScheduleDraft, type ScheduleProblem } from './pause-schedule.ts';

const PROBLEM_FIELD: Record<ScheduleProblem, 'start' | 'end'> = {
  startRequired: 'start',
  endRequired: 'end',
  spansDays: 'end',
};
const PROBLEM_KEY: Record<ScheduleProblem, NetworkMessageKey> = {
  startRequired: 'network.map.scheduleTimeRequired',
  endRequired: 'network.map.scheduleTimeRequired',
  spansDays: 'network.map.scheduleSpansDays',
};

/**
 * A pause's day (today to 14 days ahead) and its start and end times, in the browser's time zone.
 * `fieldErrors` are the server's refusals by the block's field ('day', 'startMinutes',
 * 'endMinutes'); `problem` is what was found before sending.
 */
export function PauseScheduleFields({
  draft,
  onChange,
  problem,
  fieldErrors,
}: {
  draft: ScheduleDraft;
  onChange: (draft: ScheduleDraft) => void;
  problem: ScheduleProblem | null;
  fieldErrors: Record<string, NetworkMessageKey | MessageKey>;
}) {
  const { t } = useNetworkT();
  const [days] = useState(() => scheduleDays(new Date()));
  const message = (field: 'day' | 'start' | 'end') => {
    if (problem && PROBLEM_FIELD[problem] === field) return t(PROBLEM_KEY[problem]);
    const key = fieldErrors[{ day: 'day', start: 'startMinutes', end: 'endMinutes' }[field]];
    return key ? t(key) : undefined;
  };
  return (
    <fieldset className="network__choices">
      <legend>{t('network.map.scheduleWhen')}</legend>
      <TextField
        id="net-pause-day"
        type="date"
        label={t('network.map.scheduleDay')}
        hint={t('network.map.scheduleDayHint')}
        min={days.min}
        max={days.max}
        value={draft.day}
        error={message('day')}
        onChange={(e) => onChange({ ...draft, day: e.target.value })}
      />
      <TextField
        id="net-pause-start"
        type="time"
        label={t('network.map.scheduleStart')}
        value={draft.start}
        error={message('start')}
        onChange={(e) => onChange({ ...draft, start: e.target.value })}
      />
      <TextField
        id="net-pause-end"
        type="time"
        label={t('network.map.scheduleEnd')}
        value={draft.end}
        error={message('end')}
        onChange={(e) => onChange({ ...draft, end: e.target.value })}
      />
    </fieldset>
  );
}
