import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { DAY, HOUR } from '../../platform/clock.ts';

interface DemoAlert {
  id: string;
  title: string;
  summary: string;
  message?: string;
  type: string | null;
  language?: 'all' | 'en' | 'es';
  regions?: string[];
  corpIds?: string[];
  link?: string;
  primaryMessage?: string;
  priority?: number;
  actionAlert?: boolean;
  ctas?: Array<{ label: string; href: string }>;
  icon?: string;
  published?: boolean;
  /** days from now */
  publishIn: number;
  expiresIn?: number;
}

/**
 * A few operator alerts covering each rule: an action alert (in English and in Spanish), a success
 * alert with a banner line, Spanish-only alerts, an untyped one, an expired one, an unpublished
 * draft, one for corp 7704 only (mgarcia, in Spanish) and one for the long-island region (jsmith,
 * latepay, netonly).
 */
const ALERTS: DemoAlert[] = [
  {
    id: 'outage-texts',
    title: 'Get outage updates by text',
    summary: 'Add a mobile number to your profile and we will text you when an outage affects your service.',
    type: 'key',
    actionAlert: true,
    priority: 1,
    language: 'en',
    ctas: [{ label: 'Update your profile', href: '/profile/' }],
    icon: 'phone',
    publishIn: -3,
    expiresIn: 30,
  },
  {
    id: 'avisos-por-texto',
    title: 'Reciba avisos de interrupciones por mensaje de texto',
    summary:
      'Agregue un número de celular a su perfil y le enviaremos un mensaje cuando una interrupción afecte su servicio.',
    type: 'key',
    language: 'es',
    actionAlert: true,
    priority: 1,
    ctas: [{ label: 'Actualizar su perfil', href: '/espanol/profile/' }],
    icon: 'phone',
    publishIn: -3,
    expiresIn: 30,
  },
  {
    id: 'tv-app-everywhere',
    title: 'Now streaming: every channel in the TV app',
    summary: 'Watch every channel in your TV package on your phone, tablet or computer at home.',
    message:
      'The TV app now streams every channel in your package at home, plus thousands of On Demand titles anywhere. Sign in with your user ID to start watching.',
    type: 'success',
    language: 'en',
    primaryMessage: 'New: every channel in your TV package now streams in the TV app.',
    priority: 3,
    link: '/tv',
    icon: 'tv',
    publishIn: -1,
    expiresIn: 60,
  },
  {
    id: 'guia-en-espanol',
    title: 'Nueva guía de canales en español',
    summary: 'Consulte la programación de sus canales favoritos en español, ahora en la guía de TV.',
    type: 'minor',
    language: 'es',
    priority: 4,
    link: '/espanol/tv',
    publishIn: -2,
    expiresIn: 45,
  },
  {
    id: 'new-ways-to-pay',
    title: 'More ways to pay',
    summary: 'Pay your bill with a debit card, a bank account or at any participating retail store.',
    type: null,
    language: 'en',
    link: '/pay-bill/',
    publishIn: -5,
  },
  {
    id: 'li-maintenance',
    title: 'Network upgrades on Long Island',
    summary:
      'We are upgrading the network in parts of Long Island overnight. Service may be briefly interrupted between midnight and 4 a.m.',
    type: 'minorWarning',
    language: 'en',
    regions: ['long-island'],
    priority: 2,
    link: '/support/outage/',
    publishIn: -1,
    expiresIn: 7,
  },
  {
    id: 'bronx-fiber-7704',
    title: 'Internet más rápido llega a su edificio',
    summary: 'Las mejoras de fibra en su vecindario terminan este mes. No necesita una cita.',
    type: 'primary',
    language: 'es',
    corpIds: ['7704'],
    priority: 2,
    publishIn: -1,
    expiresIn: 20,
  },
  {
    id: 'summer-offer',
    title: 'Summer sports offer',
    summary: 'Add the sports package for half price through August.',
    type: 'minor',
    publishIn: -90,
    expiresIn: -2,
  },
  {
    id: 'price-change-draft',
    title: 'Changes to your plan pricing',
    summary: 'Draft: not yet approved for publishing.',
    type: 'major',
    published: false,
    publishIn: 10,
  },
];

/** Seeds the operator alerts. Runs inside seedDemo's transaction. */
export async function seedAlerts(trx: Kysely<Database>, now: number): Promise<void> {
  for (const a of ALERTS) {
    await trx
      .insertInto('operator_alerts')
      .values({
        id: a.id,
        title: a.title,
        summary: a.summary,
        message: a.message ?? null,
        type: a.type,
        language: a.language ?? 'all',
        regions: JSON.stringify(a.regions ?? []),
        corp_ids: JSON.stringify(a.corpIds ?? []),
        link: a.link ?? null,
        source: 'Network operations',
        primary_message: a.primaryMessage ?? null,
        priority: a.priority ?? null,
        action_alert: a.actionAlert ? 1 : 0,
        ctas: JSON.stringify(a.ctas ?? []),
        icon: a.icon ?? null,
        img: null,
        published: a.published === false ? 0 : 1,
        // Whole hours before `now`, so "live since" reads naturally and stays deterministic.
        publish_at: now + a.publishIn * DAY - (a.publishIn < 0 ? HOUR : 0),
        expires_at: a.expiresIn === undefined ? null : now + a.expiresIn * DAY,
        updated_at: now,
        updated_by: 'agent1',
      })
      .execute();
  }
}
