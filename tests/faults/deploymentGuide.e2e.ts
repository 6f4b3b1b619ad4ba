import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, configureClient, resetClient } from '../../src/api/client';
import { login } from '../../src/api/contract/session';
import { setFirstPassword } from '../../src/api/contract/account';
import { moneyAudit, moneyCounts, startTraffic } from './database/players';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts';
import { DEMO_FIRST_PASSWORD_ACCOUNT, DEMO_SUB_AGENT } from '../../server/seed/accountExtras';
import { startFlags } from '../../scripts/cluster';

/**
 * docs/deployment.md, word for word (issue 49): every block the guide marks `<!-- guide:run -->` runs exactly as
 * written, in order, in one bash, from this checkout (after the build). Then the checks: production made no demo
 * account (none signs in through the proxy) and printed no password, the first agent made by the ops command signs
 * in with its one-time password and must replace it, a rolling restart drained and logged each step, and
 * deploy/mgp@.service starts what the guide starts. The guide's commands need root (they write /etc/mgp and start
 * PostgreSQL's own cluster), as on a fresh machine; CI runs as root.
 */

const GUIDE = resolve('docs/deployment.md');
const UNIT = resolve('deploy/mgp@.service');
const RUNNER = resolve('deploy/run-instance.sh');
const PROXY = 'http://127.0.0.1:8080';
const asRoot = process.getuid?.() === 0;

/** The guide's runnable blocks, in order (`guide:run`, or another mark such as `guide:failover`). */
export function guideBlocks(markdown: string, mark = 'run'): string[] {
  const blocks: string[] = [];
  const marked = new RegExp(`<!-- guide:${mark} -->\\s*\`\`\`sh\\n([\\s\\S]*?)\`\`\``, 'g');
  for (let m = marked.exec(markdown); m; m = marked.exec(markdown)) blocks.push(m[1]!);
  return blocks;
}

/** Stops whatever an earlier run of the guide left, and removes what it made (not part of the guide). */
function cleanUp(): void {
  if (existsSync('/run/mgp'))
    // The restart loops first (`8081.loop.pid` sorts before `8081.pid`), so none starts its instance again.
    for (const f of readdirSync('/run/mgp')
      .filter((f) => f.endsWith('.pid'))
      .sort()) {
      const pid = Number(readFileSync(join('/run/mgp', f), 'utf8'));
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
  // The guide's primary and standby clusters, and the replication password it kept for the postgres user.
  const version = readdirSync('/usr/lib/postgresql').sort().at(-1);
  for (const cluster of ['pg1', 'pg2'])
    spawnSync('pg_dropcluster', ['--stop', String(version), cluster], { stdio: 'ignore' });
  spawnSync('su', ['postgres', '-c', "sed -i '/:replicator:/d' ~/.pgpass 2>/dev/null"], { stdio: 'ignore' });
  for (const dir of ['/etc/mgp', '/run/mgp', '/var/log/mgp']) rmSync(dir, { recursive: true, force: true });
}

// Skipped without root: the guide's commands write /etc/mgp and start PostgreSQL as root does (CI runs as root).
describe.skipIf(!asRoot)('docs/deployment.md, word for word', () => {
  let output = '';
  let status: number | null = null;

  beforeAll(() => {
    cleanUp();
    const script = guideBlocks(readFileSync(GUIDE, 'utf8')).join('\n');
    const ran = spawnSync('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: resolve('.'),
      encoding: 'utf8',
      timeout: 240_000,
      env: { ...process.env, NODE_ENV: '', SERVER_PROFILE: '', DEV_OUTBOX: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    output = `${ran.stdout}${ran.stderr}`;
    status = ran.status;
  }, 300_000);
  afterAll(() => {
    resetClient();
    cleanUp();
  });

  const serverLogs = () =>
    ['8081', '8082'].map((port) => readFileSync(`/var/log/mgp/${port}.log`, 'utf8')).join('\n');

  it('runs every marked block as written, and brings up production behind the proxy', async () => {
    expect(guideBlocks(readFileSync(GUIDE, 'utf8')).length).toBeGreaterThanOrEqual(5);
    expect({ status, output: status === 0 ? '' : output }).toEqual({ status: 0, output: '' });
    const config = await fetch(`${PROXY}/wps/system/config`, { headers: { merchant: 'demo' } });
    expect(config.status).toBe(200);
    // Production, as the settings say: every instance started as production, with no demo data.
    const started = serverLogs()
      .split('\n')
      .filter((l) => l.includes('"msg":"starting"'))
      .map((l) => JSON.parse(l) as { environment: string; demoData: boolean });
    expect(started.length).toBeGreaterThanOrEqual(3);
    for (const s of started) expect(s).toMatchObject({ environment: 'production', demoData: false });
  });

  it("keeps the proxy's own log, without query strings, and refuses the ops API through the players' origin", async () => {
    const ops = await fetch(`${PROXY}/ops/withdrawals?token=ops-secret-in-query`);
    expect(ops.status).toBe(404);
    await fetch(`${PROXY}/m/home?ticket=player-secret-in-query`);
    await new Promise((r) => setTimeout(r, 500));
    const log = readFileSync('/var/log/mgp/haproxy.log', 'utf8');
    expect(log).toMatch(/"GET \/m\/home HTTP\/1\.1"/);
    expect(log).toMatch(/ 404 .*"GET \/ops\/withdrawals HTTP\/1\.1"/);
    expect(log).not.toContain('secret-in-query');
  });

  it('makes no demo account: none signs in, and no password is printed', async () => {
    configureClient({ base: PROXY, merchant: () => 'demo', device: () => 'MOBILE', retries: 0 });
    const demo = [
      DEMO_ACCOUNTS.member,
      DEMO_ACCOUNTS.agent,
      ...DEMO_ACCOUNTS.downline,
      DEMO_FIRST_PASSWORD_ACCOUNT,
      DEMO_SUB_AGENT,
    ];
    for (const account of demo) {
      const refused = await call(login, {
        body: { username: account.username, password: account.password },
      }).then(
        () => 'signed in',
        (e: { errorCode?: string }) => e.errorCode,
      );
      expect([account.username, refused]).toEqual([account.username, 'login.failed']);
    }
    const logs = serverLogs();
    for (const account of demo) expect(logs).not.toContain(account.password);
    expect(logs).not.toMatch(/Demo accounts|password/i);
  });

  it("gives the merchant's first agent a one-time password, once, that signs in and must be replaced", async () => {
    const answer = /\{[\s\S]*"oneTimePassword"[\s\S]*\}/.exec(output)?.[0];
    expect(answer).toBeDefined();
    const made = JSON.parse(answer!) as { username: string; oneTimePassword: string; kind: string };
    expect(made).toMatchObject({ username: 'boss', kind: 'agent' });
    // Answered to the operator, never written by the server.
    expect(serverLogs()).not.toContain(made.oneTimePassword);
    configureClient({ base: PROXY, merchant: () => 'demo', device: () => 'MOBILE', retries: 0 });
    const session = await call(login, { body: { username: 'boss', password: made.oneTimePassword } });
    expect(session.mustChangePassword).toBe(true);
  });

  it('drained the restarted instance on SIGTERM and logged each step with its timing', () => {
    const lines = readFileSync('/var/log/mgp/8081.log', 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; afterMs?: number });
    const steps = lines.map((l) => l.msg).filter((m) => /^(SIGTERM|drained|closed|ready)/.test(m));
    expect(steps).toEqual([
      'ready',
      'SIGTERM: not ready from now on, draining',
      'drained: closing',
      'closed',
      'ready',
    ]);
    const drained = lines.find((l) => l.msg === 'drained: closing');
    expect(drained?.afterMs).toBeGreaterThanOrEqual(3000);
  });

  it("starts a crashed instance again (deploy/run-instance.sh, as the unit's Restart=on-failure)", async () => {
    const crashed = Number(readFileSync('/run/mgp/8082.pid', 'utf8'));
    process.kill(crashed, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    let ready = false;
    while (!ready && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      const pid = Number(readFileSync('/run/mgp/8082.pid', 'utf8'));
      ready =
        pid !== crashed &&
        (await fetch('http://127.0.0.1:8082/readyz').then(
          (r) => r.ok,
          () => false,
        ));
    }
    expect(ready).toBe(true);
    expect(readFileSync('/var/log/mgp/8082.log', 'utf8')).toContain(
      'instance exited with status 137: starting it again in 2 s',
    );
  });

  it("fails over to the guide's synchronous standby under players' traffic: every answered money call on the new primary, once", async () => {
    const settings = readFileSync('/etc/mgp/mgp.env', 'utf8');
    const opsToken = /^OPS_TOKENS=[^:]+:(\S+)$/m.exec(settings)![1]!;
    const ops = async (path: string, body: unknown) => {
      const res = await fetch(`http://127.0.0.1:8081${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opsToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { value: Record<string, string> }).value;
    };
    // A player below the first agent, with their own password and money from customer service.
    const made = await ops('/ops/accounts', {
      username: 'faultplayer',
      kind: 'member',
      reason: 'failover test',
      upline: 'boss',
    });
    configureClient({ base: PROXY, merchant: () => 'demo', device: () => 'MOBILE', retries: 0 });
    const first = await call(login, { body: { username: 'faultplayer', password: made.oneTimePassword! } });
    configureClient({
      base: PROXY,
      merchant: () => 'demo',
      device: () => 'MOBILE',
      retries: 0,
      token: () => first.token,
    });
    await call(setFirstPassword, { body: { newPassword: 'fault12345', confirmNewPassword: 'fault12345' } });
    await ops('/ops/balance/adjust', {
      username: 'faultplayer',
      amount: '5000',
      reason: 'failover test float',
    });
    const databaseUrl = 'postgres://mgp:mgp-db-secret@127.0.0.1:6432/mgp';
    const before = await moneyCounts(databaseUrl);
    const traffic = await startTraffic(PROXY, 2, {
      username: 'faultplayer',
      password: 'fault12345',
      kinds: ['bet', 'withdraw'],
      signIn: ['faultplayer', 'fault12345'],
    });
    await new Promise((r) => setTimeout(r, 2000));
    // The primary dies; the guide's own command promotes the standby.
    const version = readdirSync('/usr/lib/postgresql').sort().at(-1)!;
    const killed = spawnSync('pg_ctlcluster', [version, 'pg1', 'stop', '-m', 'immediate'], {
      encoding: 'utf8',
    });
    expect(killed.status).toBe(0);
    const promoted = spawnSync(
      'bash',
      ['-euo', 'pipefail', '-c', guideBlocks(readFileSync(GUIDE, 'utf8'), 'failover').join('\n')],
      {
        encoding: 'utf8',
      },
    );
    expect({
      status: promoted.status,
      output: promoted.status === 0 ? '' : `${promoted.stdout}${promoted.stderr}`,
    }).toEqual({
      status: 0,
      output: '',
    });
    const promotedAt = Date.now();
    let servingMs = -1;
    while (servingMs < 0 && Date.now() - promotedAt < 30_000) {
      const ready = await Promise.all(
        ['8081', '8082'].map((port) =>
          fetch(`http://127.0.0.1:${port}/readyz`).then(
            (r) => r.ok,
            () => false,
          ),
        ),
      );
      if (ready.every(Boolean)) servingMs = Date.now() - promotedAt;
      else await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 2000));
    const report = await traffic.stop();
    const after = await moneyCounts(databaseUrl);
    const audit = moneyAudit(before, after, report);
    process.stdout.write(
      `guide failover: serving ${servingMs} ms after the promotion; ${report.reads} reads (${report.readsFailed} failed), ` +
        `${audit.answered.bet + audit.answered.withdraw} money calls answered (${report.moneyTriesFailed} tries failed ` +
        `before their answer); lost ${audit.lost}, doubled ${audit.doubled}, wallets off their ledger ${audit.walletsOffLedger}\n`,
    );
    expect(servingMs).toBeGreaterThanOrEqual(0);
    expect(audit.answered.bet + audit.answered.withdraw).toBeGreaterThan(0);
    expect({ lost: audit.lost, doubled: audit.doubled, walletsOffLedger: audit.walletsOffLedger }).toEqual({
      lost: 0,
      doubled: 0,
      walletsOffLedger: 0,
    });
  }, 180_000);

  it('ships a systemd unit that starts what the guide starts: node itself, with the flags of npm start', () => {
    const unit = readFileSync(UNIT, 'utf8');
    const exec = /^ExecStart=(.+)$/m.exec(unit)![1]!;
    expect(exec).toBe(`/usr/bin/node ${startFlags().join(' ')} dist/server/index.js`);
    // The guide's by-hand start (deploy/run-instance.sh) is the unit's command, word for word (without the absolute
    // path to node), and restarts a crash as the unit's Restart=on-failure does.
    expect(readFileSync(RUNNER, 'utf8')).toContain(`exec ${exec.replace('/usr/bin/node', 'node')}`);
    expect(readFileSync(GUIDE, 'utf8')).toContain('deploy/run-instance.sh');
    expect(unit).toMatch(/^Restart=on-failure$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    // systemd's own check of the unit, as an instance (these machines run no systemd to start it).
    const probe = spawnSync('systemd-analyze', ['--version']);
    if (probe.status === 0) {
      const dir = mkdtempSync(join(tmpdir(), 'mgp-unit-'));
      writeFileSync(join(dir, 'mgp@8081.service'), unit);
      const verified = spawnSync('systemd-analyze', ['verify', join(dir, 'mgp@8081.service')], {
        encoding: 'utf8',
      });
      rmSync(dir, { recursive: true, force: true });
      expect(`${verified.stdout}${verified.stderr}`.trim()).toBe('');
      expect(verified.status).toBe(0);
    }
  });
});
