import type { Transaction } from 'kysely';
import {
  BYTES_PER_MB,
  DAY_MS,
  DEFAULT_LAN,
  HOUR_MS,
  USAGE_PERIOD_DAYS,
  addDays,
  isoDayOf,
} from '@coax/domain';
import type { Database } from '../schema.ts';

// The home network of every internet account: a gateway with its factory settings as version 1.
// jsmith, netonly and acmebiz also have devices, a port rule or two, hotspot devices and 30 days of
// usage (README lists them); latepay's gateway has recorded no usage. Laid out relative to `now`.

interface DemoGateway {
  account: string;
  /** the network name the factory printed on the gateway */
  ssid: string;
  passphrase: string;
  mac: string;
}

const GATEWAYS: DemoGateway[] = [
  { account: '781245006201', ssid: 'Smith-Home', passphrase: 'maple-harbor-42', mac: '3C:37:86:5A:10:01' },
  { account: '781245006302', ssid: 'Garcia-Casa', passphrase: 'river-stone-77', mac: '3C:37:86:5A:10:02' },
  { account: '781245006403', ssid: 'Acme-Office', passphrase: 'hammer-nail-908', mac: '3C:37:86:5A:10:03' },
  { account: '781245006504', ssid: 'Tate-Net', passphrase: 'quiet-pond-310', mac: '3C:37:86:5A:10:04' },
  { account: '781245006605', ssid: 'Patel-WiFi', passphrase: 'orange-kite-55', mac: '3C:37:86:5A:10:05' },
  { account: '781245006807', ssid: 'Mover-Home', passphrase: 'blue-box-1234', mac: '3C:37:86:5A:10:07' },
];

/** The factory settings of a demo gateway (version 1; a reset returns to them). */
export function factorySettings(g: { ssid: string; passphrase: string }) {
  return {
    wireless: {
      band24: { enabled: true, ssid: g.ssid, passphrase: g.passphrase, channel: 0 },
      band5: { enabled: true, ssid: `${g.ssid}-5G`, passphrase: g.passphrase, channel: 0 },
      timer: { enabled: false, turnOnMinutes: 360, turnOffMinutes: 1380 },
    },
    lan: DEFAULT_LAN,
  };
}

type Device = [
  name: string,
  mac: string,
  ip: string,
  connection: 'wifi-2.4' | 'wifi-5' | 'ethernet',
  group: string,
];

const DEVICES: Record<string, Device[]> = {
  '781245006201': [
    ["John's laptop", 'A4:83:E7:11:22:01', '10.0.0.21', 'wifi-5', 'John'],
    ["John's phone", 'A4:83:E7:11:22:02', '10.0.0.22', 'wifi-5', 'John'],
    ["Jamie's tablet", 'A4:83:E7:11:22:03', '10.0.0.23', 'wifi-2.4', 'Jamie'],
    ["Jamie's game console", 'A4:83:E7:11:22:04', '10.0.0.24', 'ethernet', 'Jamie'],
    ['Living room TV', 'A4:83:E7:11:22:05', '10.0.0.25', 'wifi-5', ''],
  ],
  '781245006605': [
    ['Work laptop', 'B8:27:EB:40:50:01', '10.0.0.31', 'wifi-5', 'Nia'],
    ['Phone', 'B8:27:EB:40:50:02', '10.0.0.32', 'wifi-5', 'Nia'],
    ['Smart speaker', 'B8:27:EB:40:50:03', '10.0.0.33', 'wifi-2.4', ''],
  ],
  '781245006403': [
    ['Front desk PC', 'C0:FF:EE:00:00:01', '10.0.0.41', 'ethernet', 'Front desk'],
    ['Register', 'C0:FF:EE:00:00:02', '10.0.0.42', 'ethernet', 'Front desk'],
    ['Camera', 'C0:FF:EE:00:00:03', '10.0.0.43', 'wifi-2.4', ''],
  ],
};

/** Devices plugged straight into the modem (behind-the-modem). */
const BEHIND_MODEM: Record<string, Device[]> = {
  '781245006403': [['Own firewall', 'C0:FF:EE:00:00:99', '203.0.113.18', 'ethernet', '']],
};

const PORT_RULES: Record<string, [string, 'TCP' | 'UDP' | 'BOTH', number, number, string, number][]> = {
  '781245006201': [['Game server', 'BOTH', 3074, 3074, '10.0.0.24', 3074]],
  '781245006403': [
    ['Camera viewer', 'TCP', 8080, 8080, '10.0.0.43', 80],
    ['Point of sale', 'TCP', 9100, 9105, '10.0.0.42', 9100],
  ],
};

type Hotspot = [mac: string, email: string | null, name: string | null, type: string | null, by: string];
const HOTSPOT: Record<string, Hotspot[]> = {
  '781245006201': [
    ['A4:83:E7:11:22:02', 'jsmith@example.com', "John's phone", 'PHONE', 'jsmith'],
    // Registered half-way on the back end: no e-mail, so it is not listed (seed 002 §5).
    ['A4:83:E7:11:22:09', null, 'Old phone', 'PHONE', 'jsmith'],
  ],
  '781245006605': [['B8:27:EB:40:50:02', 'nia.patel@example.com', 'Phone', 'PHONE', 'netonly']],
};

/** Daily usage in MB: a weekly rhythm with the weekend heavier; no usage for accounts not named. */
const USAGE_MB: Record<string, number> = { '781245006201': 2600, '781245006605': 900, '781245006403': 5200 };

export async function seedNetwork(trx: Transaction<Database>, now: number): Promise<void> {
  for (const g of GATEWAYS) {
    await trx
      .insertInto('network_gateways')
      .values({
        account_number: g.account,
        model: 'XB8',
        firmware: '8.2.1',
        mac_address: g.mac,
        online: 1,
        last_reboot_at: now - 9 * DAY_MS,
        current_version: 1,
      })
      .execute();
    await trx
      .insertInto('network_gateway_versions')
      .values({
        account_number: g.account,
        version: 1,
        settings_json: JSON.stringify(factorySettings(g)),
        status: 'applied',
        created_at: now - 400 * DAY_MS,
        created_by: 'factory',
      })
      .execute();
    await trx
      .insertInto('network_flags')
      .values({
        account_number: g.account,
        webhosting: 0,
        ddns: 0,
        recommendations: 1,
        promotions: 1,
        spamscrub: 0,
        updated_at: now - 400 * DAY_MS,
        updated_by: 'factory',
      })
      .execute();
    const devices = [
      ...(DEVICES[g.account] ?? []).map((d) => [d, 0] as const),
      ...(BEHIND_MODEM[g.account] ?? []).map((d) => [d, 1] as const),
    ];
    for (const [[name, mac, ip, connection, group], behind] of devices) {
      await trx
        .insertInto('network_devices')
        .values({
          id: `dev-${mac.replace(/:/g, '').toLowerCase()}`,
          account_number: g.account,
          name,
          mac_address: mac,
          ip_address: ip,
          connection,
          group_name: group,
          behind_modem: behind,
          created_at: now - 60 * DAY_MS,
        })
        .execute();
    }
    for (const [i, [name, protocol, start, end, address, port]] of (PORT_RULES[g.account] ?? []).entries()) {
      await trx
        .insertInto('network_port_rules')
        .values({
          id: `pr-${g.account.slice(-4)}-${i + 1}`,
          account_number: g.account,
          name,
          protocol,
          external_start: start,
          external_end: end,
          internal_address: address,
          internal_port: port,
          created_at: now - (30 - i) * DAY_MS,
          created_by: 'seed',
        })
        .execute();
    }
    for (const [mac, email, name, type, by] of HOTSPOT[g.account] ?? []) {
      await trx
        .insertInto('network_hotspot_devices')
        .values({
          account_number: g.account,
          mac_address: mac,
          email,
          name,
          type,
          registered_by: by,
          created_at: now - 20 * DAY_MS,
        })
        .execute();
    }
    const perDay = USAGE_MB[g.account];
    if (perDay === undefined) continue;
    const today = isoDayOf(now);
    const rows = Array.from({ length: USAGE_PERIOD_DAYS }, (_, i) => {
      const day = addDays(today, -i);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      const weight = weekday === 0 || weekday === 6 ? 1.6 : 0.7 + ((i * 7) % 5) / 10;
      return {
        account_number: g.account,
        day,
        bytes: Math.round(perDay * weight) * BYTES_PER_MB,
        seconds: Math.round((weight * 6 * HOUR_MS) / 1000),
        active_sessions: 3 + ((i * 3) % 7),
        devices: 2 + (i % 3),
      };
    });
    await trx.insertInto('network_usage').values(rows).execute();
  }
}
