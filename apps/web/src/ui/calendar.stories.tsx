import { useState } from 'react';
import { useT } from '../i18n/use-t.ts';
import { Calendar } from './calendar.tsx';
import type { GalleryStory } from './gallery-frame.tsx';

export default { title: 'ui/Calendar' };

const TODAY = '2026-11-20';

/** A month with a window of days that may be chosen and two full days inside it. */
function Month({ full = [] as string[] }) {
  const { t } = useT();
  const [day, setDay] = useState<string | null>(null);
  return (
    <Calendar
      value={day}
      onChange={setDay}
      today={TODAY}
      defaultFocusedDay={TODAY}
      min={TODAY}
      max="2026-12-20"
      isUnavailable={(d) => full.includes(d)}
      label={t('calendar.chooseDay')}
      previousLabel={t('calendar.previousMonth')}
      nextLabel={t('calendar.nextMonth')}
    />
  );
}

export const Default: GalleryStory = () => <Month />;

export const Disabled: GalleryStory = () => <Month full={['2026-11-24', '2026-11-25', '2026-11-26']} />;
Disabled.storyName = 'Full days';

export const Spanish: GalleryStory = () => <Month />;
Spanish.meta = { lang: 'es' };
