// Named prepared statements on PostgreSQL: a connection parses a statement the platform sends the first time and
// from then on only binds its values. Kysely hands node-postgres `query(text, values)`; the client class made here
// (pg.Pool's `Client` option) gives every statement with values a name kept per text, which node-postgres prepares
// on a connection once and reuses after (`{ name, text, values }`). Statements without values (BEGIN, COMMIT, DDL)
// run as before. The names are bounded: the first `limit` distinct texts of a process get one, later texts run
// unnamed, so a stream of new statement texts (IN lists of every length) cannot grow a server connection's memory
// without end.
import pg from 'pg';

/** Distinct statement texts a process names; a server connection holds at most this many prepared statements. */
export const MAX_NAMED_STATEMENTS = 500;

/** The name for a statement's text: the same text always gets the same name; undefined once `limit` are named. */
export function createStatementNamer(limit = MAX_NAMED_STATEMENTS): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    const known = names.get(text);
    if (known !== undefined || names.size >= limit) return known;
    const name = `shopkit_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
}

/** A pg.Client class whose `query(text, values)` runs as the named statement `nameOf(text)` gives. */
export function createPreparingClient(nameOf: (text: string) => string | undefined): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    // node-postgres's overloads; Kysely calls the (text, values) form and awaits the promise.
    override query(...args: unknown[]): never {
      const [text, values, callback] = args;
      const name =
        typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined
          ? nameOf(text)
          : undefined;
      const query = super.query as (...forwarded: unknown[]) => never;
      return name ? query.call(this, { name, text, values }) : query.apply(this, args);
    }
  };
}
