import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` turns schema changes into SQL migrations; the server applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
