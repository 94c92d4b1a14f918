// `npm run db:seed`: replaces the catalog with the demo restaurant (orders and customers stay).
import { openDatabase } from '#server/db/client'
import { seed } from '#server/db/seed'
import { readEnv } from '#server/env'

const env = readEnv()
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL })
await seed(database.db)
await database.close()
console.log(`Seeded the demo restaurant into ${env.DATABASE_URL ? 'PostgreSQL' : env.DATA_DIR}.`)
