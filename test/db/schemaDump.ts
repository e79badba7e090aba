/**
 * What a migrated database looks like, as lines of text: every table, column (type, NOT NULL,
 * default, key), index, constraint and sequence, on each engine. Two databases with the same
 * lines have the same schema; a fixture of these lines pins the schema the migrations make.
 */
import type Database from 'better-sqlite3';
import type pg from 'pg';

type Row = Record<string, unknown>;

const line = (kind: string, row: Row) => `${kind} ${JSON.stringify(row)}`;

/** SQLite: sqlite_master (with each statement as stored) and the pragmas of each table and index. */
export function sqliteSchemaLines(db: Database.Database): string[] {
  const lines = [`user_version ${String(db.pragma('user_version', { simple: true }))}`];
  const objects = db
    .prepare(
      `SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%' ORDER BY type, name`,
    )
    .all() as { type: string; name: string; tbl_name: string; sql: string | null }[];
  for (const { sql, ...object } of objects) {
    // The statement as SQLite keeps it (whitespace included), one line of the fixture per line.
    lines.push(line('object', object), ...(sql ?? '(none)').split('\n').map((text) => `| ${text}`));
    if (object.type === 'table') {
      for (const column of db.prepare('SELECT * FROM pragma_table_xinfo(?)').all(object.name) as Row[]) {
        lines.push(line(`column ${object.name}`, column));
      }
      for (const key of db.prepare('SELECT * FROM pragma_foreign_key_list(?)').all(object.name) as Row[]) {
        lines.push(line(`foreign key ${object.name}`, key));
      }
      for (const index of db.prepare('SELECT * FROM pragma_index_list(?)').all(object.name) as Row[]) {
        lines.push(line(`index ${object.name}`, index));
        for (const part of db.prepare('SELECT * FROM pragma_index_xinfo(?)').all(index.name) as Row[]) {
          lines.push(line(`index part ${String(index.name)}`, part));
        }
      }
    }
  }
  return lines;
}

/** PostgreSQL: information_schema's columns, pg_indexes, pg_constraint and the identity sequences of one schema. */
export async function postgresSchemaLines(client: pg.Client, schema: string): Promise<string[]> {
  const query = async (kind: string, text: string) =>
    (await client.query<Row>(text, [schema])).rows.map((row) =>
      line(kind, JSON.parse(JSON.stringify(row).replaceAll(`${schema}.`, 'SCHEMA.')) as Row),
    );
  return [
    ...(await query(
      'table',
      `SELECT table_name, table_type FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
    )),
    ...(await query(
      'column',
      `SELECT table_name, column_name, ordinal_position, data_type, is_nullable, column_default, is_identity,
              identity_generation, identity_start, identity_increment, is_generated
         FROM information_schema.columns WHERE table_schema = $1 ORDER BY table_name, ordinal_position`,
    )),
    ...(await query(
      'index',
      `SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = $1 ORDER BY tablename, indexname`,
    )),
    ...(await query(
      'constraint',
      `SELECT cl.relname AS table_name, co.conname, co.contype, pg_get_constraintdef(co.oid) AS definition
         FROM pg_constraint co JOIN pg_class cl ON cl.oid = co.conrelid JOIN pg_namespace n ON n.oid = co.connamespace
        WHERE n.nspname = $1 ORDER BY cl.relname, co.conname`,
    )),
    ...(await query(
      'sequence',
      `SELECT sequencename, data_type::text, start_value::text, increment_by::text, min_value::text, max_value::text, cycle
         FROM pg_sequences WHERE schemaname = $1 ORDER BY sequencename`,
    )),
  ];
}
