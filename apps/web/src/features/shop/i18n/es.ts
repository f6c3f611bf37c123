import type { shopEn } from './en.ts';

/** Shop messages in Spanish. */
export const shopEs: Record<keyof typeof shopEn, string> = {
  'shop.services.title': 'Mis servicios',
  'shop.services.intro': 'Lo que su cuenta tiene hoy con {brand}.',
  'shop.services.have': 'Sus servicios',
  'shop.services.tv': 'TV',
  'shop.services.tvDvr': 'TV con DVR',
  'shop.services.internet': 'Internet',
  'shop.services.internetMail': 'Internet con correo electrónico',
  'shop.services.phone': 'Teléfono, con buzón de voz',
  'shop.services.none': 'Esta cuenta no tiene servicios.',
  'shop.services.planTitle': 'Su plan en su última factura',
  'shop.services.planIntro': 'Cargos mensuales de la factura del {date}.',
  'shop.services.loading': 'Cargando su plan…',
  'shop.services.loadFailed': 'No pudimos cargar su plan. Por favor, inténtelo de nuevo.',
  'shop.services.noBill': 'Su primera factura aún no está lista; su plan aparecerá aquí cuando lo esté.',
  'shop.services.seeBill': 'Ver su factura completa',
  'shop.services.changeTitle': 'Cambiar sus servicios',
  'shop.services.change': 'Para agregar, quitar o cambiar un servicio, llámenos al {phone}.',
  'shop.services.call': 'Llamar al {phone}',
  'shop.section.tv': 'TV',
  'shop.section.internet': 'Internet',
  'shop.section.phone': 'Teléfono',
  'shop.section.equipment': 'Equipos',
};
