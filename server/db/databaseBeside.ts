import pg from 'pg';

/** Runs one statement as the role of `adminUrl`, on a connection of its own (CREATE and DROP DATABASE need one). */
export async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The address of the database `name` on the same PostgreSQL, with the same role, as `url`. */
export function databaseBeside(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
