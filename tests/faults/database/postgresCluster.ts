import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../../scripts/cluster';

/**
 * PostgreSQL servers of a test's own (issue 49), made with initdb on their own ports, so a suite can restart, kill
 * and fail them over without touching anyone else's database: a primary, and a streaming standby made from it with
 * pg_basebackup. Debian's binaries (/usr/lib/postgresql/<version>/bin); as root each runs as the `postgres` user,
 * since PostgreSQL refuses to run as root.
 */

/** The newest PostgreSQL server installed here, or undefined. */
export function postgresBin(): string | undefined {
  try {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    for (const v of versions) {
      const bin = `/usr/lib/postgresql/${v}/bin`;
      if (spawnSync(`${bin}/postgres`, ['--version']).status === 0) return bin;
    }
  } catch {
    // Not installed.
  }
  return undefined;
}

export const POSTGRES_MISSING =
  'PostgreSQL server binaries are missing: apt-get install -y postgresql (.ci/run installs it)';

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as `postgres` when we are root. */
function run(bin: string, args: string[], opts: { allowFail?: boolean } = {}): string {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const out = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 });
  if (out.status !== 0 && !opts.allowFail)
    throw new Error(`${bin.split('/').pop()} ${args.join(' ')}: ${out.stderr || out.stdout}`);
  return `${out.stdout}${out.stderr}`;
}

/** One PostgreSQL server of the test's own. */
export interface PgServer {
  readonly port: number;
  readonly dataDir: string;
  /** `postgres://app:app@127.0.0.1:<port>/app` */
  readonly url: string;
  start(extra?: Record<string, string>): void;
  /** `pg_ctl stop -m fast|immediate`. */
  stop(mode: 'fast' | 'immediate'): void;
  /** `pg_ctl restart -m fast|immediate`. */
  restart(mode: 'fast' | 'immediate'): void;
  /** SIGKILL to the postmaster: the machine's crash, as far as the database's clients can tell. */
  kill9(): void;
  /** A standby's `pg_ctl promote`, waiting until it takes writes. */
  promote(): void;
  /** The postmaster's pid, from postmaster.pid. */
  pid(): number;
  /** Runs SQL as the superuser over the Unix socket. */
  sql(statement: string): string;
}

export interface PgCluster {
  readonly root: string;
  readonly primary: PgServer;
  standby?: PgServer;
  /** Makes a synchronous streaming standby of the primary and starts it (hot_standby off: it takes no sessions). */
  addStandby(): Promise<PgServer>;
  /** Stops every server and removes their files. */
  destroy(): void;
}

/** Settings for every server here: loopback only, small, quick to stop. */
const BASE: Record<string, string> = {
  listen_addresses: '127.0.0.1',
  shared_buffers: '32MB',
  max_connections: '100',
  fsync: 'on',
  wal_level: 'replica',
  max_wal_senders: '5',
  wal_keep_size: '64MB',
};

function server(bin: string, root: string, name: string, port: number): PgServer {
  const dataDir = join(root, name);
  const socketDir = join(root, 'sockets');
  const pgctl = (args: string[]) => run(`${bin}/pg_ctl`, ['-D', dataDir, '-w', '-t', '60', ...args]);
  let settings: Record<string, string> = {};
  const options = () =>
    Object.entries({ ...BASE, port: String(port), unix_socket_directories: socketDir, ...settings })
      .map(([k, v]) => `-c ${k}=${v === '' ? "''" : v}`)
      .join(' ');
  const self: PgServer = {
    port,
    dataDir,
    url: `postgres://app:app@127.0.0.1:${port}/app`,
    start(extra = {}) {
      settings = { ...settings, ...extra };
      pgctl(['-l', join(root, `${name}.log`), '-o', options(), 'start']);
    },
    stop(mode) {
      pgctl(['-m', mode, 'stop']);
    },
    restart(mode) {
      pgctl(['-m', mode, '-l', join(root, `${name}.log`), '-o', options(), 'restart']);
    },
    kill9() {
      process.kill(self.pid(), 'SIGKILL');
    },
    promote() {
      pgctl(['promote']);
    },
    pid() {
      return Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    },
    sql(statement) {
      return run(`${bin}/psql`, [
        '-h',
        socketDir,
        '-p',
        String(port),
        '-U',
        'postgres',
        '-qtAX',
        '-c',
        statement,
      ]);
    },
  };
  return self;
}

/** Makes a primary with initdb, starts it, and creates the role and database `app` (password `app`). */
export async function createPgCluster(): Promise<PgCluster> {
  const bin = postgresBin();
  if (!bin) throw new Error(POSTGRES_MISSING);
  // As root the servers run as `postgres`, which must reach their folder: CI's TMPDIR may sit under a folder only
  // root can enter, so they go under /tmp then.
  const root = mkdtempSync(join(asRoot ? '/tmp' : tmpdir(), 'mgp-pg-'));
  chmodSync(root, 0o777);
  execFileSync('mkdir', ['-p', join(root, 'sockets')]);
  chmodSync(join(root, 'sockets'), 0o777);
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', root]);
  const primary = server(bin, root, 'primary', await freePort());
  run(`${bin}/initdb`, ['-D', primary.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  // Every client here is on loopback; replication too.
  writeFileSync(
    join(primary.dataDir, 'pg_hba.conf'),
    'local all all trust\nhost all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n',
  );
  if (asRoot) execFileSync('chown', ['postgres:postgres', join(primary.dataDir, 'pg_hba.conf')]);
  primary.start();
  primary.sql("create role app login password 'app'");
  primary.sql('create database app owner app');
  const cluster: PgCluster = {
    root,
    primary,
    async addStandby() {
      const standby = server(bin, root, 'standby', await freePort());
      // The connection string names the standby (application_name), and -R writes it as its primary_conninfo.
      run(`${bin}/pg_basebackup`, [
        '-d',
        `host=127.0.0.1 port=${primary.port} user=postgres application_name=standby`,
        '-D',
        standby.dataDir,
        '-R',
        '-X',
        'stream',
        // A checkpoint at once (the default spreads it over checkpoint_timeout).
        '-c',
        'fast',
      ]);
      // A standby takes no sessions (hot_standby off), so only the writable server passes the proxy's connection
      // check; once promoted, it runs without a synchronous standby of its own until one is attached again.
      standby.start({ hot_standby: 'off', synchronous_standby_names: '' });
      // Every commit on the primary now waits for the standby to have it (synchronous replication).
      primary.sql("alter system set synchronous_standby_names = '*'");
      primary.sql('select pg_reload_conf()');
      const deadline = Date.now() + 30_000;
      while (
        primary
          .sql("select sync_state from pg_stat_replication where application_name = 'standby'")
          .trim() !== 'sync'
      ) {
        if (Date.now() > deadline) throw new Error('the standby did not become synchronous in 30 s');
        await new Promise((r) => setTimeout(r, 200));
      }
      cluster.standby = standby;
      return standby;
    },
    destroy() {
      for (const s of [cluster.standby, primary]) {
        if (!s) continue;
        try {
          s.stop('immediate');
        } catch {
          // Already down.
        }
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  return cluster;
}

/** Whether `url` answers a query within `ms`. */
export async function answers(url: string, ms = 1000): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: ms, query_timeout: ms });
  c.on('error', () => undefined);
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}
