import type pg from 'pg';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

/**
 * PostgreSQL parses and plans an unnamed statement again on every call; a named one is prepared
 * once per connection and then only bound and run. The server's queries are a few hundred texts
 * run over and over, so each text with parameters gets a name the first time it is seen and
 * every pooled connection prepares it on its first use (docs/scaling.md, "Prepared statements").
 */

/** How many texts get a name. Past it (an `in` list of every length, say) they run unnamed. */
export const NAMED_STATEMENT_LIMIT = 2_000;
/**
 * "cached plan must not change result type": another process's migration changed a table under
 * a prepared `select *`. The text then runs unnamed from here on, and this call is tried again.
 */
const PLAN_CHANGED = '0A000';

/** Each text's name, given in the order texts are first seen; a retired text keeps none. */
export class StatementNames {
  private readonly names = new Map<string, string | null>();
  private given = 0;

  constructor(private readonly limit = NAMED_STATEMENT_LIMIT) {}

  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) return known ?? undefined;
    if (this.given >= this.limit) return undefined;
    const name = `coax_${(this.given += 1)}`;
    this.names.set(text, name);
    return name;
  }

  retire(text: string): void {
    this.names.set(text, null);
  }
}

function isPlanChanged(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'code' in err && err.code === PLAN_CHANGED;
}

class NamingClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly names: StatementNames,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The dialect is given no cursor class, so it never streams.
    if (typeof sql !== 'string') throw new Error('streaming queries are not configured');
    return this.run<R>(sql, [...parameters]);
  }

  private async run<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    // A text without parameters goes as a simple query: a migration's several statements in one.
    const name = values.length > 0 ? this.names.nameOf(text) : undefined;
    if (name === undefined) return this.send<R>({ text, values });
    try {
      return await this.send<R>({ name, text, values });
    } catch (err) {
      if (!isPlanChanged(err)) throw err;
      this.names.retire(text);
      return this.send<R>({ text, values });
    }
  }

  private async send<R>(config: pg.QueryConfig): Promise<PostgresQueryResult<R>> {
    const res = await this.client.query(config);
    return {
      command: res.command as PostgresQueryResult<R>['command'],
      rowCount: res.rowCount ?? 0,
      rows: res.rows as R[],
    };
  }

  release(): void {
    this.client.release();
  }
}

/** The pool as the dialect sees it, each connection naming the statements it runs. */
export function withNamedStatements(pool: pg.Pool, names = new StatementNames()): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, NamingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let naming = wrapped.get(client);
      if (!naming) {
        naming = new NamingClient(client, names);
        wrapped.set(client, naming);
      }
      return naming;
    },
    end: () => pool.end(),
  };
}
