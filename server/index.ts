import { readConfig } from './config';
import { buildApp } from './app';
import { registerApi } from './api';
import { openDatabase } from './db/client';
import { createApiDeps } from './deps';
import { DEMO_ACCOUNTS, seedAccounts } from './seed/accounts';

/** Starts the reference platform: the built app under /m/ and the platform API under /wps/. */
async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await seedAccounts(database.db);
  const deps = await createApiDeps(database.db, config);
  const app = await buildApp({ config, registerApi: (scope) => registerApi(scope, deps) });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  const address = await app.listen({ host: config.host, port: config.port });
  const url = address.replace('0.0.0.0', '127.0.0.1');
  const { member, agent } = DEMO_ACCOUNTS;
  process.stdout.write(
    `\nReference platform ready at ${url}/m/home\n` +
      `Demo accounts (merchant demo): member ${member.username} / ${member.password}, ` +
      `agent ${agent.username} / ${agent.password}\n\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
