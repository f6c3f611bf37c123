/**
 * The demo bill inserts: notices that travel with a bill (/pay-bill/bill-insert/index.html?bi=).
 * Plain text, paragraphs separated by a blank line, in English and Spanish. The brand is left
 * out on purpose: it is configuration, and these texts are data.
 */
export const BILL_INSERTS: Array<{
  publishedInDays: number;
  row: { id: string; title_en: string; title_es: string; body_en: string; body_es: string };
}> = [
  {
    publishedInDays: -30,
    row: {
      id: 'rate-notice',
      title_en: 'Important information about your rates',
      title_es: 'Información importante sobre sus tarifas',
      body_en: [
        'Starting with your bill after January 1, some prices change. The Broadcast TV surcharge rises by $1.00 a month, and the monthly rental of a cable box rises by $0.50.',
        'Internet and phone plan prices stay the same. If you are on a promotional rate, it continues until the end date shown on your bill.',
        'You can change or cancel your services at any time. To review your plan, sign in and go to Pay bill, My bill, or call customer service.',
      ].join('\n\n'),
      body_es: [
        'A partir de su factura posterior al 1 de enero, cambian algunos precios. El recargo de TV por señal abierta aumenta $1.00 al mes, y el alquiler mensual de un receptor de cable aumenta $0.50.',
        'Los precios de los planes de internet y teléfono no cambian. Si tiene una tarifa promocional, esta continúa hasta la fecha de vencimiento que aparece en su factura.',
        'Puede cambiar o cancelar sus servicios en cualquier momento. Para revisar su plan, inicie sesión y vaya a Pagar factura, Mi factura, o llame a servicio al cliente.',
      ].join('\n\n'),
    },
  },
  {
    publishedInDays: -90,
    row: {
      id: 'channel-lineup',
      title_en: 'Changes to your channel lineup',
      title_es: 'Cambios en su lista de canales',
      body_en: [
        'Two channels move to new numbers next month: Local Weather Now moves from 112 to 212, and Classic Movies HD moves from 745 to 645.',
        'Your recordings and favourites follow the channel automatically. Nothing changes in the price of your TV plan.',
      ].join('\n\n'),
      body_es: [
        'Dos canales cambian de número el próximo mes: Local Weather Now pasa del 112 al 212, y Classic Movies HD pasa del 745 al 645.',
        'Sus grabaciones y favoritos siguen al canal automáticamente. El precio de su plan de TV no cambia.',
      ].join('\n\n'),
    },
  },
  {
    publishedInDays: -150,
    row: {
      id: 'privacy-notice',
      title_en: 'Annual privacy notice',
      title_es: 'Aviso anual de privacidad',
      body_en: [
        'Each year we tell you what personal information we collect when we provide your services, how we use it, and the choices you have.',
        'We collect what we need to provide and bill for your services: your name, address, account and payment details, and how the services are used. We do not sell your personal information.',
        'You can ask to see the information we hold about you, and you can choose whether we may use it to send you offers, in Privacy settings when you are signed in.',
      ].join('\n\n'),
      body_es: [
        'Cada año le informamos qué información personal recopilamos al prestarle nuestros servicios, cómo la usamos y qué opciones tiene.',
        'Recopilamos lo necesario para prestar y facturar sus servicios: su nombre, dirección, datos de cuenta y de pago, y el uso de los servicios. No vendemos su información personal.',
        'Puede pedir ver la información que tenemos sobre usted y elegir si podemos usarla para enviarle ofertas, en la configuración de privacidad cuando haya iniciado sesión.',
      ].join('\n\n'),
    },
  },
];
