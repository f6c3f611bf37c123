import type { Kysely } from 'kysely';
import { DEVICE_TYPE_CLOUD, isMovieProgram } from '@coax/domain';
import type { Database } from '../schema.ts';

const JSMITH = '781245006201';
const MGARCIA = '781245006302';
const ACMEBIZ = '781245006403';

/**
 * Demo DVR boxes (issue 7): jsmith has one local box with 2 tuners (so a third simultaneous
 * recording conflicts) and a cloud DVR (terms not yet accepted); mgarcia has the special small
 * box, a device 8300 (no end option, HD forced). jsmith.kid shares jsmith's boxes but is blocked
 * by the rules (secondary without DVR). acmebiz has two set-top boxes and no recordings, so the
 * box settings page can copy one box's settings to the other in a browser (seed 001 §7).
 */
const BOXES = [
  {
    account_number: JSMITH,
    alias: 'Living Room',
    serial_number: 'M10100011001',
    mac_address: '00:1A:2B:3C:4D:01',
    device_type: '8640',
    is_cloud: 0,
    is_hd: 1,
    tuners: 2,
    storage_minutes: 30_000,
  },
  {
    account_number: JSMITH,
    alias: 'Cloud DVR',
    serial_number: 'CLOUD-781245006201',
    mac_address: '00:00:00:00:00:00',
    device_type: DEVICE_TYPE_CLOUD,
    is_cloud: 1,
    is_hd: 1,
    tuners: 0,
    storage_minutes: 6_000,
  },
  {
    account_number: MGARCIA,
    alias: 'Sala',
    serial_number: 'M83000021002',
    mac_address: '00:1A:2B:3C:4D:02',
    device_type: '8300',
    is_cloud: 0,
    is_hd: 1,
    tuners: 2,
    storage_minutes: 12_000,
  },
  {
    account_number: ACMEBIZ,
    alias: 'Lobby',
    serial_number: 'M10100031003',
    mac_address: '00:1A:2B:3C:4D:03',
    device_type: '8640',
    is_cloud: 0,
    is_hd: 1,
    tuners: 2,
    storage_minutes: 30_000,
  },
  {
    account_number: ACMEBIZ,
    alias: 'Conference Room',
    serial_number: 'M10100031004',
    mac_address: '00:1A:2B:3C:4D:04',
    device_type: '8640',
    is_cloud: 0,
    is_hd: 1,
    tuners: 2,
    storage_minutes: 30_000,
  },
] as const;

/** Airings on channels an account's package carries, in a time range, earliest first. */
async function airingsFor(db: Kysely<Database>, account: string, from: number, to: number) {
  return db
    .selectFrom('guide_airings as a')
    .innerJoin('guide_programs as p', 'p.program_id', 'a.program_id')
    .innerJoin('guide_channels as c', 'c.channel_id', 'a.channel_id')
    .innerJoin('guide_package_channels as pc', 'pc.channel_id', 'a.channel_id')
    .innerJoin('account_guide_packages as ap', 'ap.package_id', 'pc.package_id')
    .select((eb) => [
      'a.event_id',
      'a.program_id',
      'a.start_ms',
      'a.end_ms',
      'p.series_id',
      'p.title',
      'p.episode_title',
      'p.show_type',
      'c.callsign',
      eb
        .selectFrom('guide_lineup_channels as lc')
        .select((e) => e.fn.min('lc.channel_number').as('n'))
        .whereRef('lc.channel_id', '=', 'a.channel_id')
        .as('channel_number'),
    ])
    .where('ap.account_number', '=', account)
    .where('a.start_ms', '>=', from)
    .where('a.end_ms', '<=', to)
    .orderBy('a.start_ms')
    .orderBy('a.event_id')
    .limit(400)
    .execute();
}

type Airing = Awaited<ReturnType<typeof airingsFor>>[number];

/** Picks `count` airings that do not overlap one another, spread over the list. */
function spread(airings: readonly Airing[], count: number): Airing[] {
  const out: Airing[] = [];
  const step = Math.max(1, Math.floor(airings.length / (count + 1)));
  for (let i = step; i < airings.length && out.length < count; i += step) {
    const a = airings[i];
    if (
      a &&
      out.every((o) => Number(o.end_ms) <= Number(a.start_ms) || Number(a.end_ms) <= Number(o.start_ms))
    ) {
      out.push(a);
    }
  }
  return out;
}

/** Seeds the demo boxes and a few recorded and scheduled programs from the seeded listings. */
export async function seedDvr(db: Kysely<Database>, now: number): Promise<void> {
  const ids = new Map<string, number>();
  for (const box of BOXES) {
    const row = await db
      .insertInto('dvr_boxes')
      .values({ ...box, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(box.serial_number, row.id);
  }
  const plan: { boxSerial: string; account: string; from: number; to: number; count: number }[] = [
    // recorded in the last day
    {
      boxSerial: 'M10100011001',
      account: JSMITH,
      from: now - 24 * 3_600_000,
      to: now - 5 * 60_000,
      count: 3,
    },
    // scheduled later today and tomorrow
    {
      boxSerial: 'M10100011001',
      account: JSMITH,
      from: now + 2 * 3_600_000,
      to: now + 30 * 3_600_000,
      count: 3,
    },
    {
      boxSerial: 'M83000021002',
      account: MGARCIA,
      from: now - 12 * 3_600_000,
      to: now - 5 * 60_000,
      count: 1,
    },
    {
      boxSerial: 'M83000021002',
      account: MGARCIA,
      from: now + 3 * 3_600_000,
      to: now + 30 * 3_600_000,
      count: 2,
    },
  ];
  for (const p of plan) {
    const boxId = ids.get(p.boxSerial);
    if (boxId === undefined) continue;
    for (const a of spread(await airingsFor(db, p.account, p.from, p.to), p.count)) {
      await db
        .insertInto('dvr_recordings')
        .values({
          box_id: boxId,
          event_id: String(a.event_id),
          program_id: String(a.program_id),
          series_id: a.series_id,
          callsign: a.callsign,
          channel_number: Number(a.channel_number ?? 0),
          title: a.title,
          episode_title: a.episode_title,
          is_movie: isMovieProgram(a.show_type) ? 1 : 0,
          start_ms: Number(a.start_ms),
          end_ms: Number(a.end_ms),
          end_padding_seconds: 0,
          quality: 'hd',
          save_days: 14,
          rule_id: null,
          created_at: now,
          removed_at: null,
        })
        .onConflict((oc) => oc.columns(['box_id', 'event_id']).doNothing())
        .execute();
    }
  }
}
