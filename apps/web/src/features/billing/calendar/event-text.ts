import type { BillCalendar, CalendarEvent, CalendarWarning } from '@coax/contract';
import { formatCalendarDate, formatCents } from '../../../i18n/format.ts';
import { useBillingT } from '../i18n/use-billing-t.ts';
import { useCardLabel } from './method-label.ts';

/** An event's words: what happens, how much, with which card, in the page's language. */
export function useEventText(calendar: BillCalendar): (e: CalendarEvent) => string {
  const { t, locale, lang } = useBillingT();
  const card = useCardLabel();
  const money = (c: number) => formatCents(c, locale);
  return (e) => {
    const method = e.method ? card(e.method) : '';
    switch (e.kind) {
      case 'dueDate':
        return e.amount === null
          ? t('billingCalendar.event.dueDateLater')
          : t('billingCalendar.event.dueDate', { amount: money(e.amount) });
      case 'autopayRun':
        return e.amount === null
          ? t('billingCalendar.event.autopayRunLater', { method })
          : t('billingCalendar.event.autopayRun', { amount: money(e.amount), method });
      case 'scheduledPayment':
        return t('billingCalendar.event.scheduledPayment', { amount: money(e.amount ?? 0), method });
      case 'arrangementInstalment':
        return t('billingCalendar.event.arrangementInstalment', { amount: money(e.amount ?? 0), method });
      case 'promotionEnd': {
        const p = calendar.promotions.find((x) => x.id === e.ref);
        return t('billingCalendar.event.promotionEnd', {
          name: p ? p.name[lang] : '',
          price: p ? money(p.regularPrice) : '',
        });
      }
    }
  };
}

/** A warning's words, naming the card and the days it means. */
export function useWarningText(): (w: CalendarWarning) => string {
  const { t, locale } = useBillingT();
  const card = useCardLabel();
  return (w) => {
    const vars = {
      date: formatCalendarDate(w.day, locale),
      due: w.dueDate ? formatCalendarDate(w.dueDate, locale) : '',
      method: w.method ? card(w.method) : '',
    };
    return t(`billingCalendar.warning.${w.code}`, vars);
  };
}
