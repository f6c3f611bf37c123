import { KEEP_UNTIL_DELETED, KEEP_UNTIL_SPACE_NEEDED, type RecordingFilter } from '@coax/domain';
import type { AreaTranslator } from '../../../../i18n/area-t.ts';
import { formatClock, formatShortDay, formatWeekday } from '../../../../i18n/format.ts';
import type { DvrMessageKey } from '../../i18n/use-dvr-t.ts';

type Tv = AreaTranslator<DvrMessageKey>;

/** "Tue, Nov 24, 8:00 PM to 9:00 PM" */
export function formatSpan(start: number, end: number, tv: Tv): string {
  return tv.t('dvr.list.time', {
    day: formatShortDay(start, tv.locale),
    from: formatClock(start, tv.locale),
    to: formatClock(end, tv.locale),
  });
}

/** A keep choice (seed 001 §9 keep days 1, 2, 7, 14, until deleted, until space needed). */
export function keepLabel(days: number, tv: Tv): string {
  if (days === KEEP_UNTIL_DELETED) return tv.t('dvr.keep.untilDeleted');
  if (days === KEEP_UNTIL_SPACE_NEEDED) return tv.t('dvr.keep.untilSpaceNeeded');
  return tv.tn('dvr.keep.days', days);
}

/** An end padding choice in seconds (seed 001 §9), read as minutes or hours after the end. */
export function paddingLabel(seconds: number, tv: Tv): string {
  if (seconds === 0) return tv.t('dvr.padding.none');
  if (seconds % 3600 === 0) return tv.tn('dvr.padding.hours', seconds / 3600);
  return tv.tn('dvr.padding.minutes', seconds / 60);
}

/** Seed 001 §3 filter labels, with {time} and {weekday} read from the airing the rule starts from. */
export function filterLabel(filter: RecordingFilter, anchorStart: number, tv: Tv): string {
  const time = formatClock(anchorStart, tv.locale);
  const weekday = formatWeekday(anchorStart, tv.locale);
  return tv.t(`dvr.filter.${filter}`, { time, weekday });
}
