import type { CommunicationOutcome } from '@coax/domain';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { escapeHtml } from '../../../platform/html.ts';

type Notice = Exclude<CommunicationOutcome, 'unchanged'>;

interface NoticeText {
  subject: string;
  lines: string[];
}

/** The words of each notice, by language. `{brand}`, `{account}` and `{email}` are filled in. */
const TEXT: Record<'en' | 'es', Record<Notice, NoticeText>> = {
  en: {
    enrolled: {
      subject: 'Paperless billing is on',
      lines: [
        'Thanks for enrolling in paperless billing with {brand}. Way to save some trees!',
        'From your next bill on, account {account} gets no paper bill. We will e-mail {email} each time a new bill is ready, and you can see every bill under Pay bill, My bill.',
        'To change this e-mail address or get paper bills again, sign in to {brand} and go to Pay bill.',
      ],
    },
    paperBillRestored: {
      subject: 'Paper bills are back on',
      lines: [
        'Account {account} will get a paper bill in the mail again, starting with your next bill.',
        'Your bills stay available online under Pay bill, My bill. To go paperless again, sign in to {brand} and go to Pay bill.',
      ],
    },
    preferencesUpdated: {
      subject: 'Your email preferences were updated',
      lines: [
        'Your email preferences for account {account} have been successfully updated.',
        'Bill notices go to {email}. To change them, sign in to {brand} and go to Pay bill.',
      ],
    },
  },
  es: {
    enrolled: {
      subject: 'La factura sin papel está activada',
      lines: [
        'Gracias por inscribirse en la factura sin papel de {brand}. ¡Así se salvan árboles!',
        'A partir de su próxima factura, la cuenta {account} no recibirá factura en papel. Le escribiremos a {email} cada vez que haya una factura nueva, y puede ver todas sus facturas en Pagar factura, Mi factura.',
        'Para cambiar esta dirección de correo electrónico o volver a recibir facturas en papel, inicie sesión en {brand} y vaya a Pagar factura.',
      ],
    },
    paperBillRestored: {
      subject: 'La factura en papel está activada de nuevo',
      lines: [
        'La cuenta {account} volverá a recibir una factura en papel por correo, a partir de su próxima factura.',
        'Sus facturas siguen disponibles en línea en Pagar factura, Mi factura. Para volver a la factura sin papel, inicie sesión en {brand} y vaya a Pagar factura.',
      ],
    },
    preferencesUpdated: {
      subject: 'Se actualizaron sus preferencias de correo electrónico',
      lines: [
        'Sus preferencias de correo electrónico para la cuenta {account} se actualizaron correctamente.',
        'Los avisos de factura se envían a {email}. Para cambiarlos, inicie sesión en {brand} y vaya a Pagar factura.',
      ],
    },
  },
};

/**
 * The notice sent after a change of paperless or e-mail preferences. Only the last 4 digits of
 * the account number travel in an e-mail.
 */
export function preferenceNotice(
  outcome: Notice,
  vars: { lang: 'en' | 'es'; brand: string; accountNumber: string; email: string; to: string },
): MailMessage {
  const t = TEXT[vars.lang][outcome];
  const fill = (s: string) =>
    s.replace(/\{(brand|account|email)\}/g, (_m, k: string) =>
      k === 'brand' ? vars.brand : k === 'email' ? vars.email : `••••${vars.accountNumber.slice(-4)}`,
    );
  const lines = t.lines.map(fill);
  return {
    to: vars.to,
    subject: `${vars.brand}: ${t.subject}`,
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${vars.lang}"><body><h1>${escapeHtml(vars.brand)}</h1>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
  };
}
