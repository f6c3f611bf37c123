import type { Insertable, Transaction } from 'kysely';
import { PLAN_SECTIONS, SECURITY_SUITE_CODE } from '@coax/domain';
import type { Database } from '../schema.ts';
import type { ServiceContentTable, ServiceOffersTable } from '../schema-shop-services.ts';

type Offer = Insertable<ServiceOffersTable>;

const offer = (
  code: string,
  section: Offer['section'],
  kind: Offer['kind'],
  business: number,
  rank: number,
  monthly_cents: number,
  name: [string, string],
  blurb: [string, string],
  offered = 1,
): Offer => ({
  code,
  section,
  kind,
  business,
  rank,
  offered,
  monthly_cents,
  name_en: name[0],
  name_es: name[1],
  blurb_en: blurb[0],
  blurb_es: blurb[1],
});

/**
 * The catalogue of tiers and add-ons. The codes already on the demo bills keep their bills' names
 * (statement-line-names.ts) and prices; a tier's rank orders upgrades from changes down.
 */
export const SERVICE_OFFERS: readonly Offer[] = [
  offer(
    'TV-CORE-DVR',
    'tv',
    'tier',
    0,
    1,
    3999,
    ['TV Core with cloud DVR', 'TV Core con DVR en la nube'],
    [
      'Local channels and favourites, recorded in the cloud.',
      'Canales locales y favoritos, grabados en la nube.',
    ],
  ),
  offer(
    'TV-SELECT',
    'tv',
    'tier',
    0,
    2,
    5499,
    ['TV Select', 'TV Select'],
    ['More than 150 channels, with sports and news.', 'Más de 150 canales, con deportes y noticias.'],
  ),
  offer(
    'TV-PREMIER',
    'tv',
    'tier',
    0,
    3,
    8999,
    ['TV Premier', 'TV Premier'],
    [
      'Every channel we carry, premium networks included.',
      'Todos nuestros canales, con las cadenas premium incluidas.',
    ],
  ),
  offer(
    'INT300',
    'internet',
    'tier',
    0,
    1,
    3999,
    ['Internet 300', 'Internet 300'],
    [
      'Up to 300 Mbps: streaming and video calls on a few devices.',
      'Hasta 300 Mbps: streaming y videollamadas en pocos dispositivos.',
    ],
  ),
  offer(
    'INT500',
    'internet',
    'tier',
    0,
    2,
    4999,
    ['Internet 500', 'Internet 500'],
    ['Up to 500 Mbps: a busy household at once.', 'Hasta 500 Mbps: todo el hogar conectado a la vez.'],
  ),
  offer(
    'INT1G',
    'internet',
    'tier',
    0,
    3,
    6999,
    ['Internet 1 Gig', 'Internet 1 Giga'],
    [
      'Up to 1 Gbps: large downloads and gaming without waiting.',
      'Hasta 1 Gbps: descargas grandes y juegos sin esperas.',
    ],
  ),
  offer(
    'PHONE-UNL',
    'phone',
    'tier',
    0,
    1,
    1499,
    ['Unlimited calling, US and Canada', 'Llamadas ilimitadas a EE. UU. y Canadá'],
    ['Unlimited calls across the US and Canada.', 'Llamadas ilimitadas en EE. UU. y Canadá.'],
  ),
  offer(
    'PHONE-INTL',
    'phone',
    'tier',
    0,
    2,
    2499,
    ['Unlimited calling, with 70 countries', 'Llamadas ilimitadas, con 70 países'],
    [
      'Everything in unlimited calling, plus calls to 70 countries.',
      'Todo lo de llamadas ilimitadas, más llamadas a 70 países.',
    ],
  ),
  offer(
    'TV-SHO',
    'tv',
    'addon',
    0,
    0,
    1100,
    ['Showtime', 'Showtime'],
    [
      'Showtime series, films and documentaries, live and on demand.',
      'Series, películas y documentales de Showtime, en vivo y a la carta.',
    ],
  ),
  offer(
    'TV-SPORTS',
    'tv',
    'addon',
    0,
    0,
    999,
    ['Sports pack', 'Paquete de deportes'],
    ['Regional and college sports networks.', 'Cadenas de deportes regionales y universitarios.'],
  ),
  offer(
    SECURITY_SUITE_CODE,
    'internet',
    'addon',
    0,
    0,
    599,
    ['Internet security suite', 'Paquete de seguridad de internet'],
    [
      'Antivirus and safe browsing for up to 10 devices.',
      'Antivirus y navegación segura para hasta 10 dispositivos.',
    ],
  ),
  offer(
    'TV-BIZPLUS',
    'tv',
    'tier',
    1,
    1,
    12999,
    ['Business TV Plus', 'TV Plus para empresas'],
    [
      'News, sports and music channels for your customers.',
      'Canales de noticias, deportes y música para sus clientes.',
    ],
  ),
  offer(
    'INT-BIZ1G',
    'internet',
    'tier',
    1,
    1,
    14999,
    ['Business Internet 1 Gig', 'Internet para empresas 1 Giga'],
    ['Up to 1 Gbps with a static IP.', 'Hasta 1 Gbps con IP fija.'],
  ),
  offer(
    'INT-BIZ2G',
    'internet',
    'tier',
    1,
    2,
    19999,
    ['Business Internet 2 Gig', 'Internet para empresas 2 Gigas'],
    ['Up to 2 Gbps with five static IPs.', 'Hasta 2 Gbps con cinco IP fijas.'],
  ),
  offer(
    'VOICE-BIZ4',
    'phone',
    'tier',
    1,
    1,
    7996,
    ['Business Voice, 4 lines', 'Telefonía para empresas, 4 líneas'],
    [
      'Four lines with voicemail and call forwarding.',
      'Cuatro líneas con buzón de voz y desvío de llamadas.',
    ],
  ),
];

/**
 * The operator's pricing areas by footprint (corp): Hicksville (7702) and the business corp (7710)
 * are regulated, Mott Haven (7704) is not, and 7715 has no IsRegulated yet (its pages show the
 * seed's fallback). A corp not listed has no area info either.
 */
const PRICING_AREAS = [
  { corp_id: '7702', name: 'Hicksville', is_regulated: 1 },
  { corp_id: '7704', name: 'Mott Haven', is_regulated: 0 },
  { corp_id: '7710', name: 'Long Island City', is_regulated: 1 },
  { corp_id: '7715', name: 'Danbury', is_regulated: null },
];

type Content = Insertable<ServiceContentTable>;
const content = (
  id: string,
  kind: Content['kind'],
  sort: number,
  title: [string, string],
  body: [string, string],
  value = 0,
): Content => ({
  id,
  kind,
  sort,
  title_en: title[0],
  title_es: title[1],
  body_en: body[0],
  body_es: body[1],
  value,
});

/** /smarthome-info and /showtimeoffer: what the operator publishes. */
const CONTENT: readonly Content[] = [
  content(
    'slide-secure',
    'slide',
    1,
    ['See who is at the door', 'Vea quién está en la puerta'],
    [
      'A video doorbell and cameras that send alerts to your phone.',
      'Un timbre con video y cámaras que envían alertas a su teléfono.',
    ],
  ),
  content(
    'slide-comfort',
    'slide',
    2,
    ['Comfort that learns', 'Confort que aprende'],
    [
      'A thermostat that learns your schedule and saves energy while you are out.',
      'Un termostato que aprende su horario y ahorra energía cuando no está.',
    ],
  ),
  content(
    'slide-wifi',
    'slide',
    3,
    ['Wi-Fi in every room', 'Wi-Fi en cada habitación'],
    [
      'Mesh points carry your internet to every corner of the house.',
      'Los puntos de malla llevan su internet a cada rincón de la casa.',
    ],
  ),
  content(
    'nest-thermostat',
    'nest',
    1,
    ['Nest Learning Thermostat', 'Termostato Nest Learning'],
    ['', ''],
    1,
  ),
  content('nest-cam', 'nest', 2, ['Nest Cam', 'Nest Cam'], ['', ''], 1),
  content('nest-doorbell', 'nest', 3, ['Nest Doorbell', 'Timbre Nest'], ['', ''], 0),
  content('auto-advance', 'animation', 1, ['Auto advance', 'Avance automático'], ['', ''], 8000),
  content('transition', 'animation', 2, ['Transition', 'Transición'], ['', ''], 300),
  content(
    'smarthome-how',
    'section',
    1,
    ['How it works', 'Cómo funciona'],
    [
      'Order a kit from the shop, plug it in and control everything from one app. A technician can set it up for you.',
      'Pida un kit en la tienda, conéctelo y contrólelo todo desde una sola aplicación. Un técnico puede instalarlo por usted.',
    ],
  ),
  content(
    'smarthome-privacy',
    'section',
    2,
    ['Your privacy', 'Su privacidad'],
    [
      'Video stays in your account. Only you decide who can see it.',
      'El video se queda en su cuenta. Solo usted decide quién puede verlo.',
    ],
  ),
  content(
    'showtime',
    'offer',
    1,
    ['Add Showtime to your TV', 'Agregue Showtime a su TV'],
    [
      'Award-winning series, films and documentaries, live and on demand, on your TV and in the app. Cancel at any time from My services.',
      'Series, películas y documentales premiados, en vivo y a la carta, en su TV y en la aplicación. Cancele cuando quiera desde Mis servicios.',
    ],
  ),
];

/**
 * The catalogue, the pricing areas and the pages' content, and each account's plan as its latest
 * bill shows it: the recurring TV, internet and phone lines.
 */
export async function seedShopServices(trx: Transaction<Database>, now: number): Promise<void> {
  await trx
    .insertInto('service_offers')
    .values([...SERVICE_OFFERS])
    .execute();
  await trx.insertInto('pricing_areas').values(PRICING_AREAS).execute();
  await trx
    .insertInto('service_content')
    .values([...CONTENT])
    .execute();
  const codes = new Set(SERVICE_OFFERS.map((o) => o.code));
  const statements = await trx
    .selectFrom('statements')
    .select(['id', 'account_number', 'statement_date'])
    .orderBy('statement_date', 'desc')
    .execute();
  const latest = new Map<string, string>();
  for (const s of statements) if (!latest.has(s.account_number)) latest.set(s.account_number, s.id);
  for (const [account_number, statementId] of latest) {
    const lines = await trx
      .selectFrom('statement_lines')
      .select(['code', 'amount_cents'])
      .where('statement_id', '=', statementId)
      .where('kind', '=', 'recurring')
      .where('section', 'in', [...PLAN_SECTIONS])
      .orderBy('seq')
      .execute();
    const plan = lines.filter((l) => codes.has(l.code));
    if (plan.length === 0) continue;
    await trx
      .insertInto('account_services')
      .values(
        plan.map((l) => ({ account_number, code: l.code, monthly_cents: l.amount_cents, added_at: now })),
      )
      .execute();
  }
}
