import { type Kysely } from 'kysely';

// Operator alerts (seed 000 §3 Alert) and the network state behind outage statuses (seed 000 §3
// Outage summary). Portable types only: text, integer, bigint ms times; lists as JSON text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('message', 'text')
    // null: no type given (shown as major, sorted after typed alerts)
    .addColumn('type', 'text')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('all'))
    .addColumn('regions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('corp_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('link', 'text')
    .addColumn('source', 'text')
    .addColumn('primary_message', 'text')
    .addColumn('priority', 'integer')
    .addColumn('action_alert', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ctas', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('icon', 'text')
    .addColumn('img', 'text')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operator_alerts_live_idx')
    .on('operator_alerts')
    .columns(['published', 'publish_at'])
    .execute();

  // A node is the piece of the cable plant an outage, a maintenance window or distress applies to.
  await db.schema
    .createTable('network_nodes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('outage_started_at', 'bigint')
    .addColumn('outage_cleared_at', 'bigint')
    .addColumn('outage_etr_at', 'bigint')
    .addColumn('maintenance_starts_at', 'bigint')
    .addColumn('maintenance_ends_at', 'bigint')
    .addColumn('in_distress', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('network_node_zips')
    .addColumn('zip', 'text', (c) => c.notNull())
    .addColumn('node_id', 'text', (c) => c.notNull().references('network_nodes.id'))
    .addPrimaryKeyConstraint('network_node_zips_pk', ['zip', 'node_id'])
    .execute();

  // Per account, beside `accounts` rather than in it: which node serves it and the state of its equipment.
  await db.schema
    .createTable('account_network')
    .addColumn('account_number', 'text', (c) => c.primaryKey().references('accounts.account_number'))
    .addColumn('node_id', 'text', (c) => c.references('network_nodes.id'))
    .addColumn('devices_offline', 'integer', (c) => c.notNull().defaultTo(0))
    // an on-demand hold for reasons other than the bill (the bill's own is ppv_inhibit)
    .addColumn('vod_hold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('account_network_node_idx').on('account_network').column('node_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['account_network', 'network_node_zips', 'network_nodes', 'operator_alerts']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
