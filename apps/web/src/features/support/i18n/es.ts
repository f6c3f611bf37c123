import type { supportEn } from './en.ts';

/** Support messages in Spanish. */
export const supportEs: Record<keyof typeof supportEn, string> = {
  'support.title': 'Soporte',
  'support.intro': 'Encuentre una respuesta, consulte si hay una interrupción o comuníquese con nosotros.',
  'support.searchLabel': 'Buscar en soporte',
  'support.searchSubmit': 'Buscar',
  'support.searchEmpty': 'Escriba una palabra o frase para buscar.',
  'support.quickTitle': 'Obtenga ayuda con',
  'support.quick.outage': 'Consultar si hay una interrupción en su zona',
  'support.quick.appointments': 'Sus citas de servicio',
  'support.quick.payBill': 'Pagar su factura',
  'support.quick.faq': 'Ver todas las respuestas',
  'support.popularTitle': 'Lo más consultado',
  'support.loading': 'Cargando respuestas…',
  'support.loadFailed': 'No pudimos cargar las respuestas. Por favor, inténtelo de nuevo.',
  'support.noAnswers': 'Todavía no hay respuestas para mostrar.',
  'support.contactTitle': 'Comuníquese con nosotros',
  'support.contactCall': 'Llámenos al {phone}.',
  'support.contactPage': 'Todas las formas de comunicarse con nosotros',
  'support.contactUs.title': 'Comuníquese con nosotros',
  'support.contactUs.intro': 'Estamos aquí para ayudarle con su servicio, su factura y sus equipos.',
  'support.contactUs.phoneTitle': 'Llámenos',
  'support.contactUs.phone': 'Llame al {phone}',
  'support.contactUs.phoneHint': 'Tenga a mano su número de cuenta o su ID de {brand}.',
  'support.contactUs.noPhone':
    'No pudimos cargar nuestro número de teléfono. Por favor, inténtelo de nuevo más tarde.',
  'support.contactUs.selfTitle': 'Ayúdese usted mismo, a cualquier hora',
  'support.contactUs.outage': 'Vea si hay una interrupción donde usted está',
  'support.contactUs.appointments': 'Vea, cambie o cancele la visita de un técnico',
  'support.contactUs.faq': 'Lea las respuestas a las preguntas más frecuentes',
};
