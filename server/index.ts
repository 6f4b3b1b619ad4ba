import { readConfig } from './config';
import { buildApp } from './app';
import { registerApi } from './api';

/** Starts the reference platform: the built app under /m/ and the platform API under /wps/. */
async function main(): Promise<void> {
  const config = readConfig();
  const deps = { startedAt: new Date() };
  const app = await buildApp({ config, registerApi: (scope) => registerApi(scope, deps) });
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  const address = await app.listen({ host: config.host, port: config.port });
  const url = address.replace('0.0.0.0', '127.0.0.1');
  process.stdout.write(`\nReference platform ready at ${url}/m/home\n\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
