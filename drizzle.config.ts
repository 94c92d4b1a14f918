import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate` writes the SQL migrations committed in server/db/migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
})
