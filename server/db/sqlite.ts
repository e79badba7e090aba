/**
 * The storage interface (sql.ts) on the embedded SQLite file. better-sqlite3 is synchronous,
 * so a statement runs at once and its promise is already settled; what needs care is the
 * transaction that awaits between its statements: while it is open, statements from elsewhere
 * in the process must not slip into it. They wait in a queue until it ends, and transactions
 * run one after another, each BEGIN IMMEDIATE (the write lock first, so another process on
 * the file waits at the start instead of failing at the first write).
 */
import type Database from 'better-sqlite3';
import type { Param, Queryable, Sql, Tx } from './sql.ts';

export function sqliteSql(db: Database.Database): Sql {
  const statements = new Map<string, Database.Statement>();
  const prepare = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
  const params = (values: readonly Param[] | undefined) => (values ?? []) as unknown[];

  const direct: Queryable = {
    all: async <T>(text: string, values?: readonly Param[]) => {
      const statement = prepare(text);
      if (statement.reader) return statement.all(...params(values)) as T[];
      statement.run(...params(values));
      return [];
    },
    get: async <T>(text: string, values?: readonly Param[]) => {
      const statement = prepare(text);
      if (statement.reader) return statement.get(...params(values)) as T | undefined;
      statement.run(...params(values));
      return undefined;
    },
    run: async (text: string, values?: readonly Param[]) => ({ changes: prepare(text).run(...params(values)).changes }),
  };

  /** The transactions queued or running; statements outside them wait while there are any. */
  let queue: Promise<unknown> = Promise.resolve();
  let busy = 0;
  let savepoints = 0;

  const outside = <R>(call: () => Promise<R>): Promise<R> => (busy === 0 ? call() : queue.then(call, call));

  const handle: Tx = {
    ...direct,
    async savepoint<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      const name = `sp${++savepoints}`;
      db.exec(`SAVEPOINT ${name}`);
      try {
        const result = await work(handle);
        db.exec(`RELEASE ${name}`);
        return result;
      } catch (error) {
        db.exec(`ROLLBACK TO ${name}`);
        db.exec(`RELEASE ${name}`);
        throw error;
      }
    },
  };

  return {
    engine: 'sqlite',
    all: (text, values) => outside(() => direct.all(text, values)),
    get: (text, values) => outside(() => direct.get(text, values)),
    run: (text, values) => outside(() => direct.run(text, values)),
    tx<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      busy++;
      const run = queue.then(async () => {
        db.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(handle);
          db.exec('COMMIT');
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          throw error;
        }
      });
      const settled = run.then(
        () => undefined,
        () => undefined,
      );
      queue = settled;
      void settled.then(() => busy--);
      return run;
    },
    async close() {
      await queue;
      db.close();
    },
  };
}
