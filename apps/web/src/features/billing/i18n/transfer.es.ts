import type { transferEn } from './transfer.en.ts';

/** The move/transfer wizard and the account toggle, in Spanish (usted). */
export const transferEs: Record<keyof typeof transferEn, string> = {
  'transfer.title': 'Transfiera su configuración de pago',

  'transfer.notice.title': 'Usted se ha mudado',
  'transfer.notice.body_one':
    'Su cuenta anterior {account} se desconectó el {date}. Le queda {count} día para transferir sus métodos de pago guardados y sus pagos automáticos a su nueva cuenta.',
  'transfer.notice.body_other':
    'Su cuenta anterior {account} se desconectó el {date}. Le quedan {count} días para transferir sus métodos de pago guardados y sus pagos automáticos a su nueva cuenta.',
  'transfer.notice.open': 'Transferir mi configuración de pago',
  'transfer.notice.optOut': 'No, gracias, no transferir',

  'transfer.initial.heading': 'Pase su información de pago a su nueva cuenta',
  'transfer.initial.intro': 'Elija qué desea pasar de su cuenta anterior {from} a su nueva cuenta {to}.',
  'transfer.initial.methods': 'Métodos de pago guardados',
  'transfer.initial.methodExpired': '{name} (vencido, no se puede transferir)',
  'transfer.initial.methodDetail': 'terminado en {last4}',
  'transfer.initial.noMethods': 'Su cuenta anterior no tiene métodos de pago guardados para transferir.',
  'transfer.initial.autopay': 'Pagos automáticos',
  'transfer.initial.autopayTick': 'Transferir mis pagos automáticos',
  'transfer.initial.autopaySummaryDays_one': '{method}, {count} día antes de la fecha de vencimiento',
  'transfer.initial.autopaySummaryDays_other': '{method}, {count} días antes de la fecha de vencimiento',
  'transfer.initial.autopaySummaryDay': '{method}, el {day} de cada mes',
  'transfer.initial.autopayAmountDue': 'Paga el monto adeudado.',
  'transfer.initial.autopayAmountMax': 'Paga el monto adeudado, hasta {amount}.',
  'transfer.initial.autopayAmountOther': 'Paga {amount}.',
  'transfer.initial.autopayEmail': 'Los avisos se envían a {email}.',
  'transfer.initial.edit': 'Modificar pagos automáticos',
  'transfer.initial.preferences': 'Facturación sin papel y correo electrónico',
  'transfer.initial.preferencesTick':
    'Transferir mis preferencias de facturación sin papel y de correo electrónico',
  'transfer.initial.preferencesPaperless': 'Facturación sin papel, avisos a {email}',
  'transfer.initial.preferencesPaper': 'Factura en papel',
  'transfer.initial.authorise':
    'Autorizo la transferencia de la configuración de pago elegida arriba a mi nueva cuenta.',
  'transfer.initial.submit': 'Transferir',
  'transfer.initial.maybeLater': 'Quizás más tarde',
  'transfer.initial.optOut': 'No, gracias, no transferir',
  'transfer.initial.errorsTitle': 'Por favor revise lo siguiente:',

  'transfer.edit.heading': 'Modificar pagos automáticos',
  'transfer.edit.method': 'Pagar con',
  'transfer.edit.when': 'Cuándo pagar',
  'transfer.edit.dayOfMonthOption': 'Un día del mes',
  'transfer.edit.daysBeforeOption': 'Antes de la fecha de vencimiento',
  'transfer.edit.days': 'Número de días antes de la fecha de vencimiento',
  'transfer.edit.dayOfMonth': 'Día del mes',
  'transfer.edit.amount': 'Cuánto pagar',
  'transfer.edit.amountDue': 'El monto adeudado',
  'transfer.edit.maxAmount': 'Monto máximo (opcional)',
  'transfer.edit.maxAmountHint': 'Déjelo vacío para pagar siempre el monto adeudado completo.',
  'transfer.edit.otherAmountOption': 'Otro monto',
  'transfer.edit.otherAmount': 'Monto',
  'transfer.edit.amountHint': 'En dólares, por ejemplo 75.00: al menos $1 y menos de $10,000.',
  'transfer.edit.email': 'Correo electrónico para avisos de pago',
  'transfer.edit.save': 'Guardar',
  'transfer.edit.cancel': 'Cancelar',

  'transfer.cancel.heading': '¿Descartar sus cambios?',
  'transfer.cancel.body': 'Se perderán sus cambios a la configuración de pagos automáticos.',
  'transfer.cancel.yes': 'Sí, cancelar',
  'transfer.cancel.no': 'No, gracias',

  'transfer.optOut.heading': '¿No desea transferir su configuración de pago?',
  'transfer.optOut.body':
    'Sus métodos de pago guardados y sus pagos automáticos se quedarán en su cuenta anterior y no se le volverán a ofrecer. Puede agregar métodos de pago a su nueva cuenta en cualquier momento.',
  'transfer.optOut.confirm': 'No transferir',
  'transfer.optOut.back': 'Regresar',

  'transfer.later.heading': '¿Transferir más tarde?',
  'transfer.later.body_one':
    'Le queda {count} día para transferir su configuración de pago desde su cuenta anterior.',
  'transfer.later.body_other':
    'Le quedan {count} días para transferir su configuración de pago desde su cuenta anterior.',
  'transfer.later.remind': 'Recordarme más tarde',
  'transfer.later.dontRemind': 'No volver a recordarme',

  'transfer.spinner': 'Transfiriendo su configuración de pago…',

  'transfer.result.successHeading': 'Transferencia completada',
  'transfer.result.partialHeading': 'Transferencia completada en parte',
  'transfer.result.failureHeading': 'Transferencia no completada',
  'transfer.result.success':
    'Su información y configuración de pago se transfirieron a su nueva cuenta ({account}).',
  'transfer.result.autopayFailed':
    'Lo sentimos, no se pudo transferir su configuración de pagos automáticos, pero sí pudimos transferir sus métodos de pago guardados.',
  'transfer.result.currentMonthNotScheduled':
    'Su configuración de pagos automáticos se activó. Debido a dificultades técnicas no se pudo programar el pago del mes en curso; por favor haga un pago único para la factura de este mes.',
  'transfer.result.preferencesNotUpdated':
    'Su información de pago se transfirió a su nueva cuenta ({account}), pero no se pudieron actualizar sus preferencias de facturación sin papel y de correo electrónico. Puede configurarlas en las páginas de pago de factura.',
  'transfer.result.failure':
    'Lo sentimos, no pudimos transferir su configuración de pago a su nueva cuenta ({account}). No se hizo ningún cambio.',
  'transfer.result.autopayFailTab':
    'Lo sentimos, no pudimos transferir su configuración de pagos automáticos, pero puede inscribirse en cualquier momento...',
  'transfer.result.maxPaymentNotice':
    'Usted tenía un monto máximo de pago en su cuenta anterior. Por favor revise los nuevos cargos mensuales estimados y haga los cambios necesarios.',
  'transfer.result.firstAutopay':
    'Su primer pago automático en la nueva cuenta está programado para el {date}.',
  'transfer.result.autopayLink': 'Configurar pagos automáticos',
  'transfer.result.payLink': 'Hacer un pago',
  'transfer.result.done': 'Listo',

  'transfer.error.body': 'Parece que tenemos dificultades técnicas. Por favor inténtelo de nuevo más tarde.',

  'transfer.toggle.switching': 'Cambiando de cuenta…',
  'transfer.toggle.failed': 'No pudimos cambiar a esa cuenta. Por favor inténtelo de nuevo.',
};
