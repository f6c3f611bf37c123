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
};
