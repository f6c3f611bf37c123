import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The audit log names who did a thing apart from whose account it was (issue 23 item 4): the desk
// listed subscribers' own actions under "Agent", because agent_id held whoever acted. The table is
// rebuilt with an id (the log pages in a stable order: newest first, then by id), actor_id (the old
// agent_id: an agent, the subscriber themself, or 'system'), actor_role, and kind (read, change,
// session). Rows already on record are sorted as the code that wrote them meant: an agent's GET
// was a read, act-for started acting, every billing event was a change; an actor who is an agent
// acted as one, 'system' is the job runner, and anyone else acted on their own account.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('audit_log_next')
    .addColumn('id', isPg ? 'bigserial' : 'integer', (c) =>
      isPg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) =>
      c.notNull().check(sql`actor_role in ('agent', 'subscriber', 'system')`),
    )
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('read', 'change', 'session')`))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('detail', 'text')
    .execute();

  await sql`
    insert into audit_log_next (at, actor_id, actor_role, subject_id, account_number, kind, action, status, detail)
    select at, agent_id,
      case
        when agent_id = 'system' then 'system'
        when agent_id in (select id from users where role = 'csr') then 'agent'
        when agent_id = subject_id then 'subscriber'
        else 'agent'
      end,
      subject_id, account_number,
      case
        when action = 'POST /api/csr/act-for' then 'session'
        when action like 'GET %' or action like 'HEAD %' then 'read'
        else 'change'
      end,
      case when action = 'POST /api/csr/act-for' then 'csr.acting.started' else action end,
      status, detail
    from audit_log
    order by at, agent_id, action`.execute(db);

  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('audit_log_next').renameTo('audit_log').execute();
  // The desk's filters, each newest first: by subscriber, by agent, by kind, and none.
  await db.schema
    .createIndex('audit_subject_idx')
    .on('audit_log')
    .columns(['subject_id', 'at', 'id'])
    .execute();
  await db.schema.createIndex('audit_actor_idx').on('audit_log').columns(['actor_id', 'at', 'id']).execute();
  await db.schema.createIndex('audit_kind_idx').on('audit_log').columns(['kind', 'at', 'id']).execute();
  await db.schema.createIndex('audit_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema
    .createIndex('audit_account_idx')
    .on('audit_log')
    .columns(['account_number', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log_prev')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('account_number', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('detail', 'text')
    .execute();
  await sql`
    insert into audit_log_prev (at, agent_id, subject_id, account_number, action, status, detail)
    select at, actor_id, subject_id, account_number, action, status, detail from audit_log`.execute(db);
  await db.schema.dropTable('audit_log').execute();
  await db.schema.alterTable('audit_log_prev').renameTo('audit_log').execute();
  await db.schema.createIndex('audit_subject_idx').on('audit_log').columns(['subject_id', 'at']).execute();
}
