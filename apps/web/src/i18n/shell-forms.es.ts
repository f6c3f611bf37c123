import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MAX_REPEAT_RUN,
  PASSWORD_MAX_SEQUENCE_RUN,
  PASSWORD_MIN_LENGTH,
} from '@coax/domain';
import type { shellFormsEn } from './shell-forms.en.ts';

/** Spanish for the shell's live-checked forms (US Spanish, formal "usted"); limits from the domain. */
export const shellFormsEs: Record<keyof typeof shellFormsEn, string> = {
  'shellForms.password.length': `Su contraseña debe tener entre ${PASSWORD_MIN_LENGTH} y ${PASSWORD_MAX_LENGTH} caracteres. Por favor, inténtelo de nuevo.`,
  'shellForms.password.characters':
    'Su contraseña solo puede contener letras y números. No se permiten caracteres especiales.',
  'shellForms.password.repetitive':
    `Su contraseña no puede contener ${PASSWORD_MAX_REPEAT_RUN} o más caracteres idénticos seguidos, ` +
    `ni ${PASSWORD_MAX_SEQUENCE_RUN} caracteres en secuencia como “abcd” o “4321”. Por favor, inténtelo de nuevo.`,
  'shellForms.password.mismatch': 'Las contraseñas que escribió no coinciden. Por favor, inténtelo de nuevo.',
  'shellForms.password.confirmed': 'La contraseña de confirmación coincide.',
  'shellForms.password.maxLength': `Su contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.`,

  'shellForms.strength.label': 'Seguridad de la contraseña',
  'shellForms.strength.TOO SHORT': 'DEMASIADO CORTA',
  'shellForms.strength.TOO WEAK': 'DEMASIADO DÉBIL',
  'shellForms.strength.MEDIUM': 'MEDIA',
  'shellForms.strength.STRONG': 'FUERTE',
  'shellForms.strength.VERY STRONG': 'MUY FUERTE',
  'shellForms.strength.weak':
    'Esta contraseña sería fácil de adivinar. Una más larga que combine mayúsculas, minúsculas y números es más segura.',

  'shellForms.changePassword.title': 'Cambie su contraseña',
  'shellForms.changePassword.intro':
    'Su nueva contraseña sirve para iniciar sesión en todas partes. Se cerrará la sesión de {id} en cualquier otro dispositivo.',
  'shellForms.changePassword.current': 'Contraseña actual',
  'shellForms.changePassword.new': 'Contraseña nueva',
  'shellForms.changePassword.newHint': `De ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} letras y números. Es más segura si es más larga y combina mayúsculas, minúsculas y números.`,
  'shellForms.changePassword.confirm': 'Confirme la contraseña nueva',
  'shellForms.changePassword.submit': 'Cambiar contraseña',
  'shellForms.changePassword.submitting': 'Cambiando la contraseña…',
  'shellForms.changePassword.currentEmpty': 'Escriba su contraseña actual.',
  'shellForms.changePassword.confirmEmpty': 'Escriba su contraseña nueva otra vez para confirmarla.',
  'shellForms.changePassword.wrongCurrent': 'Su contraseña actual no es correcta.',
  'shellForms.changePassword.wrongCurrentAttempts_one':
    'Su contraseña actual no es correcta. Le queda {count} intento antes de que el usuario se bloquee por un tiempo.',
  'shellForms.changePassword.wrongCurrentAttempts_other':
    'Su contraseña actual no es correcta. Le quedan {count} intentos antes de que el usuario se bloquee por un tiempo.',
  'shellForms.changePassword.rejected':
    'No se aceptó su contraseña nueva. Revísela según las reglas que aparecen debajo del campo e inténtelo de nuevo.',
  'shellForms.changePassword.failed': 'No se cambió su contraseña. Por favor, inténtelo de nuevo más tarde.',
  'shellForms.changePassword.done': 'Se cambió su contraseña.',
  'shellForms.changePassword.doneEnded_one':
    'Se cambió su contraseña. Se cerró {count} sesión en otro dispositivo.',
  'shellForms.changePassword.doneEnded_other':
    'Se cambió su contraseña. Se cerraron {count} sesiones en otros dispositivos.',
  'shellForms.changePassword.agent':
    'Los agentes no pueden cambiar la contraseña de un suscriptor. El suscriptor la cambia aquí después de iniciar sesión.',

  'shellForms.alertsAdmin.title': 'Alertas del operador',
  'shellForms.alertsAdmin.link': 'Alertas del operador',
  'shellForms.alertsAdmin.linkHint': 'Cree, edite, publique y revise las alertas que ven los suscriptores.',
  'shellForms.alertsAdmin.backToDesk': 'Volver al escritorio del agente',
  'shellForms.alertsAdmin.intro':
    'Las alertas aparecen en el panel de alertas de cada página para los suscriptores a quienes van dirigidas, mientras estén publicadas y dentro de su periodo.',
  'shellForms.alertsAdmin.preview': 'Vista previa de las alertas (se abre en una pestaña nueva)',
  'shellForms.alertsAdmin.previewHint':
    'La vista previa muestra todas las alertas publicadas, sin tener en cuenta sus fechas ni su idioma.',
  'shellForms.alertsAdmin.new': 'Alerta nueva',
  'shellForms.alertsAdmin.loading': 'Cargando las alertas…',
  'shellForms.alertsAdmin.loadFailed': 'No se pudieron cargar las alertas.',
  'shellForms.alertsAdmin.empty': 'Todavía no hay alertas del operador.',
  'shellForms.alertsAdmin.caption': 'Todas las alertas del operador, el último cambio primero',
  'shellForms.alertsAdmin.col.title': 'Título',
  'shellForms.alertsAdmin.col.type': 'Tipo',
  'shellForms.alertsAdmin.col.status': 'Estado',
  'shellForms.alertsAdmin.col.language': 'Idioma',
  'shellForms.alertsAdmin.col.window': 'Se muestra',
  'shellForms.alertsAdmin.col.updated': 'Último cambio',
  'shellForms.alertsAdmin.col.action': 'Acción',
  'shellForms.alertsAdmin.edit': 'Editar',
  'shellForms.alertsAdmin.updatedBy': '{time} por {agent}',
  'shellForms.alertsAdmin.windowFrom': 'desde {start}',
  'shellForms.alertsAdmin.windowUntil': 'desde {start} hasta {end}',
  'shellForms.alertsAdmin.status.draft': 'Borrador',
  'shellForms.alertsAdmin.status.scheduled': 'Programada',
  'shellForms.alertsAdmin.status.live': 'Publicada',
  'shellForms.alertsAdmin.status.expired': 'Vencida',
  'shellForms.alertsAdmin.noType': 'ninguno (se muestra como major)',
  'shellForms.alertsAdmin.language.all': 'Todos los idiomas',
  'shellForms.alertsAdmin.language.en': 'Inglés',
  'shellForms.alertsAdmin.language.es': 'Español',

  'shellForms.alertsAdmin.editorNew': 'Alerta nueva',
  'shellForms.alertsAdmin.editorEdit': 'Editar la alerta {id}',
  'shellForms.alertsAdmin.section.content': 'Contenido',
  'shellForms.alertsAdmin.section.display': 'Cómo se muestra',
  'shellForms.alertsAdmin.section.buttons': 'Botones',
  'shellForms.alertsAdmin.section.audience': 'Quién la ve',
  'shellForms.alertsAdmin.section.publishing': 'Publicación',
  'shellForms.alertsAdmin.field.id': 'ID de la alerta',
  'shellForms.alertsAdmin.field.idHint':
    'Letras minúsculas, números y guiones, como tormenta-enero. No se puede cambiar después.',
  'shellForms.alertsAdmin.field.title': 'Título',
  'shellForms.alertsAdmin.field.summary': 'Resumen',
  'shellForms.alertsAdmin.field.message': 'Mensaje completo (opcional)',
  'shellForms.alertsAdmin.field.messageHint': 'Se muestra cuando el suscriptor elige “Leer más”.',
  'shellForms.alertsAdmin.field.type': 'Tipo',
  'shellForms.alertsAdmin.field.priority': 'Prioridad (opcional)',
  'shellForms.alertsAdmin.field.priorityHint':
    '1 es la más importante. Las alertas sin prioridad van al final.',
  'shellForms.alertsAdmin.field.actionAlert': 'Alerta de acción (se muestra antes que las demás)',
  'shellForms.alertsAdmin.field.link': 'Enlace (opcional)',
  'shellForms.alertsAdmin.field.linkHint': 'Una ruta de este sitio, o una dirección https, mailto o tel.',
  'shellForms.alertsAdmin.field.source': 'Origen (opcional)',
  'shellForms.alertsAdmin.field.primaryMessage': 'Texto del aviso (opcional)',
  'shellForms.alertsAdmin.field.primaryMessageHint':
    'Si lo escribe, la alerta también aparece como aviso con este texto.',
  'shellForms.alertsAdmin.field.icon': 'Nombre del icono (opcional)',
  'shellForms.alertsAdmin.field.img': 'Dirección de la imagen (opcional)',
  'shellForms.alertsAdmin.field.regions': 'Regiones (opcional)',
  'shellForms.alertsAdmin.field.regionsHint': 'Sepárelas con comas. Déjelo vacío para todas las regiones.',
  'shellForms.alertsAdmin.field.corpIds': 'Códigos corp (opcional)',
  'shellForms.alertsAdmin.field.corpIdsHint':
    'Códigos de cuatro dígitos separados con comas. Déjelo vacío para todos.',
  'shellForms.alertsAdmin.field.language': 'Idioma',
  'shellForms.alertsAdmin.field.publishAt': 'Mostrar desde (opcional)',
  'shellForms.alertsAdmin.field.publishAtHint':
    'Su hora local. Déjelo vacío para mostrarla desde el momento en que se guarde.',
  'shellForms.alertsAdmin.field.expiresAt': 'Vence (opcional)',
  'shellForms.alertsAdmin.field.expiresAtHint':
    'Su hora local. Déjelo vacío para mantenerla hasta que se retire.',
  'shellForms.alertsAdmin.field.published': 'Publicada',
  'shellForms.alertsAdmin.field.publishedHint':
    'Las alertas sin publicar se guardan como borradores y no las ve nadie.',
  'shellForms.alertsAdmin.cta.label': 'Texto del botón {n}',
  'shellForms.alertsAdmin.cta.href': 'Dirección del botón {n}',
  'shellForms.alertsAdmin.cta.remove': 'Quitar el botón {n}',
  'shellForms.alertsAdmin.cta.add': 'Agregar un botón',
  'shellForms.alertsAdmin.cta.none': 'Sin botones.',
  'shellForms.alertsAdmin.save': 'Guardar la alerta',
  'shellForms.alertsAdmin.saving': 'Guardando…',
  'shellForms.alertsAdmin.cancel': 'Cancelar',
  'shellForms.alertsAdmin.created': 'Se creó la alerta “{title}”.',
  'shellForms.alertsAdmin.saved': 'Se guardó la alerta “{title}”.',
  'shellForms.alertsAdmin.notSaved':
    'No se guardó la alerta. Corrija los campos indicados e inténtelo de nuevo.',
  'shellForms.alertsAdmin.saveFailed':
    'No se guardó la alerta. Por favor, inténtelo de nuevo; lo que escribió se conserva.',
  'shellForms.alertsAdmin.forbidden': 'Solo los agentes de servicio al cliente pueden cambiar las alertas.',
  'shellForms.alertsAdmin.required.id': 'Escriba un ID para la alerta.',
  'shellForms.alertsAdmin.required.title': 'Escriba un título.',
  'shellForms.alertsAdmin.required.ctaLabel': 'Escriba el texto del botón.',
  'shellForms.alertsAdmin.required.ctaHref': 'Escriba la dirección del botón.',
  'shellForms.alertsAdmin.invalid.priority': 'La prioridad es un número entero.',
  'shellForms.alertsAdmin.invalid.date': 'Escriba una fecha y hora, o déjelo vacío.',
};
