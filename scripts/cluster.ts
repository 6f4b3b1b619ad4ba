import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The proxy set-up on one machine (docs/deployment.md "On one machine"): instances of the built server (INSTANCES,
 * three by default, two to nine) on one PostgreSQL behind HAProxy with the shipped configuration
 * (deploy/haproxy.cfg), the way tests/faults/proxy.e2e.ts runs it. `DATABASE_URL=postgres://… npm run cluster`;
 * Ctrl-C stops everything (each instance drains first).
 */

export const HAPROXY_CONFIG = resolve('deploy/haproxy.cfg');
export const HAPROXY_MISSING =
  'HAProxy is not installed: apt-get install -y haproxy (Debian 12 brings 2.6; .ci/run installs it)';

/** Whether `haproxy` can be run here. */
export function haproxyInstalled(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export interface Proxy {
  /** Where players connect. */
  url: string;
  /** The status page and HAProxy's Prometheus exporter. */
  statsUrl: string;
  /** Each instance as the proxy's checks see it: `UP`, `DOWN`, `MAINT`, or a transition (`UP 1/2`). */
  /** The checked servers' statuses by name, or with `backups` the never-checked backup lines' (`app1-open` …). */
  servers(backups?: boolean): Promise<Record<string, string>>;
  /** What HAProxy logged (one line per request, with its id). */
  log(): string;
  stop(): Promise<void>;
}

/** How many instances deploy/haproxy.cfg has lines for (MGP_APP1..MGP_APP9). */
export const MAX_INSTANCES = 9;

/** The node flags of `npm start` (package.json), so every way of starting an instance runs it alike. */
export function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(resolve('package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start
    .trim()
    .split(/\s+/)
    .filter((w) => w.startsWith('--'));
}

/** Starts HAProxy with deploy/haproxy.cfg in front of `instances` (host:port each, two to nine of them). */
export async function startProxy(opts: {
  instances: readonly string[];
  port?: number;
  statsPort?: number;
  host?: string;
}): Promise<Proxy> {
  if (opts.instances.length < 2 || opts.instances.length > MAX_INSTANCES)
    throw new Error(`deploy/haproxy.cfg takes 2 to ${MAX_INSTANCES} instances, got ${opts.instances.length}`);
  const host = opts.host ?? '127.0.0.1';
  const port = opts.port ?? (await freePort());
  const statsPort = opts.statsPort ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MGP_PROXY_BIND: `${host}:${port}`,
    MGP_STATS_BIND: `127.0.0.1:${statsPort}`,
    ...Object.fromEntries(opts.instances.map((address, i) => [`MGP_APP${i + 1}`, address])),
  };
  for (let i = opts.instances.length + 1; i <= MAX_INSTANCES; i++) delete env[`MGP_APP${i}`];
  const haproxy = runHaproxy(HAPROXY_CONFIG, env);
  const child = haproxy.child;
  const log = {
    get value() {
      return haproxy.log();
    },
  };
  const statsUrl = `http://127.0.0.1:${statsPort}`;
  const servers = async (backups = false): Promise<Record<string, string>> => {
    const csv = await (await fetch(`${statsUrl}/stats;csv`)).text();
    const [head, ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = head!.split(',');
    const [px, sv, status] = ['pxname', 'svname', 'status'].map((c) => columns.indexOf(c));
    const out: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      const name = cells[sv!]!;
      // The checked servers, or (backups) the same instances' never-checked backup lines (`appN-open`).
      if (
        cells[px!] === 'instances' &&
        !['FRONTEND', 'BACKEND'].includes(name) &&
        name.endsWith('-open') === backups
      )
        out[name] = cells[status!]!;
    }
    return out;
  };
  // Up once its status page answers.
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}: ${log.value}`);
    try {
      await servers();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`haproxy did not start in 10 s: ${log.value}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url: `http://${host}:${port}`,
    statsUrl,
    servers,
    log: haproxy.log,
    stop: haproxy.stop,
  };
}

/** A running HAProxy: its process, what it logged, and a soft stop. */
export interface RunningHaproxy {
  child: ChildProcess;
  log(): string;
  stop(): Promise<void>;
}

/** Checks `config` with `env` (haproxy -c), then runs it in the foreground (-db), logging to what `log` answers. */
export function runHaproxy(config: string, env: NodeJS.ProcessEnv): RunningHaproxy {
  const check = spawnSync('haproxy', ['-c', '-q', '-f', config], { env, encoding: 'utf8' });
  if (check.error) throw new Error(HAPROXY_MISSING);
  if (check.status !== 0) throw new Error(`${config} refused: ${check.stderr}${check.stdout}`);
  // -db: in the foreground, logging to stdout (the config's `log stdout`).
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', config], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  return {
    child,
    log: () => log,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      // SIGUSR1: a soft stop, connections in flight finish.
      child.kill('SIGUSR1');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until every named instance shows `status` in the proxy's checks; answers how long that took. */
export async function waitForServers(
  proxy: Proxy,
  names: readonly string[],
  status: 'UP' | 'DOWN',
  timeoutMs = 30_000,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const seen = await proxy.servers();
    if (names.every((n) => seen[n] === status)) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(
        `proxy did not see ${names.join(', ')} ${status} in ${timeoutMs} ms: ${JSON.stringify(seen)}`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** `npm run cluster`: INSTANCES (3) instances on DATABASE_URL behind the proxy on PROXY_PORT (8080), until Ctrl-C. */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl?.startsWith('postgres'))
    throw new Error(
      'DATABASE_URL must name a PostgreSQL database: the instances share it (docs/deployment.md)',
    );
  if (!haproxyInstalled()) throw new Error(HAPROXY_MISSING);
  const entry = resolve('dist/server/index.js');
  if (!existsSync(entry)) throw new Error('dist/server/index.js is missing: npm run build first');
  const basePort = Number(process.env.INSTANCE_PORT ?? 3001);
  const count = Number(process.env.INSTANCES ?? 3);
  if (!Number.isInteger(count) || count < 2 || count > MAX_INSTANCES)
    throw new Error(`INSTANCES must be 2 to ${MAX_INSTANCES}, got ${process.env.INSTANCES}`);
  const instances: ChildProcess[] = [];
  const addresses = Array.from({ length: count }, (_, i) => `127.0.0.1:${basePort + i}`);
  const names = addresses.map((_, i) => `app${i + 1}`);
  for (const [i, address] of addresses.entries()) {
    const child = spawn(process.execPath, [...startFlags(), entry], {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(basePort + i),
        TRUST_PROXY: '1',
        LOG_FORMAT: process.env.LOG_FORMAT ?? 'text',
        METRICS_PORT: String(9101 + i),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (d: Buffer) =>
      process.stdout.write(
        d
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((line) => `[app${i + 1} ${address}] ${line}\n`)
          .join(''),
      ),
    );
    instances.push(child);
  }
  const proxy = await startProxy({
    instances: addresses,
    port: Number(process.env.PROXY_PORT ?? 8080),
    statsPort: Number(process.env.PROXY_STATS_PORT ?? 8404),
    host: process.env.PROXY_HOST ?? '127.0.0.1',
  });
  await waitForServers(proxy, names, 'UP', 120_000);
  process.stdout.write(
    `\nThe app through HAProxy: ${proxy.url}/m/home\n` +
      `Proxy status: ${proxy.statsUrl}/stats   HAProxy metrics: ${proxy.statsUrl}/metrics\n` +
      `Instance metrics: http://127.0.0.1:9101/metrics … :${9100 + count}\nCtrl-C stops all.\n`,
  );
  const stop = async () => {
    await Promise.all(
      instances.map(
        (c) =>
          new Promise((done) => {
            if (c.exitCode !== null) return done(undefined);
            c.once('exit', done);
            c.kill('SIGTERM');
          }),
      ),
    );
    await proxy.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
