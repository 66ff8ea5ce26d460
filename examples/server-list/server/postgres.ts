// The people in PostgreSQL: DATABASE_URL=postgres://… node server.ts. The tables, counts and
// triggers of SQLite's (sqlite.ts), in PostgreSQL's own SQL where it differs: its row comparisons
// seek in one step, its keys sort by bytes (COLLATE "C", as SQLite's do), its trigram index
// (pg_trgm) finds the names, a LATERAL join takes each name's first people, a page far from both
// ends is found by counted blocks (person_block), and each page is read with its count in one
// snapshot.
import { createHash } from 'node:crypto'
import pg from 'pg'
import { nameSortKey, searchKey } from '../src/features/people/model/names.ts'
import type { Person } from '../src/features/people/model/person.ts'
import type { PeopleSort } from '../src/features/people/model/query.ts'
import {
  KEYS_KEPT_HOURS,
  MERGE_UP_TO,
  SEED_DRAW,
  SEED_NAMES,
  pageOf,
  pageParts,
  planPage,
  turns,
  where,
} from './people.ts'
import type {
  Added,
  Kept,
  Neighbour,
  Once,
  PageRequest,
  PeopleDatabase,
  Restored,
  Start,
  Through,
  Turns,
  WriteAnswer,
} from './people.ts'

/**
 * A pool of connections (node-postgres), which outlives a connection ended under it, to the
 * people's tables in `schema`.
 */
export type Sql = pg.Pool & { readonly schema: string }
type Client = pg.PoolClient

/** How long a statement may run, in ms: past it, PostgreSQL ends it, and the answer is a 503. */
export const STATEMENT_TIMEOUT_MS = 5_000

/** The schema the tables go in unless DATABASE_SCHEMA says: theirs alone, not `public`. */
export const DEFAULT_SCHEMA = 'people'

/** A schema's name as DATABASE_SCHEMA may give it: written in SQL as it is, with no quotes. */
export const isSchemaName = (name: string) => /^[a-z_][a-z0-9_]{0,62}$/.test(name)
export const SCHEMA_NAME = 'it must be 1 to 63 lower-case letters, digits and _, not first a digit'

/**
 * A pool of connections to `url`, to the tables in `schema` (the tests make one each). With the
 * database away, a request waits at most a second for a connection: then a 503, not a hang.
 */
export function connect(url: string, schema = DEFAULT_SCHEMA): Sql {
  if (!isSchemaName(schema)) throw new Error(`The schema "${schema}": ${SCHEMA_NAME}`)
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 1_000,
    keepAlive: true,
    // Ids, counts and the version are bigint: read as numbers (below 2^53, as ids must be).
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === pg.types.builtins.INT8
          ? Number
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  })
  // A connection ended while idle in the pool (PostgreSQL restarted, the backend terminated): the
  // pool has dropped it, and makes a new one when asked. Without a listener, Node would exit.
  pool.on('error', (error) => console.error(`PostgreSQL: a connection ended (${error.message})`))
  return Object.assign(pool, { schema })
}

/** A statement as a template: each value in it is a parameter ($1, $2, …), never text of it. */
function sql(strings: TemplateStringsArray, ...values: unknown[]): pg.QueryConfig {
  return { text: strings.reduce((text, part, i) => `${text}$${i}${part}`), values }
}

/**
 * `work` in one transaction on one connection, begun with `begin`: committed if it returns,
 * rolled back if it throws. A connection that ends meanwhile fails the statement under way, and
 * is dropped rather than given back to the pool. Its statements run at most STATEMENT_TIMEOUT_MS,
 * on the tables of the pool's schema (then `public`, where pg_trgm is), with plans made for their
 * values as PostgreSQL's default does (`force_generic_plan`, set for a database or a role, makes a
 * middle page a sequential scan: 0.6 to 1.6 s at 10,000,000 people), all set in the transaction
 * itself, in the same round trip as BEGIN: a pooler (PgBouncer) refuses settings at connect, and in
 * transaction mode a session's setting would not follow it.
 */
async function transaction<T>(
  pool: Sql,
  work: (client: Client) => Promise<T>,
  begin = 'BEGIN',
): Promise<T> {
  const client = await pool.connect()
  let ended: Error | undefined
  const end = (error: Error) => (ended = error)
  client.on('error', end)
  try {
    await client.query(
      `${begin}; SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}; SET LOCAL search_path = ${pool.schema}, public; SET LOCAL plan_cache_mode = auto`,
    )
    const done = await work(client)
    await client.query('COMMIT')
    return done
  } catch (error) {
    if (!ended) await client.query('ROLLBACK').catch((lost: Error) => (ended = lost))
    throw error
  } finally {
    client.off('error', end)
    client.release(ended)
  }
}

// #region schema
/**
 * The list's version, in a write's transaction after the write: its trigger's update holds the
 * count's row until the commit, so no other write comes between, and the version is the write's own.
 */
async function versionNow(client: Client) {
  const { rows } = await client.query('SELECT version FROM person_count')
  return rows[0].version as number
}

/**
 * The tables' version, as SQLite's (sqlite.ts): 6 keeps each name once, with its people; 7 keeps
 * each write's answer for its Idempotency-Key; 8, PostgreSQL's alone, counts each name's people
 * by block, for a search's pages far from both ends.
 */
export const SCHEMA = 8
/** The version createPeople makes, brought up to SCHEMA by UPGRADES, as an older database is. */
const MADE = 6

/**
 * A row's block in a sort, in SQL: its id's by 65,536 (as text that sorts so), its key's by 3; in
 * a name's, its e-mail's by 8 (UPGRADES[8]).
 */
const BLOCK = {
  id: (id: string) => `lpad((${id} >> 16)::text, 13, '0')`,
  key: (key: string) => `left(${key}, 3)`,
  email: (email: string) => `left(${email}, 8)`,
}

/** Each version's change from the one before. */
const UPGRADES: Record<number, string> = {
  7: `
    -- Each write's answer, kept for its Idempotency-Key: the same key again gets it, never a
    -- second write. Kept for KEYS_KEPT_HOURS from when it was made. json, not jsonb: the answer
    -- as written, its keys in their order, so that a retry gets the same bytes.
    CREATE TABLE person_write (
      key text PRIMARY KEY, request text NOT NULL, answer json,
      made timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX person_write_made ON person_write (made);`,
  8: `
    -- How many people of each name each block holds: by id, the ids by 65,536 (as the whole
    -- list's blocks); by e-mail, their first 8 characters (a name's e-mails share their start,
    -- so by 3, as the list's, one block would hold every Maria's and Mario's). A search's page
    -- far from both ends is found by its matching names' blocks (pageSql). Counted over every
    -- person once: no timeout, and memory to sort them.
    SET LOCAL statement_timeout = 0;
    SET LOCAL maintenance_work_mem = '512MB';
    CREATE TABLE name_block (
      name_id integer NOT NULL, sort text NOT NULL, block text COLLATE "C" NOT NULL,
      people bigint NOT NULL,
      PRIMARY KEY (name_id, sort, block)
    );
    INSERT INTO name_block
      SELECT name_id, 'id', ${BLOCK.id('id')}, count(*) FROM person GROUP BY 1, 3
      UNION ALL SELECT name_id, 'email', ${BLOCK.email('email')}, count(*) FROM person GROUP BY 1, 3;
    -- Each write counts its person in or out of their name's blocks, as person_blocks does.
    CREATE FUNCTION name_blocks() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      p person := CASE WHEN TG_OP = 'INSERT' THEN new ELSE old END;
      change integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
    BEGIN
      INSERT INTO name_block VALUES
        (p.name_id, 'id', ${BLOCK.id('p.id')}, change),
        (p.name_id, 'email', ${BLOCK.email('p.email')}, change)
      ON CONFLICT (name_id, sort, block) DO UPDATE SET people = name_block.people + excluded.people;
      RETURN NULL;
    END $$;
    CREATE TRIGGER name_blocks AFTER INSERT OR DELETE ON person
      FOR EACH ROW EXECUTE FUNCTION name_blocks();`,
}

/**
 * `write` in one transaction, done once for `once`'s key: the key is claimed first, so that the
 * same key sent again meanwhile waits for this write's end, then finds its answer, kept in the
 * same transaction. Keys older than KEYS_KEPT_HOURS go first.
 */
async function writeOnce<T>(
  pool: Sql,
  once: Once<T> | undefined,
  write: (client: Client) => Promise<T>,
): Promise<T | Kept> {
  if (!once) return transaction(pool, write)
  return transaction(pool, async (client) => {
    await client.query(
      `DELETE FROM person_write WHERE made < now() - interval '${KEYS_KEPT_HOURS} hours'`,
    )
    const { key, request } = once
    const claimed = await client.query(
      sql`INSERT INTO person_write (key, request) VALUES (${key}, ${request}) ON CONFLICT DO NOTHING`,
    )
    if (!claimed.rowCount) {
      const [kept] = (
        await client.query(sql`SELECT request, answer FROM person_write WHERE key = ${key}`)
      ).rows
      return { kept: kept.request === request ? (kept.answer as WriteAnswer) : 'another request' }
    }
    const done = await write(client)
    await client.query(
      sql`UPDATE person_write SET answer = ${once.answerOf(done)} WHERE key = ${key}`,
    )
    return done
  })
}

/**
 * Brings the tables up to SCHEMA, in `client`'s transaction, from the version they are at (read
 * with the table locked, so that two migrations at once upgrade once); or why it cannot.
 */
async function upgrade(client: Client) {
  await client.query('LOCK TABLE people_schema IN EXCLUSIVE MODE')
  const { version } = (await client.query('SELECT version FROM people_schema')).rows[0]
  if (version > SCHEMA) return `made by a newer server.ts (version ${version})`
  if (version < MADE) return `at version ${version}, which no server.ts made on PostgreSQL`
  for (let next = version + 1; next <= SCHEMA; next++) await client.query(UPGRADES[next])
  await client.query(sql`UPDATE people_schema SET version = ${SCHEMA}`)
  return version as number
}

/**
 * Makes the tables in `sql`'s database (or schema), with `count` people of the seed: the names
 * from TypeScript (their keys made there, as SQLite's are), and the people from them in one
 * INSERT … SELECT over generate_series, the same hash drawing the same names as in SQLite.
 */
async function createPeople(pool: Sql, count: number) {
  await transaction(pool, async (client) => {
    // The indexes are built once the rows are in: faster, with memory to sort them; and no
    // statement timeout, for 10,000,000 people.
    await client.query(`SET LOCAL maintenance_work_mem = '512MB'`)
    await client.query('SET LOCAL statement_timeout = 0')
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public')
    await client.query(`
      CREATE TABLE people_schema (version integer NOT NULL);
      -- Each different name once, with its sort keys, its text as the search reads it
      -- (searchKey, made in TypeScript) and how many people have it.
      CREATE TABLE name (
        id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        first_name text NOT NULL, last_name text NOT NULL,
        first_key text COLLATE "C" NOT NULL, last_key text COLLATE "C" NOT NULL,
        search text NOT NULL,
        people integer NOT NULL DEFAULT 0,
        UNIQUE (first_name, last_name)
      );
      -- Byte order, as SQLite compares text: the keys sort alike in both.
      CREATE TABLE person (
        id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
        name_id integer NOT NULL,
        first_name text NOT NULL, last_name text NOT NULL, email text COLLATE "C" NOT NULL,
        first_key text COLLATE "C" NOT NULL, last_key text COLLATE "C" NOT NULL
      );
    `)
    await client.query(sql`INSERT INTO people_schema VALUES (${MADE})`)
    const column = <K extends keyof (typeof SEED_NAMES)[number]>(key: K) =>
      SEED_NAMES.map((name) => name[key])
    await client.query(sql`
      INSERT INTO name (id, first_name, last_name, first_key, last_key, search)
      SELECT * FROM unnest(
        ${column('id')}::integer[], ${column('firstName')}::text[], ${column('lastName')}::text[],
        ${column('firstKey')}::text[], ${column('lastKey')}::text[], ${column('search')}::text[]
      )`)
    await client.query(`SELECT setval(pg_get_serial_sequence('name', 'id'), max(id)) FROM name`)
    const { multiplier, emailFirsts, emailLasts } = SEED_DRAW
    // seedPerson's hash, in SQL: (n × multiplier) mod 2^32; the first name is its remainder by
    // 68, the last name that of its bits from the 8th.
    await client.query(sql`
      INSERT INTO person (id, name_id, first_name, last_name, email, first_key, last_key)
      SELECT n, name.id, first_name, last_name,
        (${emailFirsts}::text[])[f + 1] || '.' || (${emailLasts}::text[])[l + 1] || '.' || n
          || '@example.com',
        first_key, last_key
      FROM generate_series(1, ${count}::bigint) AS n,
        LATERAL (SELECT (n * ${multiplier}::bigint) % 4294967296 AS hash) AS drawn,
        LATERAL (SELECT hash % ${emailFirsts.length} AS f, (hash >> 8) % ${emailLasts.length} AS l)
          AS picked
      JOIN name ON name.id = f * ${emailLasts.length} + l + 1`)
    // The next id given is the one after the seed's last (1 for none).
    await client.query(
      sql`SELECT setval(pg_get_serial_sequence('person', 'id'), greatest(${count}::bigint, 1), ${count}::bigint > 0)`,
    )
    await client.query(`
      ALTER TABLE person ADD FOREIGN KEY (name_id) REFERENCES name;
      UPDATE name SET people = counted.people
        FROM (SELECT name_id, count(*) AS people FROM person GROUP BY name_id) AS counted
        WHERE counted.name_id = name.id;
      -- The same indexes as SQLite's: one per sort, the id last, for pages without a search;
      -- each name's people in order of id and of e-mail, for pages with one.
      CREATE INDEX person_first_key ON person (first_key, id);
      CREATE INDEX person_last_key ON person (last_key, id);
      CREATE UNIQUE INDEX person_email ON person (email) INCLUDE (id);
      CREATE INDEX person_name ON person (name_id, id);
      CREATE INDEX person_name_email ON person (name_id, email) INCLUDE (id);
      -- Every 3 characters of each name's text: LIKE '%mar%' finds its names in the index.
      CREATE INDEX name_search ON name USING gin (search gin_trgm_ops);
      CREATE TABLE person_count (total bigint NOT NULL, version bigint NOT NULL);
      INSERT INTO person_count SELECT count(*), 0 FROM person;
      -- How many people each block of each sort holds: the ids by 65,536, the keys and e-mails
      -- by their first 3 characters. A page far from both ends is found by its block, then by
      -- a walk within it: PostgreSQL steps an index several times slower than SQLite does, too
      -- slow for the middle of 10,000,000 (docs/paging-in-sql.md has the figures).
      CREATE TABLE person_block (
        sort text NOT NULL, block text COLLATE "C" NOT NULL, people bigint NOT NULL,
        PRIMARY KEY (sort, block)
      );
      INSERT INTO person_block
        SELECT 'id', ${BLOCK.id('id')}, count(*) FROM person GROUP BY 2
        UNION ALL SELECT 'first_key', ${BLOCK.key('first_key')}, count(*) FROM person GROUP BY 2
        UNION ALL SELECT 'last_key', ${BLOCK.key('last_key')}, count(*) FROM person GROUP BY 2
        UNION ALL SELECT 'email', ${BLOCK.key('email')}, count(*) FROM person GROUP BY 2;
      -- A person's blocks, each counted \`change\` more (1 added, -1 deleted).
      CREATE FUNCTION person_blocks(p person, change integer) RETURNS void LANGUAGE sql AS $$
        INSERT INTO person_block VALUES
          ('id', ${BLOCK.id('p.id')}, change),
          ('first_key', ${BLOCK.key('p.first_key')}, change),
          ('last_key', ${BLOCK.key('p.last_key')}, change),
          ('email', ${BLOCK.key('p.email')}, change)
        ON CONFLICT (sort, block) DO UPDATE SET people = person_block.people + excluded.people
      $$;
      CREATE TABLE person_gone (
        id bigint PRIMARY KEY, name_id integer NOT NULL,
        first_name text NOT NULL, last_name text NOT NULL, email text COLLATE "C" NOT NULL,
        first_key text COLLATE "C" NOT NULL, last_key text COLLATE "C" NOT NULL
      );
      -- The triggers of SQLite's, in PL/pgSQL: each write keeps the counts, the version and who
      -- is gone, in its own transaction.
      CREATE FUNCTION person_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE person_count SET total = total + 1, version = version + 1;
        UPDATE name SET people = people + 1 WHERE id = new.name_id;
        PERFORM person_blocks(new, 1);
        DELETE FROM person_gone WHERE id = new.id;
        RETURN NULL;
      END $$;
      CREATE TRIGGER person_added AFTER INSERT ON person
        FOR EACH ROW EXECUTE FUNCTION person_added();
      CREATE FUNCTION person_removed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE person_count SET total = total - 1, version = version + 1;
        UPDATE name SET people = people - 1 WHERE id = old.name_id;
        PERFORM person_blocks(old, -1);
        INSERT INTO person_gone VALUES (old.id, old.name_id, old.first_name, old.last_name,
          old.email, old.first_key, old.last_key);
        RETURN NULL;
      END $$;
      CREATE TRIGGER person_removed AFTER DELETE ON person
        FOR EACH ROW EXECUTE FUNCTION person_removed();
    `)
    await upgrade(client)
  })
  // The visibility map, for the index-only scans of searched pages, and the planner's statistics:
  // outside a transaction, so with no timeout.
  await pool.query(
    `VACUUM ANALYZE ${pool.schema}.person, ${pool.schema}.name, ${pool.schema}.name_block`,
  )
}
// #endregion

/** `text` in a LIKE pattern, to the letter: its \, % and _ escaped. */
const likeAny = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/**
 * From this many rows from the nearer end, a page without a search is found by its block, whose
 * walk is bounded by the largest block; nearer, the walk from the end costs less.
 */
const BLOCKS_FROM = 100_000

// #region pages
/** PostgreSQL's SQL for a page in `sort`, found `through` the table or the names, from `start`. */
function pageSql(sort: PeopleSort, through: Through | 'blocks', start: Start) {
  const { column, named, way, past, keyset, select, order, limit, within, ...parts } = pageParts(
    sort,
    start,
  )
  if (through === 'table') {
    // A row comparison is one step into the index: no two seeks, as SQLite needs.
    const after = named ? `(${column}, id) ${past} (:key, :id)` : parts.pastUnique
    if (keyset) return `${select()} FROM person WHERE ${after} ${order()} ${limit}`
    // The rows stepped over are read from the index alone (an index-only scan): the page's ids
    // first, then their rows. SQLite does so by itself.
    return `${select()} FROM person WHERE id IN (
        SELECT id FROM person ${order()} ${limit}
      ) ${order()}`
  }
  if (through === 'blocks') {
    // The block that holds the page's first row, counted in ascending order, and a walk within
    // it: at most one block's rows stepped over, however far the page.
    const upward = named ? `${column}, id` : column
    const first = column === 'id' ? 'block::bigint << 16' : 'block'
    return `WITH at AS (
        SELECT block, before FROM (
          SELECT block, sum(people) OVER (ORDER BY block) - people AS before
          FROM person_block WHERE sort = '${column}'
        ) AS blocks WHERE before <= :position ORDER BY block DESC LIMIT 1
      )
      ${select()} FROM person WHERE id IN (
        SELECT id FROM person WHERE ${column} >= (SELECT ${first} FROM at)
        ORDER BY ${upward} LIMIT :limit OFFSET (SELECT :position - before FROM at)
      ) ${order()}`
  }
  // MATERIALIZED: the names are found first, a few hundred, and only then their people; left to
  // itself, the planner may walk a sort's index to every match instead.
  const names = `WITH matched AS MATERIALIZED (SELECT id, first_key, last_key FROM name
    ${where('search LIKE :match', 'people > 0', parts.namesAfter)})`
  if (through === 'sort') {
    const { counted, ids } = matchBlocks(column, named)
    return `${names}, ${counted} ${select()} FROM person WHERE id IN (${ids}) ${order()}`
  }
  // Each matching name's first people, in the sort's order, merged: LATERAL runs the subquery
  // once for each name, one step into its index.
  return `${names} ${select('person.')} FROM matched CROSS JOIN LATERAL (
      SELECT id, first_name, last_name, email, first_key, last_key FROM person
      ${where('name_id = matched.id', parts.withinAfter)} ORDER BY ${within} ${way} LIMIT :take
    ) AS person ${order('person.')} ${limit}`
}
// #endregion

/**
 * A search's page far from both ends, by its matching names' counted blocks (name_block), counted
 * in ascending order: the blocks that hold its first and last rows, and a walk within them. In a
 * sort of names, a block is a key and a block of its names' ids; by id, a block of ids; by e-mail,
 * of e-mails. So a page of 437,054 matches sorts a few thousand, not all of them.
 */
function matchBlocks(column: string, named: boolean) {
  const byEmail = column === 'email'
  const key = named ? `matched.${column}` : `''`
  const keyed = named ? `${key}, ` : ''
  const span = (value: string) => `(SELECT ${value} FROM span)`
  // Where the page's rows are: from the first block's start to the last one's end, in the index
  // of each matching name's people (a short e-mail sorts before the block that starts with it,
  // so by e-mail the last block is checked to the letter too).
  const within = byEmail
    ? [
        `p.email >= ${span('first_block')}`,
        `p.email < coalesce(${span('last_block')}, '') || chr(1114111)`,
        `${BLOCK.email('p.email')} <= coalesce(${span('last_block')}, chr(1114111))`,
      ]
    : [
        `${key} >= ${span('first_key')}`,
        `${key} <= coalesce(${span('last_key')}, ${key})`,
        `p.id >= CASE WHEN ${key} = ${span('first_key')} THEN ${span('first_block::bigint << 16')} ELSE 0 END`,
        `p.id < CASE WHEN ${key} = ${span('last_key')} THEN ${span('(last_block::bigint + 1) << 16')} ELSE 9223372036854775807 END`,
      ]
  const counted = `blocks AS (
      SELECT ${key} AS key, b.block, sum(b.people) AS people,
        sum(sum(b.people)) OVER (ORDER BY ${keyed}b.block) AS through
      FROM matched JOIN name_block AS b ON b.name_id = matched.id AND b.sort = '${byEmail ? 'email' : 'id'}'
      GROUP BY ${keyed}b.block
    ), span AS (
      SELECT first.key AS first_key, first.block AS first_block, first.before,
        last.key AS last_key, last.block AS last_block
      FROM (SELECT key, block, through - people AS before FROM blocks
        WHERE through > :position ORDER BY key, block LIMIT 1) AS first
      LEFT JOIN (SELECT key, block FROM blocks
        WHERE through >= :position + :limit ORDER BY key, block LIMIT 1) AS last ON true
    )`
  const ids = `SELECT p.id FROM matched JOIN person AS p ON p.name_id = matched.id
      ${where(...within)}
      ORDER BY ${keyed}p.${byEmail ? 'email' : 'id'}
      LIMIT :limit OFFSET ${span(':position - before')}`
  return { counted, ids }
}

/**
 * `text`, its :names made PostgreSQL's $1, $2, …, run with their values in `values` (a statement
 * is given only the values it uses: PostgreSQL must know each one's type); `prepared`, once on
 * each connection, under a name made of its text, or else planned each time it runs.
 */
async function run(
  client: Client,
  text: string,
  values: Record<string, string | number | null>,
  prepared: boolean,
) {
  const names: string[] = []
  const numbered = text.replace(/(?<!:):([a-z]+)/g, (_, name: string) => {
    if (!names.includes(name)) names.push(name)
    return `$${names.indexOf(name) + 1}`
  })
  const name = `page_${createHash('sha1').update(numbered).digest('hex').slice(0, 16)}`
  const { rows } = await client.query<Person>({
    ...(prepared && { name }),
    text: numbered,
    values: names.map((name) => values[name]),
  })
  return rows
}

/**
 * Heavy pages (a search's, by number, that sorts every match) at once: one, so that the other core
 * keeps answering light pages; up to 40 wait their turn, each at most STATEMENT_TIMEOUT_MS, past
 * which a 503 says the server is busy.
 */
export const HEAVY_TURNS: Turns = { atOnce: 1, waiting: 40, waitMs: STATEMENT_TIMEOUT_MS }

/** How many names match a search, and how many people have them: its count. */
async function matching(client: Client, match: string) {
  const { rows } = await client.query(sql`SELECT count(*) AS names,
    coalesce(sum(people), 0)::bigint AS total
    FROM name WHERE search LIKE ${match} AND people > 0`)
  return rows[0] as { total: number; names: number }
}

/**
 * The people in `pool`'s database, made by createPeople. `prepared: false` for a pooler in
 * transaction mode (PgBouncer before 1.21, or without `max_prepared_statements`), where a
 * statement prepared on one server connection is not on the next.
 */
export function postgresPeople(
  pool: Sql,
  {
    mergeUpTo = MERGE_UP_TO,
    blocksFrom = BLOCKS_FROM,
    prepared = true,
    heavy = HEAVY_TURNS,
  }: { mergeUpTo?: number; blocksFrom?: number; prepared?: boolean; heavy?: Turns } = {},
): PeopleDatabase {
  const inTurn = turns(heavy)
  /** Whether a page by its number sorts every match of its search: a heavy one, which waits its turn. */
  const sortsEveryMatch = (request: PageRequest) =>
    transaction(
      pool,
      async (client) => {
        const counted = await matching(client, likeAny(request.search))
        return planPage(request, counted, undefined, mergeUpTo)?.through === 'sort'
      },
      'BEGIN READ ONLY',
    )
  // One snapshot: the count, the version and the page are read at one moment, whatever other
  // connections write meanwhile.
  const readPage = (request: PageRequest) =>
    transaction(
      pool,
      async (client) => {
        const { sort, search } = request
        const [counted] = (await client.query('SELECT total, version FROM person_count')).rows
        const version = counted.version as number
        let total = counted.total as number
        let names = 0
        const match = likeAny(search)
        if (search !== '') ({ total, names } = await matching(client, match))
        const edge = request.after ?? request.before ?? request.from
        const [neighbour] =
          edge === undefined
            ? []
            : (
                await client.query(sql`SELECT id, first_key, last_key, email FROM person
                  WHERE id = ${edge} UNION ALL SELECT id, first_key, last_key, email
                  FROM person_gone WHERE id = ${edge}`)
              ).rows
        const plan = planPage(
          request,
          { total, names },
          neighbour as Neighbour | undefined,
          mergeUpTo,
        )
        if (plan === undefined) return { items: [], total, version }
        const { start, values } = plan
        // A page by its place (not next to a person), far from both ends.
        const offset = Number(values.offset ?? 0)
        const blocks = plan.through === 'table' && 'offset' in values && offset >= blocksFrom
        // The page's first row's place in ascending order: from the start, or from the end.
        const ascending = pageParts(sort, start).way === 'ASC'
        const position = ascending ? offset : total - offset - Number(values.limit)
        const rows = await run(
          client,
          pageSql(sort, blocks ? 'blocks' : plan.through, start),
          { ...values, match, position },
          prepared,
        )
        const page = { ...pageOf(rows, plan, request.pageSize), total, version }
        if (request.from === undefined) return page
        // From a place: whether anyone comes before it (one row, read as Load earlier does).
        const earlier =
          start === 'from'
            ? (
                await run(
                  client,
                  pageSql(sort, plan.through, 'before'),
                  { ...values, match, limit: 1, take: 1 },
                  prepared,
                )
              ).length > 0
            : request.page > 1
        return { ...page, earlier }
      },
      'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
    )
  const byNumber = ({ search, after, before, from }: PageRequest) =>
    search !== '' && after === undefined && before === undefined && from === undefined

  return {
    page: async (request) =>
      byNumber(request) && (await sortsEveryMatch(request))
        ? inTurn(() => readPage(request))
        : readPage(request),

    add: (person, once) =>
      writeOnce(pool, once, async (client): Promise<Added> => {
        const { firstName, lastName, email } = person
        const taken = await client.query(sql`SELECT 1 FROM person WHERE email = ${email}`)
        if (taken.rowCount) return 'email taken'
        // The name, once: with its keys and its text as the search reads it, made in TypeScript.
        await client.query(sql`INSERT INTO name (first_name, last_name, first_key, last_key, search)
          VALUES (${firstName}, ${lastName}, ${nameSortKey(firstName)}, ${nameSortKey(lastName)},
            ${searchKey(`${firstName} ${lastName}`)})
          ON CONFLICT DO NOTHING`)
        const { rows } = await client.query(sql`
          INSERT INTO person (name_id, first_name, last_name, email, first_key, last_key)
          SELECT id, first_name, last_name, ${email}, first_key, last_key FROM name
          WHERE first_name = ${firstName} AND last_name = ${lastName}
          RETURNING id`)
        return {
          person: { id: rows[0].id as number, ...person },
          version: await versionNow(client),
        }
      }).catch(emailTakenMeanwhile),

    remove: (id, once) =>
      writeOnce(pool, once, async (client) => {
        const deleted = await client.query(sql`DELETE FROM person WHERE id = ${id}`)
        return deleted.rowCount ? versionNow(client) : undefined
      }),

    restore: (id, once) =>
      writeOnce(pool, once, async (client): Promise<Restored> => {
        // Their row, locked: a delete of them under way is waited for, and one after it waits
        // for this Undo, so what it finds and the version it reads are of one moment. Then
        // their row in person_gone: a second Undo at the same time waits there, and then finds
        // them back (as a second Undo after it does). SQLite, one call at a time, needs neither.
        await client.query(sql`SELECT 1 FROM person WHERE id = ${id} FOR UPDATE`)
        const [gone] = (
          await client.query(sql`SELECT email FROM person_gone WHERE id = ${id} FOR UPDATE`)
        ).rows
        const [there] = (
          await client.query(sql`SELECT id, first_name AS "firstName", last_name AS "lastName",
            email FROM person WHERE id = ${id}`)
        ).rows
        if (there)
          return { person: there as Person, back: false, version: await versionNow(client) }
        if (!gone) return 'never deleted'
        const taken = await client.query(sql`SELECT 1 FROM person WHERE email = ${gone.email}`)
        if (taken.rowCount) return 'email taken'
        const [back] = (
          await client.query(sql`
            INSERT INTO person (id, name_id, first_name, last_name, email, first_key, last_key)
            SELECT id, name_id, first_name, last_name, email, first_key, last_key FROM person_gone
            WHERE id = ${id}
            RETURNING id, first_name AS "firstName", last_name AS "lastName", email`)
        ).rows
        return { person: back as Person, back: true, version: await versionNow(client) }
      }).catch(emailTakenMeanwhile),

    answers: () =>
      pool.query('SELECT 1').then(
        () => true,
        () => false,
      ),

    // Once: a second close (a second SIGTERM, a test's cleanup) finds it closed.
    close: async () => {
      if (!pool.ending) await pool.end()
    },
  }
}

/**
 * A write that met another's e-mail, added between its check and its insert (the unique index
 * refused it): 'email taken', as if it had come after. Any other error is thrown on.
 */
function emailTakenMeanwhile(error: unknown): 'email taken' {
  if (error instanceof pg.DatabaseError && error.constraint === 'person_email') return 'email taken'
  throw error
}

/**
 * What `role` needs to run server.ts on the tables in `schema`, and no more: read and write their
 * rows (and the identity of `name`), now and in the tables a later migration makes, but for the
 * tables' version, which it may only read.
 */
export const grants = (schema: string, role: string) => `
  GRANT USAGE ON SCHEMA ${schema} TO ${role};
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${role};
  GRANT USAGE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${role};
  ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role};
  ALTER DEFAULT PRIVILEGES IN SCHEMA ${schema} GRANT USAGE ON SEQUENCES TO ${role};
  REVOKE INSERT, UPDATE, DELETE ON ${schema}.people_schema FROM ${role};`

/** Why the database at `url` cannot hold the people, or undefined. */
async function refusesNames(pool: pg.Pool) {
  // Names in any script: a database of another encoding cannot hold them (SQL_ASCII would take
  // their bytes, and compare them as bytes).
  const [{ server_encoding: encoding }] = (await pool.query('SHOW server_encoding')).rows
  if (encoding === 'UTF8') return undefined
  return `The database at DATABASE_URL is in ${encoding}: make one in UTF-8 (CREATE DATABASE … ENCODING 'UTF8'), as the names may be in any script`
}

/**
 * `npm run migrate`: the tables in `schema` of the database at `url` made, with `count` people, or
 * brought up to SCHEMA in place, by a role that may; and, given `role`, what it needs to run
 * server.ts (`grants`). What it did, or why it could not.
 */
export async function migratePostgres(url: string, schema: string, count: number, role?: string) {
  const pool = connect(url, schema)
  let lock: Client | undefined
  try {
    const refused = await refusesNames(pool)
    if (refused) return { refused }
    // One migration at a time in a schema: a second waits, then finds the tables made.
    lock = await pool.connect()
    await lock.query(sql`SELECT pg_advisory_lock(hashtext(${`people migrate ${schema}`}))`)
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    const made = await pool.query(
      sql`SELECT to_regclass(${`${schema}.people_schema`}) IS NOT NULL AS made`,
    )
    let did: string
    if (made.rows[0].made) {
      const upgraded = await transaction(pool, upgrade)
      if (typeof upgraded === 'string')
        return { refused: `The tables in ${schema} are ${upgraded}` }
      did =
        upgraded < SCHEMA
          ? `the tables in the schema ${schema} upgraded from version ${upgraded} to ${SCHEMA}`
          : `the tables in the schema ${schema} at version ${SCHEMA} already`
    } else {
      const started = performance.now()
      await createPeople(pool, count)
      const ms = Math.round(performance.now() - started)
      did = `${count.toLocaleString('en')} people made in the schema ${schema}, in ${ms} ms`
    }
    if (role) await pool.query(grants(schema, role))
    return { did: role ? `${did}; ${role} may read and write their rows` : did }
  } catch (error) {
    return { refused: `PostgreSQL at DATABASE_URL: ${(error as Error).message}` }
  } finally {
    lock?.release(true)
    await pool.end().catch(() => undefined)
  }
}

/** Why server.ts cannot use the tables in `pool`'s schema, or undefined: none, or not at SCHEMA. */
async function tablesRefused(pool: Sql) {
  const { schema } = pool
  const migrate = 'run npm run migrate (README: "Either database")'
  const found = await transaction(pool, async (client) => {
    const made = sql`SELECT to_regclass(${`${schema}.people_schema`}) IS NOT NULL AS made`
    if (!(await client.query(made)).rows[0].made) return undefined
    return (await client.query('SELECT version FROM people_schema')).rows[0].version as number
  })
  if (found === undefined) return `No people's tables in the schema ${schema}: ${migrate}`
  if (found < SCHEMA) return `The tables in ${schema} are at version ${found}: ${migrate}`
  if (found > SCHEMA) return `The tables in ${schema} were made by a newer server.ts (${found})`
  return undefined
}

/**
 * The people in the tables `npm run migrate` made in `schema` of the database at `url`; or why
 * they cannot be used. server.ts makes and changes no table: its role may only read and write rows.
 */
export async function openPostgres(
  url: string,
  { schema = DEFAULT_SCHEMA, prepared = true } = {},
): Promise<PeopleDatabase | string> {
  const pool = connect(url, schema)
  let why: string | undefined
  try {
    why = (await refusesNames(pool)) ?? (await tablesRefused(pool))
  } catch (error) {
    why = `The PostgreSQL database at DATABASE_URL cannot be used (${(error as Error).message}): check the address, that PostgreSQL runs there and that its role may read and write the tables (README), or leave DATABASE_URL out to use SQLite`
  }
  if (why === undefined) return postgresPeople(pool, { prepared })
  await pool.end().catch(() => undefined)
  return why
}
