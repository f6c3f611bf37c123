import { formatMoney } from '@coax/domain';

type Lang = 'en' | 'es';

const TEXT = {
  en: {
    subject: 'Your payment arrangement was cancelled',
    body: (v: { amount: string; brand: string }) =>
      [
        'A payment in your payment arrangement was not made, so the arrangement has been cancelled.',
        `The past-due balance of ${v.amount} is due now. To pay it, sign in to ${v.brand} and go to Pay bill, or call us.`,
      ].join('\n\n'),
  },
  es: {
    subject: 'Su acuerdo de pago fue cancelado',
    body: (v: { amount: string; brand: string }) =>
      [
        'Un pago de su acuerdo de pago no se realizó, por lo que el acuerdo fue cancelado.',
        `El saldo vencido de ${v.amount} se debe pagar ahora. Para pagarlo, inicie sesión en ${v.brand} y vaya a Pagar factura, o llámenos.`,
      ].join('\n\n'),
  },
} as const;

/** The e-mail that says a missed instalment cancelled the arrangement, in the account's language. */
export function arrangementBrokenNotice(
  v: { pastDueCents: number; brand: string },
  lang: Lang,
): { subject: string; body: string } {
  const t = TEXT[lang];
  const amount = formatMoney(v.pastDueCents, lang === 'es' ? 'es-US' : 'en-US');
  return { subject: t.subject, body: t.body({ amount, brand: v.brand }) };
}
