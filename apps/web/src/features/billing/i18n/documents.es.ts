import type { billingDocumentsEn } from './documents.en.ts';

export const billingDocumentsEs: Record<keyof typeof billingDocumentsEn, string> = {
  'billingDocuments.nav.label': 'Pago de factura',
  'billingDocuments.nav.payBill': 'Pagar factura',
  'billingDocuments.nav.myBill': 'Mi factura',
  'billingDocuments.nav.paymentOptions': 'Opciones de pago',
  'billingDocuments.nav.managePayments': 'Administrar métodos de pago',
  'billingDocuments.nav.automaticPayments': 'Pagos automáticos',
  'billingDocuments.nav.accountActivity': 'Actividad de la cuenta',

  'billingDocuments.header.label': 'Su cuenta de facturación',
  'billingDocuments.header.account': 'Cuenta {number}',
  'billingDocuments.header.accountSelect': 'Cuenta',
  'billingDocuments.header.pastAccount': '{number} (cerrada el {date})',
  'billingDocuments.header.csrActing': 'Agente {id} actuando',
  'billingDocuments.header.accountsFailed': 'No pudimos cargar su lista de cuentas.',

  'billingDocuments.paperless.title': 'Factura sin papel',
  'billingDocuments.paperless.intro':
    'Reciba su factura por correo electrónico en lugar de en papel. Le escribiremos cada vez que haya una factura nueva.',
  'billingDocuments.paperless.emailLabel': 'Correo electrónico',
  'billingDocuments.paperless.emailHint': 'Por ejemplo, nombre@ejemplo.com',
  'billingDocuments.paperless.invalidEmail': 'Por favor, introduzca un correo electrónico válido',
  'billingDocuments.paperless.enrol': 'Inscribirse',
  'billingDocuments.paperless.enrolling': 'Inscribiendo…',
  'billingDocuments.paperless.thanks':
    'Gracias por inscribirse en la factura sin papel. ¡Así se salvan árboles!',
  'billingDocuments.paperless.notifyNotice': 'Los avisos de factura se enviarán a {email}.',
  'billingDocuments.paperless.status':
    'La factura sin papel está activada. Los avisos de factura se envían a {email}.',
  'billingDocuments.paperless.manage':
    'Administrar la factura sin papel y las preferencias de correo electrónico',
  'billingDocuments.paperless.loadFailed': 'No pudimos cargar su configuración de factura sin papel.',
  'billingDocuments.paperless.loading': 'Cargando su configuración de factura sin papel…',

  'billingDocuments.prefs.title': 'Preferencias de correo electrónico',
  'billingDocuments.prefs.intro': 'Elija cómo recibe su factura y adónde enviamos los avisos de factura.',
  'billingDocuments.prefs.emailLabel': 'Correo electrónico para avisos de factura',
  'billingDocuments.prefs.emailHint': 'Necesario para la factura sin papel y para los avisos de factura.',
  'billingDocuments.prefs.paperBill': 'Enviarme una factura en papel',
  'billingDocuments.prefs.paperBillHint':
    'Desmarque esta opción para no recibir papel: su factura llegará solo en línea y por correo electrónico.',
  'billingDocuments.prefs.mailNotify': 'Avisarme por correo electrónico cuando haya una factura nueva',
  'billingDocuments.prefs.save': 'Guardar preferencias',
  'billingDocuments.prefs.saving': 'Guardando…',
  'billingDocuments.prefs.detailsUpdated': 'Los datos se actualizaron correctamente',
  'billingDocuments.prefs.preferencesUpdated':
    'Sus preferencias de correo electrónico se actualizaron correctamente.',
  'billingDocuments.prefs.stale':
    'Sus preferencias de correo electrónico se cambiaron en otro lugar después de cargar esta página. Revíselas a continuación e inténtelo de nuevo.',
  'billingDocuments.prefs.reload': 'Mostrar las preferencias actuales',

  'billingDocuments.myBill.loading': 'Cargando su factura…',
  'billingDocuments.myBill.loadFailed': 'No pudimos cargar su factura.',
  'billingDocuments.myBill.none': 'Esta cuenta todavía no tiene facturas.',
  'billingDocuments.myBill.pick': 'Factura',
  'billingDocuments.myBill.statementOption': 'Factura del {date}',
  'billingDocuments.myBill.summary': 'Resumen de la factura',
  'billingDocuments.myBill.accountNumber': 'Número de cuenta',
  'billingDocuments.myBill.statementDate': 'Fecha de la factura',
  'billingDocuments.myBill.period': 'Período de facturación',
  'billingDocuments.myBill.periodValue': 'Del {start} al {end}',
  'billingDocuments.myBill.dueDate': 'Fecha de vencimiento',
  'billingDocuments.myBill.previousBalance': 'Saldo anterior',
  'billingDocuments.myBill.payments': 'Pagos recibidos',
  'billingDocuments.myBill.newCharges': 'Cargos nuevos',
  'billingDocuments.myBill.totalDue': 'Total a pagar',
  'billingDocuments.myBill.details': 'Cargos y créditos',
  'billingDocuments.myBill.tableCaption': 'Todos los cargos y créditos de la factura del {date}',
  'billingDocuments.myBill.tableRegion': 'Líneas de la factura',
  'billingDocuments.myBill.description': 'Descripción',
  'billingDocuments.myBill.amount': 'Importe',
  'billingDocuments.myBill.subtotal': 'Subtotal, {section}',
  'billingDocuments.myBill.download': 'Descargar PDF',
  'billingDocuments.myBill.downloadLabel': 'Descargar la factura del {date} en PDF',
  'billingDocuments.myBill.inserts': 'Avisos con esta factura',
  'billingDocuments.myBill.allInserts': 'Todos los avisos de factura',

  'billingDocuments.history.title': 'Historial de facturas',
  'billingDocuments.history.intro':
    'El total a pagar de cada una de sus últimas {count} facturas. Elija una barra para ver esa factura y qué cambió en ella.',
  'billingDocuments.history.chart': 'Total a pagar de cada factura',
  'billingDocuments.history.bar': 'Factura del {date}: {amount}',
  'billingDocuments.history.showTable': 'Mostrar las facturas como tabla',
  'billingDocuments.history.tableCaption':
    'Total a pagar de cada factura, de la más antigua a la más reciente',
  'billingDocuments.history.changes': 'Qué cambió',
  'billingDocuments.history.explain': 'Ver qué cambió',
  'billingDocuments.history.tooFew': 'Su historial de facturas aparecerá aquí cuando tenga dos facturas.',

  'billingDocuments.explainer.title': 'Qué cambió desde el mes pasado',
  'billingDocuments.explainer.loading': 'Cargando qué cambió desde el mes pasado…',
  'billingDocuments.explainer.loadFailed': 'No pudimos cargar qué cambió desde su factura anterior.',
  'billingDocuments.explainer.total': '{delta} desde el mes pasado',
  'billingDocuments.explainer.same': 'Igual que el mes pasado',
  'billingDocuments.explainer.first':
    'Esta es su primera factura: no hay una anterior con la que compararla.',
  'billingDocuments.explainer.promotionEnded':
    'Su precio promocional de {service} terminó el {date}: {delta}',
  'billingDocuments.explainer.promotionStarted':
    'Comenzó un precio promocional de {service}, válido hasta el {date}: {delta}',
  'billingDocuments.explainer.added': 'Nuevo en esta factura: {name}: {delta}',
  'billingDocuments.explainer.removed': 'Ya no figura en su factura: {name}: {delta}',
  'billingDocuments.explainer.changed': '{name} pasó de {previous} a {current}: {delta}',
  'billingDocuments.explainer.oneTime': 'Cargo único: {name}: {delta}',
  'billingDocuments.explainer.credit': 'Crédito: {name}: {delta}',
  'billingDocuments.explainer.notRepeatedCredit':
    'El crédito de la factura anterior no se repite: {name}: {delta}',
  'billingDocuments.explainer.notRepeatedCharge':
    'El cargo único de la factura anterior no se repite: {name}: {delta}',

  'billingDocuments.section.payments': 'Pagos',
  'billingDocuments.section.tv': 'TV',
  'billingDocuments.section.internet': 'Internet',
  'billingDocuments.section.phone': 'Teléfono',
  'billingDocuments.section.equipment': 'Equipos',
  'billingDocuments.section.oneTime': 'Cargos únicos',
  'billingDocuments.section.credits': 'Créditos y ajustes',
  'billingDocuments.section.taxesFees': 'Impuestos, tarifas y recargos',

  'billingDocuments.insert.intro':
    'Avisos que acompañaron a sus facturas: cambios de tarifas, cambios de canales e información de privacidad.',
  'billingDocuments.insert.loading': 'Cargando el aviso…',
  'billingDocuments.insert.loadFailed': 'No pudimos cargar este aviso.',
  'billingDocuments.insert.notFound': 'No encontramos este aviso. Es posible que se haya retirado.',
  'billingDocuments.insert.none': 'No hay avisos de factura.',
  'billingDocuments.insert.published': 'Publicado el {date}',
  'billingDocuments.insert.back': 'Todos los avisos de factura',

  'billingDocuments.dissuasion.updated': 'Los datos se actualizaron correctamente',
  'billingDocuments.dissuasion.thanks': 'Gracias por mantener al día sus datos de facturación.',
  'billingDocuments.dissuasion.whatTitle': 'Qué significa la factura sin papel',
  'billingDocuments.dissuasion.point1':
    'Su factura llega por correo electrónico el mismo día en que está lista, no días después por correo postal.',
  'billingDocuments.dissuasion.point2':
    'Todas sus facturas quedan en línea en Mi factura, listas para ver o descargar en PDF.',
  'billingDocuments.dissuasion.point3': 'Nada más cambia: paga de la misma manera y en las mismas fechas.',
  'billingDocuments.dissuasion.point4': 'Menos papel y menos correo. ¡Así se salvan árboles!',
  'billingDocuments.dissuasion.goPaperless': 'Volver a la factura sin papel',
  'billingDocuments.dissuasion.backToPayBill': 'Volver a Pagar factura',

  'billingDocuments.pendingCredits.title': 'Créditos en su próxima factura',
  'billingDocuments.pendingCredits.loading': 'Cargando sus créditos…',
  'billingDocuments.pendingCredits.loadFailed': 'No pudimos cargar sus créditos.',
  'billingDocuments.pendingCredits.none': 'No hay créditos pendientes para su próxima factura.',
  'billingDocuments.pendingCredits.total': 'Su próxima factura descontará {amount}:',
};
