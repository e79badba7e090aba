/**
 * The one storage interface of the server (docs/DATABASE.md): SQL statements written once, run
 * on the embedded SQLite file (sqlite.ts) or on PostgreSQL (postgres.ts). Every call is async,
 * because PostgreSQL's are.
 *
 * The SQL the stores write is the part both engines share:
 * - `?` placeholders (turned into `$1, $2…` for PostgreSQL);
 * - `INSERT … ON CONFLICT … DO NOTHING / DO UPDATE` rather than `INSERT OR IGNORE`, and
 *   `RETURNING id` rather than a last-insert id;
 * - times as epoch milliseconds (INTEGER / BIGINT), flags as 0 and 1, JSON as TEXT;
 * - aliases in camelCase written in double quotes (`AS "pageViews"`): PostgreSQL folds
 *   unquoted names to lower case;
 * - no SQLite-only functions (json_each, json_extract): lists are expanded into `IN (?, ?, …)`
 *   with `inList`, JSON is read in JavaScript.
 * The rare statement that cannot be the same (the relay's `FOR UPDATE SKIP LOCKED`) reads
 * `sql.engine`.
 */

export type Param = string | number | bigint | Buffer | null;

export interface Queryable {
  /** Every row. */
  all<T>(text: string, params?: readonly Param[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T>(text: string, params?: readonly Param[]): Promise<T | undefined>;
  /** A statement without rows; how many rows it changed. */
  run(text: string, params?: readonly Param[]): Promise<{ changes: number }>;
}

/** A transaction's handle: its statements, and savepoints inside it. */
export interface Tx extends Queryable {
  /** `work` in a savepoint: if it throws, only its own changes are undone, then the error goes on. */
  savepoint<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

export interface TxOptions {
  /**
   * Names serialised across every process on the database for the transaction's length: on
   * PostgreSQL transaction-scoped advisory locks (taken in a fixed order, so two transactions
   * never wait for each other crosswise); on SQLite nothing more is needed, as every write
   * transaction is IMMEDIATE and so already one at a time.
   */
  lock?: string | readonly string[];
}

export type Engine = 'sqlite' | 'postgres';

export interface Sql extends Queryable {
  readonly engine: Engine;
  /**
   * One transaction: committed when `work` resolves, rolled back when it throws. Inside, use
   * the handle only (on PostgreSQL it is the one connection of the transaction; on SQLite a
   * statement on `sql` itself would wait for the transaction to end). Keep `work` to
   * statements: no waiting on the network or on a hash inside it.
   */
  tx<T>(work: (tx: Tx) => Promise<T>, options?: TxOptions): Promise<T>;
  /** Closes the connection(s); waits for what runs. */
  close(): Promise<void>;
}

/** `IN (?, ?, …)` for a list of values (one `NULL` for none, which matches nothing). */
export function inList(values: readonly unknown[]): string {
  return values.length === 0 ? '(NULL)' : `(${values.map(() => '?').join(', ')})`;
}

/**
 * `?` placeholders as PostgreSQL's `$1, $2…`, leaving quoted strings and identifiers alone.
 * Cached: the stores send the same few texts again and again.
 */
const numbered = new Map<string, string>();
export function toNumberedParams(text: string): string {
  const cached = numbered.get(text);
  if (cached !== undefined) return cached;
  let out = '';
  let n = 0;
  let quote: string | null = null;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
      out += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else if (char === '?') out += `$${++n}`;
    else out += char;
  }
  if (numbered.size < 2000) numbered.set(text, out);
  return out;
}
