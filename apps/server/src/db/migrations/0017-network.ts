import { sql, type Kysely } from 'kysely';

// The home network (issue 17): each account's gateway and its settings as numbered versions
// (the gateway runs the current one; a failed apply leaves the version before it current), port
// forwarding rules, the connected devices, pauses, hotspot devices and their sign-in codes, wifi
// usage per day, and the premium-tier, privacy and spam-filter flags. Instants are bigint ms, days
// YYYY-MM-DD (UTC), as the neighbouring tables.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('network_gateways')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('firmware', 'text', (c) => c.notNull())
    .addColumn('mac_address', 'text', (c) => c.notNull())
    .addColumn('online', 'integer', (c) => c.notNull().check(sql`online in (0, 1)`))
    .addColumn('last_reboot_at', 'bigint', (c) => c.notNull())
    /** the settings version the gateway runs */
    .addColumn('current_version', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('network_gateway_versions')
    .addColumn('account_number', 'text', (c) => c.notNull().references('network_gateways.account_number'))
    .addColumn('version', 'integer', (c) => c.notNull())
    /** wireless and LAN as JSON (contract NetworkWireless, NetworkLan) */
    .addColumn('settings_json', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('applied', 'failed')`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    /** the signed-in id (an agent's own id when acting for a subscriber) */
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('network_gateway_versions_pk', ['account_number', 'version'])
    .execute();

  await db.schema
    .createTable('network_port_rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('protocol', 'text', (c) => c.notNull().check(sql`protocol in ('TCP', 'UDP', 'BOTH')`))
    .addColumn('external_start', 'integer', (c) => c.notNull())
    .addColumn('external_end', 'integer', (c) => c.notNull())
    .addColumn('internal_address', 'text', (c) => c.notNull())
    .addColumn('internal_port', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('network_port_rules_account_idx')
    .on('network_port_rules')
    .columns(['account_number', 'created_at'])
    .execute();

  await db.schema
    .createTable('network_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mac_address', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('connection', 'text', (c) =>
      c.notNull().check(sql`connection in ('wifi-2.4', 'wifi-5', 'ethernet')`),
    )
    /** the person or group it belongs to; '' for none */
    .addColumn('group_name', 'text', (c) => c.notNull())
    /** 1: plugged straight into the modem, not the gateway (behind-the-modem) */
    .addColumn('behind_modem', 'integer', (c) => c.notNull().check(sql`behind_modem in (0, 1)`))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('network_devices_account_idx')
    .on('network_devices')
    .columns(['account_number', 'behind_modem', 'name'])
    .execute();

  await db.schema
    .createTable('network_pauses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('target_kind', 'text', (c) => c.notNull().check(sql`target_kind in ('device', 'group')`))
    /** a device id or a group name */
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('now', 'until', 'schedule')`))
    .addColumn('until_at', 'bigint')
    .addColumn('block_day', 'text')
    .addColumn('block_start', 'integer')
    .addColumn('block_end', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    /** when someone resumed it early; a pause that ends by the clock keeps null */
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('network_pauses_account_idx')
    .on('network_pauses')
    .columns(['account_number', 'ended_at'])
    .execute();

  await db.schema
    .createTable('network_hotspot_devices')
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('mac_address', 'text', (c) => c.notNull())
    // A back end may hold a device with fields missing; it is kept but not listed (seed 002 §5).
    .addColumn('email', 'text')
    .addColumn('name', 'text')
    .addColumn('type', 'text')
    .addColumn('registered_by', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('network_hotspot_devices_pk', ['account_number', 'mac_address'])
    .execute();

  await db.schema
    .createTable('network_hotspot_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    /** the address it was e-mailed to, if it was */
    .addColumn('sent_to', 'text')
    .execute();
  await db.schema
    .createIndex('network_hotspot_tokens_account_idx')
    .on('network_hotspot_tokens')
    .columns(['account_number', 'created_at'])
    .execute();

  await db.schema
    .createTable('network_usage')
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('active_sessions', 'integer', (c) => c.notNull())
    .addColumn('devices', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('network_usage_pk', ['account_number', 'day'])
    .execute();

  await db.schema
    .createTable('network_flags')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('webhosting', 'integer', (c) => c.notNull())
    .addColumn('ddns', 'integer', (c) => c.notNull())
    .addColumn('recommendations', 'integer', (c) => c.notNull())
    .addColumn('promotions', 'integer', (c) => c.notNull())
    .addColumn('spamscrub', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('network_premium_devices')
    .addColumn('account_number', 'text', (c) => c.notNull().references('accounts.account_number'))
    .addColumn('mac_address', 'text', (c) => c.notNull())
    .addColumn('port25', 'integer', (c) => c.notNull())
    .addColumn('port80', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('network_premium_devices_pk', ['account_number', 'mac_address'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'network_premium_devices',
    'network_flags',
    'network_usage',
    'network_hotspot_tokens',
    'network_hotspot_devices',
    'network_pauses',
    'network_devices',
    'network_port_rules',
    'network_gateway_versions',
    'network_gateways',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
