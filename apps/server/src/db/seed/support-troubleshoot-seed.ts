import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The demo accounts' modems and set-top boxes, as the device service reports them (README
 * lists them): jsmith's household a modem and two boxes, mgarcia a modem and a special box
 * (labox), acmebiz, latepay and netonly a modem each. No modem has been reset.
 */
const MODEMS = [
  { mac_address: 'A4:56:30:1B:7C:01', account_number: '781245006201', model: 'Arris SB8200' },
  { mac_address: 'A4:56:30:1B:7C:02', account_number: '781245006302', model: 'Arris SB8200' },
  { mac_address: 'C8:3A:35:10:22:03', account_number: '781245006403', model: 'Technicolor CGM4331' },
  { mac_address: 'C8:3A:35:10:22:04', account_number: '781245006504', model: 'Technicolor CGM4331' },
  { mac_address: 'C8:3A:35:10:22:05', account_number: '781245006605', model: 'Arris SB8200' },
];

const BOXES = [
  { id: 'STB-6201-1', account_number: '781245006201', model: 'Cisco 4642HDC', room: 'Living room', labox: 0 },
  { id: 'STB-6201-2', account_number: '781245006201', model: 'Cisco 4642HDC', room: 'Bedroom', labox: 0 },
  { id: 'STB-6302-1', account_number: '781245006302', model: 'Altice One', room: 'Living room', labox: 1 },
];

export async function seedSupportTroubleshoot(trx: Transaction<Database>): Promise<void> {
  await trx.insertInto('support_modems').values(MODEMS).execute();
  await trx.insertInto('support_set_top_boxes').values(BOXES).execute();
}
