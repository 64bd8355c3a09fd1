/**
 * Hot statements run under a name: PostgreSQL parses and plans a named statement once per connection and then only
 * binds its values, where an unnamed one is parsed and planned on every call. The name is derived from the text, so
 * two texts never share one; PGlite runs them as usual. Values always travel as parameters, never in the text.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './tx';

const dialect = new PgDialect();
/** Names by statement text; a handful of texts in practice (a statement's few shapes). */
const names = new Map<string, string>();
/** Past this many texts, further ones run unnamed: a connection never keeps an unbounded list of statements. */
const MAX_NAMES = 200;

function nameOf(prefix: string, text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMES) return known;
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  names.set(text, name);
  return name;
}

/** Runs `query` as `db.execute` does, as a named (prepared) statement; `prefix` says whose it is. */
export async function executeNamed<Row>(db: DbOrTx, prefix: string, query: SQL): Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, nameOf(prefix, built.sql), false);
  return (await prepared.execute()) as { rows: Row[] };
}
