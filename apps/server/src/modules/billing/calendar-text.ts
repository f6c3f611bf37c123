import {
  CARD_BRAND_NAMES,
  formatDate,
  formatMoney,
  type CalendarEventKind,
  type CalendarMethod,
} from '@coax/domain';

type Lang = 'en' | 'es';
const LOCALE: Record<Lang, 'en-US' | 'es-US'> = { en: 'en-US', es: 'es-US' };

/** "Visa ending 4242", "bank account ending 6789": the method a notice means, in each language. */
export function methodLabel(m: CalendarMethod, lang: Lang): string {
  const brand = m.cardType
    ? CARD_BRAND_NAMES[m.cardType]
    : lang === 'es'
      ? 'cuenta bancaria'
      : 'bank account';
  return lang === 'es' ? `${brand} que termina en ${m.last4}` : `${brand} ending ${m.last4}`;
}

const TEXT = {
  en: {
    calendarName: (brand: string) => `${brand} bill calendar`,
    dueDate: 'Bill due',
    autopayRun: 'Automatic payment',
    scheduledPayment: 'Scheduled payment',
    arrangementInstalment: 'Payment arrangement instalment',
    promotionEnd: (name: string) => `Promotion ends: ${name}`,
    amountLater: 'the amount of that bill',
    priceAfter: (price: string) => `From the next day the price is ${price} a month.`,
    noticeSubject: (name: string) => `Your promotional price for ${name} ends soon`,
    noticeBody: (v: { name: string; day: string; promo: string; regular: string; brand: string }) =>
      [
        `Your promotional price of ${v.promo} a month for ${v.name} ends on ${v.day}.`,
        `From the next day the price is ${v.regular} a month.`,
        `To see your services and the dates on your bill calendar, sign in to ${v.brand} and go to Pay bill.`,
      ].join('\n\n'),
  },
  es: {
    calendarName: (brand: string) => `Calendario de factura de ${brand}`,
    dueDate: 'Vencimiento de la factura',
    autopayRun: 'Pago automático',
    scheduledPayment: 'Pago programado',
    arrangementInstalment: 'Cuota del acuerdo de pago',
    promotionEnd: (name: string) => `Termina la promoción: ${name}`,
    amountLater: 'el monto de esa factura',
    priceAfter: (price: string) => `Desde el día siguiente el precio es ${price} al mes.`,
    noticeSubject: (name: string) => `Su precio promocional de ${name} termina pronto`,
    noticeBody: (v: { name: string; day: string; promo: string; regular: string; brand: string }) =>
      [
        `Su precio promocional de ${v.promo} al mes para ${v.name} termina el ${v.day}.`,
        `Desde el día siguiente el precio es ${v.regular} al mes.`,
        `Para ver sus servicios y las fechas en su calendario de factura, inicie sesión en ${v.brand} y vaya a Pagar factura.`,
      ].join('\n\n'),
  },
} as const;

export const calendarName = (brand: string, lang: Lang) => TEXT[lang].calendarName(brand);

/** One event's summary and description in the .ics file. */
export function icsEventText(
  e: {
    kind: CalendarEventKind;
    amountCents: number | null;
    method: CalendarMethod | null;
    promotion?: { name: string; regularPriceCents: number } | undefined;
  },
  lang: Lang,
): { summary: string; description?: string } {
  const t = TEXT[lang];
  const money = (c: number) => formatMoney(c, LOCALE[lang]);
  if (e.kind === 'promotionEnd') {
    const name = e.promotion?.name ?? '';
    return {
      summary: t.promotionEnd(name),
      description: e.promotion ? t.priceAfter(money(e.promotion.regularPriceCents)) : undefined,
    };
  }
  const title = t[e.kind];
  const amount =
    e.amountCents === null ? (e.kind === 'autopayRun' ? t.amountLater : null) : money(e.amountCents);
  const summary = amount ? `${title}: ${amount}` : title;
  return e.method ? { summary, description: methodLabel(e.method, lang) } : { summary };
}

/** The e-mail 30 days before a promotion ends. */
export function promotionNotice(
  v: { name: string; endsOn: string; promoPriceCents: number; regularPriceCents: number; brand: string },
  lang: Lang,
): { subject: string; body: string } {
  const t = TEXT[lang];
  const money = (c: number) => formatMoney(c, LOCALE[lang]);
  return {
    subject: t.noticeSubject(v.name),
    body: t.noticeBody({
      name: v.name,
      day: formatDate(v.endsOn, LOCALE[lang]),
      promo: money(v.promoPriceCents),
      regular: money(v.regularPriceCents),
      brand: v.brand,
    }),
  };
}
