/**
 * The storage interface (sql.ts) on PostgreSQL, with node-postgres' pool. Numbers come back as
 * numbers: BIGINT (the epoch-millisecond times, COUNT) and NUMERIC (SUM) are parsed with
 * Number, which is exact for every value these tables hold (below 2^53).
 */
import pg from 'pg';
import { toNumberedParams, type Param, type Queryable, type Sql, type Tx, type TxOptions } from './sql.ts';

const INT8 = 20;
const NUMERIC = 1700;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

export interface PostgresOptions {
  url: string;
  /** The schema the tables live in (DATABASE_SCHEMA; one database can hold several sites). */
  schema: string;
  /** Connections in the pool (DATABASE_POOL, 10). */
  max?: number;
  /** How long to wait for a connection before the call fails. */
  connectionTimeoutMs?: number;
  /** Named in pg_stat_activity: which part of the server holds a connection. */
  applicationName?: string;
}

export function poolFor(options: PostgresOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 10_000,
    idleTimeoutMillis: 30_000,
    application_name: options.applicationName ?? 'agency-site',
    // The schema first: the stores' statements name tables without it.
    options: `-c search_path=${quoteIdentifier(options.schema)}`,
    types,
  });
  // An idle connection the server dropped (a restart, a failover) is not the process's end:
  // the pool replaces it, and the next statement on it reports its own error.
  pool.on('error', () => undefined);
  return pool;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  const query = (text: string, values?: readonly Param[]) =>
    client.query({ text: toNumberedParams(text), values: (values ?? []) as unknown[] });
  return {
    all: async <T>(text: string, values?: readonly Param[]) => (await query(text, values)).rows as T[],
    get: async <T>(text: string, values?: readonly Param[]) => (await query(text, values)).rows[0] as T | undefined,
    run: async (text: string, values?: readonly Param[]) => ({ changes: (await query(text, values)).rowCount ?? 0 }),
  };
}

export function postgresSql(pool: pg.Pool): Sql {
  const direct = queryable(pool);
  let savepoints = 0;

  return {
    engine: 'postgres',
    ...direct,
    async tx<T>(work: (tx: Tx) => Promise<T>, options: TxOptions = {}): Promise<T> {
      const client = await pool.connect();
      const statements = queryable(client);
      const handle: Tx = {
        ...statements,
        async savepoint<R>(inner: (tx: Tx) => Promise<R>): Promise<R> {
          const name = `sp${++savepoints}`;
          await client.query(`SAVEPOINT ${name}`);
          try {
            const result = await inner(handle);
            await client.query(`RELEASE SAVEPOINT ${name}`);
            return result;
          } catch (error) {
            await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
            await client.query(`RELEASE SAVEPOINT ${name}`);
            throw error;
          }
        },
      };
      let broken = false;
      try {
        await client.query('BEGIN');
        const locks = [options.lock ?? []].flat().sort();
        for (const name of locks) await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [name]);
        const result = await work(handle);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          // The connection itself failed: it is not given back to the pool.
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
