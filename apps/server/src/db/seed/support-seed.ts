import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import type { SupportNotificationsTable } from '../schema-support.ts';
import { DAY, HOUR } from '../../platform/clock.ts';

type DemoNotification = Omit<SupportNotificationsTable, 'published_at' | 'expires_at'> & {
  /** hours from now */
  publishedIn: number;
  /** hours from now; null for no end */
  expiresIn: number | null;
};

/**
 * The operator's notifications, laid out relative to `now`, beside the demo network
 * (outage-seed.ts):
 * - 1001, for everyone: a notice about calls asking for passwords, with no end.
 * - 1002, corp 7702 (jsmith's Hicksville): the maintenance tonight, 9 to 13 hours from now.
 * - 1003, corp 7704 (mgarcia's Mott Haven): the outage cleared 2 hours ago.
 * - 1004, for everyone: a notice that ended two days ago, never shown.
 */
const NOTIFICATIONS: DemoNotification[] = [
  {
    id: 1001,
    corp_id: null,
    kind: 'notice',
    title_en: 'We never ask for your password by phone',
    title_es: 'Nunca le pedimos su contraseña por teléfono',
    summary_en: 'Calls or texts asking for your password or PIN are not from us.',
    summary_es: 'Las llamadas o mensajes que piden su contraseña o PIN no son nuestros.',
    body_en:
      'Some customers have received calls and texts that claim to be from us and ask for a password, a PIN or a payment by gift card.\n\nWe never ask for your password or PIN, and we never take payment by gift card. Hang up, and call the number on the contact page if you are unsure.',
    body_es:
      'Algunos clientes han recibido llamadas y mensajes que dicen ser nuestros y piden una contraseña, un PIN o un pago con tarjeta de regalo.\n\nNunca le pedimos su contraseña ni su PIN, y nunca aceptamos pagos con tarjeta de regalo. Cuelgue y llame al número de la página de contacto si tiene dudas.',
    publishedIn: -72,
    expiresIn: null,
  },
  {
    id: 1002,
    corp_id: '7702',
    kind: 'maintenance',
    title_en: 'Planned maintenance in Hicksville tonight',
    title_es: 'Mantenimiento programado en Hicksville esta noche',
    summary_en: 'TV, internet and phone may be briefly unavailable overnight.',
    summary_es:
      'La TV, el internet y el teléfono podrían no estar disponibles por momentos durante la noche.',
    body_en:
      'We are upgrading the network that serves Hicksville. TV, internet and phone service may stop for a few minutes at a time during the work.\n\nThere is nothing you need to do. If your service is not back once the work ends, restart your modem and cable box.',
    body_es:
      'Estamos mejorando la red que da servicio a Hicksville. El servicio de TV, internet y teléfono puede detenerse unos minutos cada vez durante los trabajos.\n\nNo tiene que hacer nada. Si su servicio no vuelve cuando terminen los trabajos, reinicie su módem y su decodificador.',
    publishedIn: -24,
    expiresIn: 13,
  },
  {
    id: 1003,
    corp_id: '7704',
    kind: 'outage',
    title_en: 'Service restored in Mott Haven',
    title_es: 'Servicio restablecido en Mott Haven',
    summary_en: 'The outage that began this morning has been fixed.',
    summary_es: 'La interrupción que comenzó esta mañana ya se resolvió.',
    body_en:
      'An outage interrupted TV and internet service in Mott Haven for about four hours. Service was restored two hours ago.\n\nIf your service is still not working, restart your equipment. If that does not help, contact us.',
    body_es:
      'Una interrupción afectó el servicio de TV e internet en Mott Haven durante unas cuatro horas. El servicio se restableció hace dos horas.\n\nSi su servicio sigue sin funcionar, reinicie sus equipos. Si eso no ayuda, comuníquese con nosotros.',
    publishedIn: -6,
    expiresIn: 48,
  },
  {
    id: 1004,
    corp_id: null,
    kind: 'notice',
    title_en: 'Holiday hours for our stores',
    title_es: 'Horario festivo de nuestras tiendas',
    summary_en: 'Our stores closed early for the holiday.',
    summary_es: 'Nuestras tiendas cerraron temprano por el día festivo.',
    body_en: 'Our stores closed at 3 pm for the holiday.',
    body_es: 'Nuestras tiendas cerraron a las 3 p. m. por el día festivo.',
    publishedIn: -10 * (DAY / HOUR),
    expiresIn: -2 * (DAY / HOUR),
  },
];

/** The support area's demo rows. */
export async function seedSupport(trx: Transaction<Database>, now: number): Promise<void> {
  await trx
    .insertInto('support_notifications')
    .values(
      NOTIFICATIONS.map(({ publishedIn, expiresIn, ...row }) => ({
        ...row,
        published_at: now + publishedIn * HOUR,
        expires_at: expiresIn === null ? null : now + expiresIn * HOUR,
      })),
    )
    .execute();
}
