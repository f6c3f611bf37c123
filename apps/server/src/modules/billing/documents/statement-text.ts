import { formatDate, formatMoney as formatDomainMoney, type StatementSection } from '@coax/domain';

/**
 * The printed statement's words. The PDF is made on the server, so its text lives here rather
 * than in the web catalogue; the section names match the web's billingDocuments.section.* keys.
 */
export interface StatementText {
  locale: string;
  title: string;
  accountNumber: string;
  statementDate: string;
  period: string;
  dueDate: string;
  summary: string;
  previousBalance: string;
  payments: string;
  newCharges: string;
  totalDue: string;
  subtotal: (section: string) => string;
  sections: Record<StatementSection, string>;
  inserts: string;
  footer: (brand: string) => string;
}

export const STATEMENT_TEXT: Record<'en' | 'es', StatementText> = {
  en: {
    locale: 'en-US',
    title: 'Your statement',
    accountNumber: 'Account number',
    statementDate: 'Statement date',
    period: 'Billing period',
    dueDate: 'Payment due',
    summary: 'Account summary',
    previousBalance: 'Previous balance',
    payments: 'Payments received',
    newCharges: 'New charges',
    totalDue: 'Total amount due',
    subtotal: (section) => `Subtotal, ${section}`,
    sections: {
      payments: 'Payments',
      tv: 'TV',
      internet: 'Internet',
      phone: 'Phone',
      equipment: 'Equipment',
      oneTime: 'One-time charges',
      credits: 'Credits and adjustments',
      taxesFees: 'Taxes, fees and surcharges',
    },
    inserts: 'Notices with this bill',
    footer: (brand) =>
      `Questions about your bill? Sign in to ${brand} and choose Pay bill, or call customer service.`,
  },
  es: {
    locale: 'es-US',
    title: 'Su factura',
    accountNumber: 'Número de cuenta',
    statementDate: 'Fecha de la factura',
    period: 'Período de facturación',
    dueDate: 'Fecha de vencimiento',
    summary: 'Resumen de la cuenta',
    previousBalance: 'Saldo anterior',
    payments: 'Pagos recibidos',
    newCharges: 'Cargos nuevos',
    totalDue: 'Total a pagar',
    subtotal: (section) => `Subtotal, ${section}`,
    sections: {
      payments: 'Pagos',
      tv: 'TV',
      internet: 'Internet',
      phone: 'Teléfono',
      equipment: 'Equipos',
      oneTime: 'Cargos únicos',
      credits: 'Créditos y ajustes',
      taxesFees: 'Impuestos, tarifas y recargos',
    },
    inserts: 'Avisos con esta factura',
    footer: (brand) =>
      `¿Preguntas sobre su factura? Inicie sesión en ${brand} y elija Pagar factura, o llame a servicio al cliente.`,
  },
};

/** Money and days in the statement read as on the bill page: the one format per language (domain format.ts). */
export function formatMoney(cents: number, locale: string): string {
  return formatDomainMoney(cents, locale);
}

/** A YYYY-MM-DD day as the reader writes dates; a calendar day never slips. */
export function formatDay(day: string, locale: string): string {
  return formatDate(day, locale);
}
