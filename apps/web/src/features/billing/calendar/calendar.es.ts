import type { billingCalendarEn } from './calendar.en.ts';

/** El calendario de factura y las promociones, en español (usted). */
export const billingCalendarEs: Record<keyof typeof billingCalendarEn, string> = {
  'billingCalendar.nav': 'Calendario de factura',
  'billingCalendar.intro':
    'Sus fechas de vencimiento, pagos programados, pagos automáticos y fines de promoción, mes a mes.',
  'billingCalendar.download': 'Descargar a mi calendario (.ics)',
  'billingCalendar.downloadHint':
    'Los próximos tres meses, para Google Calendar, Outlook o el Calendario de Apple.',
  'billingCalendar.loading': 'Cargando su calendario de factura…',
  'billingCalendar.loadFailed': 'No pudimos cargar su calendario de factura.',
  'billingCalendar.previous': 'Mes anterior',
  'billingCalendar.next': 'Mes siguiente',
  'billingCalendar.thisMonth': 'Este mes',
  'billingCalendar.keys': 'Las teclas Re Pág y Av Pág también cambian el mes.',
  'billingCalendar.listTitle': 'En {month}',
  'billingCalendar.empty': 'No hay vencimientos, pagos ni fines de promoción en {month}.',
  'billingCalendar.warningsTitle': 'Antes de que se mueva el dinero',
  'billingCalendar.today': 'Hoy',
  'billingCalendar.more': '+{count} más',
  'billingCalendar.kind.dueDate': 'Vence la factura',
  'billingCalendar.kind.autopayRun': 'Pago automático',
  'billingCalendar.kind.scheduledPayment': 'Pago programado',
  'billingCalendar.kind.arrangementInstalment': 'Cuota del acuerdo',
  'billingCalendar.kind.promotionEnd': 'Termina la promoción',
  'billingCalendar.event.dueDate': 'Vence la factura: {amount}',
  'billingCalendar.event.dueDateLater': 'Vence la factura (el monto de la próxima factura)',
  'billingCalendar.event.autopayRun': 'Pago automático de {amount} con {method}',
  'billingCalendar.event.autopayRunLater': 'Pago automático del monto de esa factura con {method}',
  'billingCalendar.event.scheduledPayment': 'Pago programado de {amount} con {method}',
  'billingCalendar.event.arrangementInstalment': 'Acuerdo de pago: {amount} con {method}',
  'billingCalendar.event.promotionEnd':
    'Termina el precio promocional de {name}; desde el día siguiente, {price} al mes',
  'billingCalendar.warning.scheduledAfterDue':
    'El pago programado para el {date} con {method} es posterior al vencimiento de su factura, el {due}. Cambie la fecha en Actividad de la cuenta para que llegue a tiempo.',
  'billingCalendar.warning.autopayCardExpires':
    'Su {method} habrá vencido para el pago automático del {date}. Actualice la tarjeta o elija otro método de pago en Pagos automáticos.',
  'billingCalendar.warning.doublePayment':
    'El pago automático también pagará la factura que vence el {due}, así que el pago programado para el {date} con {method} la pagaría por segunda vez. Cancele uno de los dos.',
  'billingCalendar.warning.fixScheduled': 'Ir a Actividad de la cuenta',
  'billingCalendar.warning.fixAutopay': 'Ir a Pagos automáticos',
  'billingCalendar.card': '{brand} que termina en {last4}',
  'billingCalendar.bank': 'cuenta bancaria que termina en {last4}',
  'billingCalendar.methodExpiring': '{name}, {card} (vence a fin de este mes)',
  'billingCalendar.methodExpired': '{name}, {card} (vencida)',
  'billingPromotions.title': 'Sus promociones',
  'billingPromotions.loading': 'Cargando sus promociones…',
  'billingPromotions.loadFailed': 'No pudimos cargar sus promociones.',
  'billingPromotions.none': 'Ninguno de sus servicios tiene un precio promocional en este momento.',
  'billingPromotions.current': '{price} al mes hasta el {date}; después, {regular} al mes.',
  'billingPromotions.ended':
    'El precio promocional de {price} al mes terminó el {date}; ahora es {regular} al mes.',
  'billingPromotions.state.active': 'Promoción',
  'billingPromotions.state.endingSoon': 'Termina pronto',
  'billingPromotions.state.ended': 'Terminada',
  'billingPromotions.seeCalendar': 'Verla en el calendario de factura',
};
