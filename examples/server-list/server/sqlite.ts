// The people in SQLite: one file, embedded in the server (node:sqlite), the default.
import { DatabaseSync } from 'node:sqlite'
import type { StatementSync } from 'node:sqlite'
import { nameSortKey, searchKey } from '../src/features/people/model/names.ts'
import type { Person } from '../src/features/people/model/person.ts'
import type { PeoplePage, PeopleSort } from '../src/features/people/model/query.ts'
import {
  KEYS_KEPT_HOURS,
  MERGE_UP_TO,
  SEED_NAMES,
  pageOf,
  pageParts,
  planPage,
  seedPerson,
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
  WriteAnswer,
} from './people.ts'

// #region schema
/**
 * The database's version: 2 has the sorts' indexes, the names' index and the count; 3 gives no id
 * twice and no e-mail twice, and remembers who was deleted; 4 sorts names by their keys, keeps the
 * list's version beside the count, and puts a deleted person back; 5 indexes the names as the
 * search folds them; 6 keeps each different name once, with how many people have it, and searches
 * the names, not the people; 7 keeps each write's answer for its Idempotency-Key.
 */
export const SCHEMA = 7
/** The version createPeople makes, brought up to SCHEMA by UPGRADES, as an older file is. */
const MADE = 6

/** Each version's change from the one before. */
const UPGRADES: Record<number, string> = {
  7: `
    -- Each write's answer, kept for its Idempotency-Key: the same key again gets it, never a
    -- second write. Kept for KEYS_KEPT_HOURS from when it was made (seconds since 1970).
    CREATE TABLE person_write (
      key TEXT PRIMARY KEY, request TEXT NOT NULL, answer TEXT NOT NULL,
      made INTEGER NOT NULL DEFAULT (unixepoch())
    );
    CREATE INDEX person_write_made ON person_write (made);`,
}

/** Brings `db`'s tables from `version` up to SCHEMA, in the transaction under way. */
function upgrade(db: DatabaseSync, version: number) {
  for (let next = version + 1; next <= SCHEMA; next++) db.exec(UPGRADES[next]!)
  db.exec(`PRAGMA user_version = ${SCHEMA}`)
}

/**
 * Makes the tables, with `count` people of the seed whose ids run from 1 to `count`, and what
 * keeps each request fast: an index for each sort, the names and their index for searches, and
 * the counts. One transaction: one write to the disk instead of one per row, and a start that
 * fails midway leaves no table, so the next start makes it again.
 */
export function createPeople(db: DatabaseSync, count: number) {
  foldNamesIn(db)
  db.exec('BEGIN')
  try {
    db.exec(`
      -- Each different name once ("first last"), with its sort keys and how many people have it:
      -- a search finds names (the seed has 4,624), never the millions of people who have them.
      CREATE TABLE name (
        id INTEGER PRIMARY KEY,
        first_name TEXT NOT NULL, last_name TEXT NOT NULL,
        first_key TEXT NOT NULL, last_key TEXT NOT NULL,
        people INTEGER NOT NULL DEFAULT 0,
        UNIQUE (first_name, last_name)
      );
      -- Every 3 characters in a row of each name, "first last", as the search folds it
      -- (searchKey, in TypeScript): "ose" finds José, "σοφ" Σοφία, "omar k" Omar Kim.
      -- Contentless: it holds the names' ids alone.
      CREATE VIRTUAL TABLE name_search USING fts5(name, content = '', tokenize = 'trigram');
      CREATE TRIGGER name_added AFTER INSERT ON name BEGIN
        INSERT INTO name_search (rowid, name)
          VALUES (new.id, search_key(new.first_name || ' ' || new.last_name));
      END;
      -- AUTOINCREMENT: a deleted person's id is never given again, so an id in a page the app
      -- still holds is never someone else. Each name's sort key is beside it, made in TypeScript
      -- (nameSortKey) so that any database stores the same: their collations differ.
      CREATE TABLE person (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name_id INTEGER NOT NULL REFERENCES name,
        first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL,
        first_key TEXT NOT NULL, last_key TEXT NOT NULL
      );
    `)
    const insertName = db.prepare('INSERT INTO name VALUES (?, ?, ?, ?, ?, 0)')
    for (const { id, firstName, lastName, firstKey, lastKey } of SEED_NAMES) {
      insertName.run(id, firstName, lastName, firstKey, lastKey)
    }
    const insert = db.prepare('INSERT INTO person VALUES (?, ?, ?, ?, ?, ?, ?)')
    const people = new Map<number, number>()
    for (let id = 1; id <= count; id++) {
      const { name, email } = seedPerson(id)
      insert.run(id, name.id, name.firstName, name.lastName, email, name.firstKey, name.lastKey)
      people.set(name.id, (people.get(name.id) ?? 0) + 1)
    }
    // How many people were given each name, counted as they were.
    const setPeople = db.prepare('UPDATE name SET people = ? WHERE id = ?')
    for (const [id, given] of people) setPeople.run(given, id)
    db.exec(`
      -- One index per sort, the id last: a page in any sort, either way, is a walk down one
      -- index, and the keyset (key, id) > (?, ?) is one step into it. The names sort by their
      -- keys, so the keys are indexed, not the names: ORDER BY first_key, id reads the index in
      -- order, and no page sorts the rows.
      CREATE INDEX person_first_key ON person (first_key, id);
      CREATE INDEX person_last_key ON person (last_key, id);
      -- An e-mail is one person's: its index is unique, and the id after it is the row's own.
      CREATE UNIQUE INDEX person_email ON person (email);
      -- Each name's people, in order of id and of e-mail: a searched page takes the first few of
      -- each name that matches (a name's people share its keys, so in a sort of names they are
      -- in order of id).
      CREATE INDEX person_name ON person (name_id, id);
      CREATE INDEX person_name_email ON person (name_id, email);
      -- The whole list's count, kept with every write, so that no request counts the rows; and
      -- its version, raised by every write, so that the app knows which of two answers is newer.
      CREATE TABLE person_count (total INTEGER NOT NULL, version INTEGER NOT NULL);
      INSERT INTO person_count SELECT count(*), 0 FROM person;
      -- A person deleted is remembered, keys and all, so that a page after them, or before, is
      -- still found from where they stood in each sort (a reader's Next from a page that held
      -- them), and so that they can be put back.
      CREATE TABLE person_gone (
        id INTEGER PRIMARY KEY, name_id INTEGER NOT NULL,
        first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL,
        first_key TEXT NOT NULL, last_key TEXT NOT NULL
      );
      CREATE TRIGGER person_added AFTER INSERT ON person BEGIN
        UPDATE person_count SET total = total + 1, version = version + 1;
        UPDATE name SET people = people + 1 WHERE id = new.name_id;
        -- A person put back is gone no more (and is remembered again if deleted again).
        DELETE FROM person_gone WHERE id = new.id;
      END;
      CREATE TRIGGER person_removed AFTER DELETE ON person BEGIN
        UPDATE person_count SET total = total - 1, version = version + 1;
        UPDATE name SET people = people - 1 WHERE id = old.name_id;
        INSERT INTO person_gone VALUES (old.id, old.name_id, old.first_name, old.last_name,
          old.email, old.first_key, old.last_key);
      END;
    `)
    upgrade(db, MADE)
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}
// #endregion

/** `search_key(name)` in `db`'s SQL: the name as the search reads it (searchKey). */
function foldNamesIn(db: DatabaseSync) {
  db.function('search_key', { deterministic: true }, (name) => searchKey(String(name)))
}

/** An FTS5 string that is `text`, to the letter: in double quotes, each of its own doubled. */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`

// #region pages
/** SQLite's SQL for a page in `sort`, found `through` the table or the names, from `start`. */
function pageSql(sort: PeopleSort, through: Through, start: Start) {
  const { column, named, way, than, past, keyset, select, order, limit, within, ...parts } =
    pageParts(sort, start)
  if (through === 'table') {
    if (!keyset) return `${select()} FROM person ${order()} ${limit}`
    // No ties in ids and e-mails: the next one is one seek away.
    if (!named) return `${select()} FROM person WHERE ${parts.pastUnique} ${order()} ${limit}`
    // (column, id) > (:key, :id) would seek on the column alone, then walk every tie before the
    // person: about 14,700 people share each last name here. Two seeks, merged, find the page at
    // once: the person's ties after them (or from them), then the people after their key.
    const keyed = `${select()}, ${column} AS sortKey FROM person`
    return `SELECT id, firstName, lastName, email FROM (
        SELECT * FROM (
          ${keyed} ${where(`${column} = :key`, `id ${past} :id`)} ORDER BY id ${way} ${limit}
        ) UNION ALL SELECT * FROM (
          ${keyed} ${where(`${column} ${than} :key`)} ${order()} ${limit}
        )
      ) ORDER BY sortKey ${way}, id ${way} ${limit}`
  }
  // The names that match, with their keys: a few hundred, found in the names' index.
  const names = `WITH matched AS (SELECT name.id, first_key, last_key FROM name_search
    JOIN name ON name.id = name_search.rowid
    ${where('name_search MATCH :match', 'people > 0', parts.namesAfter)})`
  const index = within === 'email' ? 'person_name_email' : 'person_name'
  if (through === 'sort') {
    // Every match's place in the sort, read from the names' index alone, sorted; then the page's
    // rows.
    return `${names} ${select()} FROM person WHERE id IN (
        SELECT p.id FROM matched JOIN person AS p INDEXED BY ${index} ON p.name_id = matched.id
        ${parts.sortedBy} ${limit}
      ) ${order()}`
  }
  // Each matching name's first people, in the sort's order (in the name's index), merged:
  // (names × people taken) index entries, however many people match. SQLite has no LATERAL: a
  // correlated IN runs the subquery once for each name.
  return `${names} ${select('person.')} FROM matched JOIN person ON person.id IN (
      SELECT id FROM person INDEXED BY ${index} ${where('name_id = matched.id', parts.withinAfter)}
      ORDER BY ${within} ${way} LIMIT :take
    ) ${order('person.')} ${limit}`
}

/** The people of one page, found as planPage says. */
function pageFinder(db: DatabaseSync, mergeUpTo: number) {
  const statements = new Map<string, StatementSync>()
  // Each statement is written once, from the fixed column names, and kept.
  function statement(sort: PeopleSort, through: Through, start: Start) {
    const key = `${sort} ${through} ${start}`
    let prepared = statements.get(key)
    if (prepared === undefined) {
      prepared = db.prepare(pageSql(sort, through, start))
      // Each is given every value planPage makes, which some do not use.
      prepared.setAllowUnknownNamedParameters(true)
      statements.set(key, prepared)
    }
    return prepared
  }
  // The neighbour's place in every sort, there or deleted since.
  const selectEdge = db.prepare(`SELECT id, first_key, last_key, email FROM person WHERE id = ?1
    UNION ALL SELECT id, first_key, last_key, email FROM person_gone WHERE id = ?1`)

  return (request: PageRequest, counts: { total: number; names: number }) => {
    const edge = request.after ?? request.before ?? request.from
    const neighbour = edge === undefined ? undefined : selectEdge.get(edge)
    const plan = planPage(request, counts, neighbour as Neighbour | undefined, mergeUpTo)
    if (plan === undefined) return { items: [] }
    const { sort, search } = request
    const rows = statement(sort, plan.through, plan.start).all({
      ...plan.values,
      ...(search === '' ? {} : { match: ftsString(search) }),
    }) as unknown as Person[]
    return pageOf(rows, plan, request.pageSize)
  }
}
// #endregion

/** The people in SQLite's `db`, made by createPeople. */
export function sqlitePeople(db: DatabaseSync, { mergeUpTo = MERGE_UP_TO } = {}): PeopleDatabase {
  foldNamesIn(db)
  // The whole list's count and version are kept by the table's triggers: one row to read.
  const selectCount = db.prepare('SELECT total, version FROM person_count')
  // Read in the same call as the write: one call at a time, so the version is the write's own.
  const versionNow = () => (selectCount.get() as { version: number }).version
  // A search's count is its names' people: the names' index and their counts, never the people.
  const selectMatches = db.prepare(`SELECT count(*) AS names, coalesce(sum(people), 0) AS total
    FROM name_search JOIN name ON name.id = name_search.rowid
    WHERE name_search MATCH ? AND people > 0`)
  const findPage = pageFinder(db, mergeUpTo)
  const emailTaken = db.prepare('SELECT 1 FROM person WHERE email = ?')
  const selectPerson = db.prepare(
    'SELECT id, first_name AS firstName, last_name AS lastName, email FROM person WHERE id = ?',
  )
  const selectGone = db.prepare('SELECT email FROM person_gone WHERE id = ?')
  const insertName = db.prepare(`INSERT INTO name (first_name, last_name, first_key, last_key)
    VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`)
  const insertPerson = db.prepare(
    `INSERT INTO person (name_id, first_name, last_name, email, first_key, last_key)
      SELECT id, first_name, last_name, ?3, first_key, last_key FROM name
      WHERE first_name = ?1 AND last_name = ?2
      RETURNING id`,
  )
  const deletePerson = db.prepare('DELETE FROM person WHERE id = ?')
  const restoreGone = db.prepare(
    `INSERT INTO person (id, name_id, first_name, last_name, email, first_key, last_key)
      SELECT id, name_id, first_name, last_name, email, first_key, last_key FROM person_gone
      WHERE id = ?
      RETURNING id, first_name AS firstName, last_name AS lastName, email`,
  )

  const forgetKeys = db.prepare(
    `DELETE FROM person_write WHERE made < unixepoch() - ${KEYS_KEPT_HOURS * 3600}`,
  )
  const selectKept = db.prepare('SELECT request, answer FROM person_write WHERE key = ?')
  const keep = db.prepare('INSERT INTO person_write (key, request, answer) VALUES (?, ?, ?)')

  /**
   * `write` in one transaction, all its statements or none; done once for `once`'s key, whose
   * answer is kept with it (keys older than KEYS_KEPT_HOURS go first).
   */
  function writeOnce<T>(once: Once<T> | undefined, write: () => T): T | Kept {
    db.exec('BEGIN IMMEDIATE')
    try {
      let done: T | Kept
      if (once) forgetKeys.run()
      const kept = once && selectKept.get(once.key)
      if (once && kept) {
        const answer = JSON.parse(String(kept.answer)) as WriteAnswer
        done = { kept: kept.request === once.request ? answer : 'another request' }
      } else {
        done = write()
        if (once) keep.run(once.key, once.request, JSON.stringify(once.answerOf(done as T)))
      }
      db.exec('COMMIT')
      return done
    } catch (error) {
      db.exec('ROLLBACK')
      throw error
    }
  }

  return {
    // Synchronous within: no write comes between the count, the version and the page.
    async page(request) {
      const { total: everyone, version } = selectCount.get() as { total: number; version: number }
      const { total, names } =
        request.search === ''
          ? { total: everyone, names: 0 }
          : (selectMatches.get(ftsString(request.search)) as { total: number; names: number })
      const page: PeoplePage = { ...findPage(request, { total, names }), total, version }
      if (request.from === undefined) return page
      // From a place, whether anyone comes before it: the one person Load earlier would bring, or,
      // from an id never a person's (no keyset, no `more`), the page's place.
      const before = { ...request, from: undefined, before: request.from, pageSize: 1 }
      const { items, more } = findPage(before, { total, names })
      return { ...page, earlier: more === undefined ? request.page > 1 : items.length > 0 }
    },
    async add(person, once) {
      return writeOnce(once, (): Added => {
        if (emailTaken.get(person.email)) return 'email taken'
        const { firstName, lastName, email } = person
        // The name, once: with its keys, made in TypeScript (nameSortKey).
        insertName.run(firstName, lastName, nameSortKey(firstName), nameSortKey(lastName))
        const { id } = insertPerson.get(firstName, lastName, email) as { id: number }
        return { person: { id, ...person }, version: versionNow() }
      })
    },
    async remove(id, once) {
      return writeOnce(once, () => (deletePerson.run(id).changes > 0 ? versionNow() : undefined))
    },
    async restore(id, once) {
      return writeOnce(once, (): Restored => {
        // A second Undo finds them there already, and is harmless.
        const there = selectPerson.get(id) as Person | undefined
        if (there) return { person: { ...there }, back: false, version: versionNow() }
        const gone = selectGone.get(id) as { email: string } | undefined
        if (!gone) return 'never deleted'
        if (emailTaken.get(gone.email)) return 'email taken'
        const person = { ...(restoreGone.get(id) as unknown as Person) }
        return { person, back: true, version: versionNow() }
      })
    },
    async answers() {
      try {
        return db.prepare('SELECT 1').get() !== undefined
      } catch {
        return false
      }
    },
    async close() {
      if (db.isOpen) db.close()
    },
  }
}

/** The people in SQLite's `file`, made with `count` people if it is new; or why not. */
export function openSqlite(file: string, count: number) {
  const db = new DatabaseSync(file)
  let version: unknown, made: unknown
  try {
    version = db.prepare('PRAGMA user_version').get()?.user_version
    made = db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'person'").get()
  } catch (error) {
    // Another file under that name, or one damaged: SQLite cannot read it (SQLITE_NOTADB).
    return `${file} cannot be read (${(error as Error).message}): delete it, and this one makes it again`
  }
  if (made && typeof version === 'number' && version > SCHEMA) {
    return `${file} was made by a newer server.ts (version ${version})`
  }
  if (made && (typeof version !== 'number' || version < MADE)) {
    return `${file} was made by an older server.ts: delete it, and this one makes it again`
  }
  if (made && version !== SCHEMA) {
    db.exec('BEGIN IMMEDIATE')
    upgrade(db, version as number)
    db.exec('COMMIT')
    console.log(`${file}: upgraded from version ${version} to ${SCHEMA}`)
  }
  if (!made) {
    const started = performance.now()
    createPeople(db, count)
    const ms = Math.round(performance.now() - started)
    console.log(`${file}: ${count.toLocaleString('en')} people in ${ms} ms`)
  }
  return sqlitePeople(db)
}
