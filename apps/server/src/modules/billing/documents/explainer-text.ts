import type { BillChangeItem, StatementExplanation } from '@coax/contract';
import { formatMoneyChange, type BillChangeKind } from '@coax/domain';
import { formatDay, formatMoney, STATEMENT_TEXT } from './statement-text.ts';

/**
 * The bill explainer's words on the printed statement, in the reader's language; the same
 * sentences as the web's billingDocuments.explainer.* keys.
 */
interface Facts {
  name: string;
  service: string;
  date: string;
  previous: string;
  current: string;
  delta: string;
}

interface ExplainerText {
  title: string;
  total: (delta: string) => string;
  same: string;
  first: string;
  reasons: Record<Exclude<BillChangeKind, 'notRepeated'>, (f: Facts) => string>;
  notRepeatedCredit: (f: Facts) => string;
  notRepeatedCharge: (f: Facts) => string;
}

export const EXPLAINER_TEXT: Record<'en' | 'es', ExplainerText> = {
  en: {
    title: 'What changed since last month',
    total: (delta) => `${delta} since last month`,
    same: 'Same as last month',
    first: 'This is your first statement: there is no earlier one to compare it with.',
    reasons: {
      promotionEnded: (f) => `Your promotional price for ${f.service} ended on ${f.date}: ${f.delta}`,
      promotionStarted: (f) => `A promotional price for ${f.service} began, until ${f.date}: ${f.delta}`,
      added: (f) => `New on this bill: ${f.name}: ${f.delta}`,
      removed: (f) => `No longer on your bill: ${f.name}: ${f.delta}`,
      changed: (f) => `${f.name} went from ${f.previous} to ${f.current}: ${f.delta}`,
      oneTime: (f) => `One-time charge: ${f.name}: ${f.delta}`,
      credit: (f) => `Credit: ${f.name}: ${f.delta}`,
    },
    notRepeatedCredit: (f) => `Last bill's credit is not repeated: ${f.name}: ${f.delta}`,
    notRepeatedCharge: (f) => `Last bill's one-time charge is not repeated: ${f.name}: ${f.delta}`,
  },
  es: {
    title: 'Qué cambió desde el mes pasado',
    total: (delta) => `${delta} desde el mes pasado`,
    same: 'Igual que el mes pasado',
    first: 'Esta es su primera factura: no hay una anterior con la que compararla.',
    reasons: {
      promotionEnded: (f) => `Su precio promocional de ${f.service} terminó el ${f.date}: ${f.delta}`,
      promotionStarted: (f) =>
        `Comenzó un precio promocional de ${f.service}, válido hasta el ${f.date}: ${f.delta}`,
      added: (f) => `Nuevo en esta factura: ${f.name}: ${f.delta}`,
      removed: (f) => `Ya no figura en su factura: ${f.name}: ${f.delta}`,
      changed: (f) => `${f.name} pasó de ${f.previous} a ${f.current}: ${f.delta}`,
      oneTime: (f) => `Cargo único: ${f.name}: ${f.delta}`,
      credit: (f) => `Crédito: ${f.name}: ${f.delta}`,
    },
    notRepeatedCredit: (f) => `El crédito de la factura anterior no se repite: ${f.name}: ${f.delta}`,
    notRepeatedCharge: (f) => `El cargo único de la factura anterior no se repite: ${f.name}: ${f.delta}`,
  },
};

const signedMoney = formatMoneyChange;

function reason(c: BillChangeItem, lang: 'en' | 'es'): string {
  const text = EXPLAINER_TEXT[lang];
  const { locale } = STATEMENT_TEXT[lang];
  const facts: Facts = {
    name: c.description[lang],
    service: (c.service ?? c.description)[lang],
    date: c.date ? formatDay(c.date, locale) : '',
    previous: formatMoney(c.previous, locale),
    current: formatMoney(c.current, locale),
    delta: signedMoney(c.delta, locale),
  };
  if (c.change !== 'notRepeated') return text.reasons[c.change](facts);
  return c.lineKind === 'credit' ? text.notRepeatedCredit(facts) : text.notRepeatedCharge(facts);
}

/** The explainer block of the printed statement: the total change at the top, then each reason. */
export function explainerView(e: StatementExplanation, lang: 'en' | 'es') {
  const text = EXPLAINER_TEXT[lang];
  const { locale } = STATEMENT_TEXT[lang];
  let total = text.first;
  if (e.previous) total = e.totalChange === 0 ? text.same : text.total(signedMoney(e.totalChange, locale));
  return { title: text.title, total, reasons: e.changes.map((c) => reason(c, lang)) };
}
