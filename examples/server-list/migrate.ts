// `npm run migrate`: the people's tables in PostgreSQL, made in a schema of their own (with
// PEOPLE people, 1,000,000 unless it says), or brought up to this server.ts's version in place,
// by a role that may make tables; given DATABASE_APP_ROLE, that role may then read and write
// their rows, and nothing else, as server.ts needs (README: "Either database"). Run it again
// after each update of server.ts: it does only what is left to do. (SQLite needs none: server.ts
// makes and upgrades people.db itself.)
//
//   DATABASE_URL=postgres://owner@host/db [DATABASE_SCHEMA=people] [DATABASE_APP_ROLE=people_app] npm run migrate
import { peopleToMake } from './server.ts'
import { DEFAULT_SCHEMA, SCHEMA_NAME, isSchemaName, migratePostgres } from './server/postgres.ts'

const url = process.env.DATABASE_URL
const schema = process.env.DATABASE_SCHEMA ?? DEFAULT_SCHEMA
const role = process.env.DATABASE_APP_ROLE || undefined
const refused = !url
  ? 'npm run migrate: set DATABASE_URL to a PostgreSQL database (SQLite needs no migration)'
  : !isSchemaName(schema)
    ? `DATABASE_SCHEMA is "${schema}": ${SCHEMA_NAME}`
    : role !== undefined && !isSchemaName(role)
      ? `DATABASE_APP_ROLE is "${role}": ${SCHEMA_NAME}`
      : undefined
if (refused) {
  console.error(refused)
  process.exit(1)
}
const migrated = await migratePostgres(url!, schema, peopleToMake(), role)
if ('refused' in migrated) {
  console.error(migrated.refused)
  process.exit(1)
}
console.log(`PostgreSQL: ${migrated.did}`)
