import type { alertsEn } from './en.ts';

/** Alerts messages in Spanish (usted), typed by the English keys so none can go missing. */
export const alertsEs: Record<keyof typeof alertsEn, string> = {
  'alerts.drawerLabel': 'Alertas',
  'alerts.position': '{n} de {total}',
  'alerts.next': 'Siguiente alerta',
  'alerts.remove': 'Quitar alerta',
  'alerts.hide': 'Ocultar alertas',
  'alerts.open': 'Abrir',
  'alerts.openWhat': 'alertas',
  'alerts.less': 'Mostrar menos',
  'alerts.show_one': 'Mostrar {count} alerta',
  'alerts.show_other': 'Mostrar {count} alertas',
  'alerts.removedAll': 'Se quitaron todas las alertas.',
  'alerts.hidden': 'Alertas ocultas.',
  'alerts.readMore': 'Leer más',
  'alerts.learnMore': 'Más información',
  'alerts.bannersLabel': 'Avisos',
  'alerts.preview': 'Vista previa: no se comprueban las fechas ni el idioma.',
  'alerts.outageBanner':
    'El estado de su servicio no está disponible en este momento. Por favor, inténtelo de nuevo más tarde.',
  'alerts.type.major': 'Importante',
  'alerts.type.minor': 'Aviso',
  'alerts.type.key': 'Información clave',
  'alerts.type.warning': 'Advertencia',
  'alerts.type.success': 'Buenas noticias',
  'alerts.type.primary': 'Información',
  'alerts.account.serviceAlert': 'Alerta de servicio',
  'alerts.account.pastDue': 'Su cuenta tiene un saldo vencido',
  'alerts.account.outageDetected': 'Se detectó una interrupción del servicio',
  'alerts.account.balanceDue': 'Debe pagar {amount} en este momento.',
  'alerts.account.payToAvoid':
    'Por favor, realice su pago para evitar cualquier interrupción de los servicios.',
  'alerts.account.nonPay':
    'Su servicio se interrumpió porque su cuenta tiene un saldo sin pagar. Para restablecer el servicio y evitar la desconexión, pague ahora su saldo vencido o llámenos para hacer un acuerdo de pago.',
  'alerts.account.payNow': 'Pagar ahora',
  'alerts.account.paymentDueImmediately': 'Pago requerido de inmediato',
  'alerts.account.outageDetails': 'Ver detalles de la interrupción',
  'alerts.account.promotionEnding': 'Un precio promocional termina pronto',
  'alerts.account.promotionEndingSummary':
    'Cuando termine, su factura subirá {amount} al mes. Vea qué servicio y cuándo en Mi factura.',
  'alerts.account.seeMyBill': 'Ver mi factura',
  'alerts.account.arrangementActive': 'Tiene un acuerdo de pago en curso',
  'alerts.account.arrangementActiveSummary':
    'Su saldo vencido se está pagando en partes. El próximo pago es de {amount}.',
  'alerts.account.arrangementBroken': 'Su acuerdo de pago fue cancelado',
  'alerts.account.arrangementBrokenSummary':
    'No se realizó un pago de su acuerdo, por lo que el acuerdo fue cancelado y el saldo vencido se debe pagar ahora.',
  'alerts.account.seeArrangement': 'Ver el acuerdo',
};
