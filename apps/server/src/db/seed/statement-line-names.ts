import { formatDate } from '@coax/domain';

/** A statement line's name in each portal language. */
export interface LineName {
  en: string;
  es: string;
}

/**
 * The rate-code catalogue: what each code is called on a bill, in English and Spanish. The
 * English names are those the bills have always printed; a day in a name is written the way
 * each language's reader writes it.
 */
const FIXED: Readonly<Record<string, LineName>> = {
  'TV-BIZPLUS': { en: 'Business TV Plus', es: 'TV Plus para empresas' },
  'INT-BIZ1G': { en: 'Business Internet 1 Gig', es: 'Internet para empresas 1 Giga' },
  'VOICE-BIZ4': { en: 'Business Voice, 4 lines', es: 'Telefonía para empresas, 4 líneas' },
  'BOX-STD-3': { en: 'Cable box rental (3)', es: 'Alquiler de decodificador de cable (3)' },
  'RTR-BIZ': { en: 'Business router rental', es: 'Alquiler de router para empresas' },
  'TV-CORE-DVR': { en: 'TV Core with cloud DVR', es: 'TV Core con DVR en la nube' },
  'TV-SELECT': { en: 'TV Select', es: 'TV Select' },
  INT300: { en: 'Internet 300', es: 'Internet 300' },
  INT500: { en: 'Internet 500', es: 'Internet 500' },
  'PHONE-UNL': { en: 'Unlimited calling, US and Canada', es: 'Llamadas ilimitadas a EE. UU. y Canadá' },
  'BOX-STD': { en: 'Cable box rental', es: 'Alquiler de decodificador de cable' },
  'GW-WIFI': { en: 'Wi-Fi gateway rental', es: 'Alquiler de módem Wi-Fi' },
  'BOX-HD': { en: 'HD box rental', es: 'Alquiler de decodificador HD' },
  'FEE-BCAST': { en: 'Broadcast TV surcharge', es: 'Recargo por TV abierta' },
  'TAX-STATE': { en: 'State and local taxes', es: 'Impuestos estatales y locales' },
  'FEE-REG': { en: 'Regulatory recovery fee', es: 'Cargo de recuperación regulatoria' },
  'DISC-MULTI': { en: 'Multi-service discount', es: 'Descuento por múltiples servicios' },
  PROMO: { en: 'Promotional credit', es: 'Crédito promocional' },
  'ORDER-BOX-HD': {
    en: 'Order: HD box delivery and activation',
    es: 'Pedido: entrega y activación de decodificador HD',
  },
  ADJ: { en: 'Billing adjustment', es: 'Ajuste de facturación' },
  VOD: { en: 'On Demand rentals', es: 'Alquileres On Demand' },
  PRORATE: { en: 'Prorated charges for plan change', es: 'Cargos prorrateados por cambio de plan' },
};

const esDay = (day: string) => formatDate(day, 'es-US');

/** Codes whose name carries a detail: a day (YYYY-MM-DD) or a title, which is kept as it is. */
const WITH_DETAIL: Readonly<Record<string, (detail: string) => LineName>> = {
  PAYMENT: (day) => ({
    en: `Payment received ${day}, thank you`,
    es: `Pago recibido el ${esDay(day)}, gracias`,
  }),
  'CREDIT-OUTAGE': (day) => ({
    en: `Service credit: internet outage ${day}`,
    es: `Crédito de servicio: interrupción de internet del ${esDay(day)}`,
  }),
  PPV: (title) => ({ en: `Pay-per-view: ${title}`, es: `Pago por evento: ${title}` }),
};

/** A promotion's line is named after the service it lowers: PROMO-<that service's code>. */
const PROMOTION_PREFIX = 'PROMO-';

/** The rate code of the statement line that carries a promotion on service `serviceCode`. */
export const promotionCode = (serviceCode: string) => `${PROMOTION_PREFIX}${serviceCode}`;

/** The name of a line with rate code `code` (and its detail, for the codes that take one). */
export function lineName(code: string, detail?: string): LineName {
  const promoted = code.startsWith(PROMOTION_PREFIX) ? FIXED[code.slice(PROMOTION_PREFIX.length)] : undefined;
  if (promoted && detail === undefined) {
    return { en: `Promotional price, ${promoted.en}`, es: `Precio promocional, ${promoted.es}` };
  }
  const template = WITH_DETAIL[code];
  if (template) {
    if (detail === undefined) throw new Error(`rate code ${code} needs a detail`);
    return template(detail);
  }
  const name = FIXED[code];
  if (!name || detail !== undefined) throw new Error(`rate code ${code}: not in the catalogue as used`);
  return name;
}
