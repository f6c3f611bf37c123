import type { outageEn } from './en.ts';

/** Outage messages in Spanish (usted), typed by the English keys so none can go missing. */
export const outageEs: Record<keyof typeof outageEn, string> = {
  'outage.title': 'Estado del servicio',
  'outage.statusLinkPrefix': 'Estado del servicio:',
  'outage.checking': 'Comprobando el estado del servicio…',
  'outage.unavailable':
    'El estado de su servicio no está disponible en este momento. Por favor, inténtelo de nuevo más tarde.',
  'outage.status.noOutage': 'Sin interrupciones',
  'outage.status.serviceOutage': 'Interrupción del servicio',
  'outage.status.equipmentOffline': 'Equipo desconectado',
  'outage.status.pastDue': 'Saldo vencido',
  'outage.status.networkMaintenance': 'Mantenimiento de la red',
  'outage.status.briefInterruption': 'Interrupción breve',
  'outage.status.serviceRestored': 'Servicio restablecido',
  'outage.status.notLoggedIn': 'Sesión no iniciada',
  'outage.status.vodHold': 'On Demand en espera',
  'outage.yours.title': 'Su servicio',
  'outage.yours.noOutage': 'No vemos ningún problema con su servicio en este momento.',
  'outage.yours.serviceOutage':
    'Hay una interrupción que afecta su servicio. Nuestros técnicos trabajan para restablecerlo lo antes posible.',
  'outage.yours.equipmentOffline_one':
    '{count} de sus equipos está desconectado, pero la red de su zona funciona. Reiniciar el módem o el decodificador suele resolverlo.',
  'outage.yours.equipmentOffline_other':
    '{count} de sus equipos están desconectados, pero la red de su zona funciona. Reiniciar el módem o el decodificador suele resolverlo.',
  'outage.yours.pastDue':
    'Su servicio se interrumpió porque su cuenta tiene un saldo sin pagar. Al pagar su saldo vencido se restablece.',
  'outage.yours.maintenance':
    'Hay un mantenimiento de la red programado en su zona. El servicio podría interrumpirse brevemente durante el mantenimiento.',
  'outage.yours.briefInterruption':
    'Algunos clientes de su zona podrían notar interrupciones breves. Lo estamos revisando.',
  'outage.yours.serviceRestored':
    'Se resolvió una interrupción reciente en su zona. Si todavía tiene problemas, reinicie el módem o el decodificador.',
  'outage.yours.vodHold': 'Los pedidos de títulos On Demand están en espera para su cuenta.',
  'outage.detail.since': 'Comenzó: {time}',
  'outage.detail.etr': 'Restablecimiento estimado: {time}',
  'outage.detail.cleared': 'Restablecido: {time}',
  'outage.detail.maintenance': 'Período de mantenimiento: de {start} a {end}',
  'outage.payBill': 'Pagar su factura',
  'outage.vodLink': 'Acerca de la espera de On Demand',
  'outage.signInPrompt': 'Los clientes que inician sesión ven el estado de su propio servicio.',
  'outage.signIn': 'Iniciar sesión',
  'outage.lookup.title': 'Consultar interrupciones por código postal',
  'outage.lookup.intro':
    'Ingrese un código postal para ver las interrupciones conocidas y el mantenimiento programado. No necesita iniciar sesión.',
  'outage.lookup.zip': 'Código postal',
  'outage.lookup.zipHint': '5 dígitos',
  'outage.lookup.submit': 'Consultar interrupciones',
  'outage.lookup.checking': 'Consultando interrupciones…',
  'outage.lookup.failed':
    'No pudimos consultar las interrupciones en este momento. Por favor, inténtelo de nuevo más tarde.',
  'outage.zip.numbersOnly': 'Solo números',
  'outage.zip.limit': 'Límite de 5 números',
  'outage.zip.invalid': 'Ingrese un código postal válido',
  'outage.area.title': 'Resultados para {zip}',
  'outage.area.outage':
    'Hay una interrupción del servicio en {zip}. Nuestros técnicos trabajan para restablecerlo lo antes posible.',
  'outage.area.maintenance':
    'Hay un mantenimiento de la red programado en {zip}. El servicio podría interrumpirse brevemente durante el mantenimiento.',
  'outage.area.briefInterruption':
    'Algunos clientes de {zip} podrían notar interrupciones breves. Lo estamos revisando.',
  'outage.area.serviceRestored':
    'Se resolvió una interrupción reciente en {zip} y el servicio se restableció.',
  'outage.area.noOutage': 'No hay interrupciones conocidas en {zip}.',
  'outage.area.notServed':
    'No tenemos información de la red para {zip}. Revise el código postal o llámenos si necesita ayuda.',
  'outage.vod.title': 'On Demand está en espera',
  'outage.vod.body':
    'Los pedidos de títulos On Demand y de pago por evento están en espera para su cuenta. La TV en vivo y los títulos que ya pidió no se ven afectados.',
  'outage.vod.why':
    'Por lo general, la espera se aplica cuando una factura tiene un saldo vencido. Cuando recibimos su pago, los pedidos se reactivan automáticamente, normalmente en unas horas.',
  'outage.vod.help': 'Si su cuenta está al día y la espera continúa, llámenos al {phone}.',
  'outage.vod.checkArea': 'Consultar interrupciones en su zona',
};
