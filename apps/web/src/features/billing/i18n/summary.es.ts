import type { billingSummaryEn } from './summary.en.ts';

/** The account summary and the bill widget, in Spanish (usted). */
export const billingSummaryEs: Record<keyof typeof billingSummaryEn, string> = {
  'billing.loadFailed': 'No podemos acceder a la información de facturación en este momento.',
  'billing.notPrimary': 'Inicie sesión como usuario principal para ver y pagar su factura.',
  'billing.signInAgain': 'Vuelva a iniciar sesión para ver y pagar su factura.',
  'billing.signIn': 'Inicie sesión para ver y pagar su factura.',
  'billing.signInLink': 'Iniciar sesión',
  'billing.signInAsOther': 'Iniciar sesión con otro usuario',
  'billing.summaryTitle': 'Resumen de la cuenta',
  'billing.loading': 'Cargando su factura…',
  'billing.accountNumber': 'Número de cuenta',
  'billing.amountDue': 'Importe a pagar',
  'billing.dueDate': 'Fecha de vencimiento',
  'billing.dueToday': 'Vence hoy',
  'billing.dueIn_one': 'Vence en {count} día',
  'billing.dueIn_other': 'Vence en {count} días',
  'billing.overdue_one': 'Vencido hace {count} día',
  'billing.overdue_other': 'Vencido hace {count} días',
  'billing.currentBalance': 'Saldo actual',
  'billing.currentBalanceHint':
    'Todo lo cargado a la cuenta hasta ahora, incluidos los cargos que aún no vencen.',
  'billing.status': 'Estado de la cuenta',
  'billing.upToDate': 'Su cuenta está al día.',
  'billing.pastDue30': 'Con 30 días de atraso: {amount}',
  'billing.pastDue60': 'Con 60 días de atraso: {amount}',
  'billWidget.title': 'Su factura',
  'billWidget.loading': 'Cargando su factura…',
  'billWidget.current': 'Su cuenta está al día. No tiene nada pendiente de pago por ahora.',
  'billWidget.credit': 'Tiene un crédito de {amount}. No tiene nada pendiente de pago por ahora.',
  'billWidget.inCycle': 'Su saldo de {amount} vence el {date}.',
  'billWidget.inCycleNoDate': 'Su saldo de {amount} está pendiente de pago.',
  'billWidget.late': 'Su pago de {amount} vencía el {date}. Pague ahora para mantener su cuenta al día.',
  'billWidget.pastDue30': 'Su cuenta tiene 30 días de atraso. Pague ahora el monto vencido de {amount}.',
  'billWidget.pastDue60':
    'Su cuenta tiene 60 días o más de atraso. Pague de inmediato el monto vencido de {amount} para evitar la interrupción de sus servicios.',
  'billWidget.preDeAuthBefore':
    'Sus servicios se interrumpirán el {date} si no se paga el monto vencido de {amount}.',
  'billWidget.preDeAuthAfter':
    'Sus servicios pueden interrumpirse en cualquier momento. Pague de inmediato el monto vencido de {amount} para conservarlos.',
  'billWidget.suspended':
    'Sus servicios están suspendidos por falta de pago. Pague {amount} para restablecerlos.',
  'billWidget.accountNumber': 'Número de cuenta',
  'billWidget.amountDue': 'Monto a pagar',
  'billWidget.dueDate': 'Fecha de vencimiento',
  'billWidget.lastPayment': 'Último pago',
  'billWidget.lastPaymentValue': '{amount} el {date}',
  'billWidget.noPayment': 'Ninguno registrado',
  'billWidget.currentBalance': 'Saldo actual',
  'billWidget.currentBalanceAbout': 'Acerca de su saldo actual',
  'billWidget.currentBalanceTip':
    'Su saldo actual es todo lo cargado a su cuenta hasta ahora, incluidos los cargos que aún no vencen. El monto a pagar es lo que debe pagar antes de la fecha de vencimiento.',
  'billWidget.button.makePayment': 'Hacer un pago',
  'billWidget.button.payNow': 'Pagar ahora',
  'billWidget.button.paymentDueImmediately': 'Pago requerido de inmediato',
  'billWidget.button.viewBill': 'Ver su factura',
  'billWidget.button.signIn': 'Iniciar sesión',
};
