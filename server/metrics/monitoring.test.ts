import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startProxy, haproxyInstalled, freePort } from '../../scripts/cluster';
import { registry } from './metrics';

/**
 * What an operator puts on the wall (issue 65): deploy/grafana/mgp-dashboard.json and deploy/prometheus/alerts.yml
 * ask only for metrics that exist (the server's registry, and HAProxy's own exporter run with the shipped file), and
 * the alert rules pass promtool's check and their unit tests (deploy/prometheus/alerts.test.yml).
 */

const DASHBOARD = 'deploy/grafana/mgp-dashboard.json';
const ALERTS = 'deploy/prometheus/alerts.yml';

interface Panel {
  title: string;
  type: string;
  targets?: { expr: string }[];
}

/** The metric names a PromQL text reads (histogram series named by their metric). */
function metricNames(promql: string): Set<string> {
  const names = new Set<string>();
  for (const m of promql.matchAll(/\b((?:mgp|haproxy)_[a-z0-9_]+)\b/g))
    names.add(m[1]!.replace(/_(bucket|count|sum)$/, ''));
  return names;
}

const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[]; uid: string };
const dashboardExprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
const alertExprs = [...readFileSync(ALERTS, 'utf8').matchAll(/expr: (\|\n(?:\s{10}.*\n)+|.*)/g)].map(
  (m) => m[1]!,
);

describe('the dashboard and the alert rules', () => {
  it('ask for nothing but metrics this server exports', async () => {
    const exported = new Set((await registry.getMetricsAsJSON()).map((m) => m.name));
    const asked = new Set([...dashboardExprs, ...alertExprs].flatMap((e) => [...metricNames(e)]));
    const ours = [...asked].filter((n) => n.startsWith('mgp_'));
    expect(ours.length).toBeGreaterThanOrEqual(15);
    expect(ours.filter((n) => !exported.has(n))).toEqual([]);
  });

  it('show what the issue names: traffic, errors, latency, money, pool, event loop, readiness, memory, field vitals', () => {
    const all = dashboardExprs.join('\n');
    for (const metric of [
      'mgp_http_requests_total',
      'mgp_http_request_duration_seconds_bucket',
      'mgp_ledger_movements_total',
      'mgp_payment_callbacks_total',
      'mgp_db_pool_connections',
      'mgp_nodejs_eventloop_lag_p99_seconds',
      'mgp_ready',
      'mgp_process_resident_memory_bytes',
      'mgp_web_vitals_lcp_seconds_bucket',
      'mgp_web_vitals_inp_seconds_bucket',
      'mgp_web_vitals_cls_bucket',
      'mgp_deposit_pending_oldest_seconds',
    ])
      expect(all).toContain(metric);
    expect(all).toMatch(/histogram_quantile\(0\.75, sum by \(le, route\) \(rate\(mgp_web_vitals_lcp/);
    for (const alert of [
      'MgpInstanceDown',
      'MgpErrorRatioHigh',
      'MgpLatencyP99High',
      'MgpDatabasePoolSaturated',
      'MgpDepositPendingTooLong',
    ])
      expect(readFileSync(ALERTS, 'utf8')).toContain(`alert: ${alert}`);
  });

  // HAProxy's own exporter, run with the shipped file (bash .ci/run installs haproxy).
  it.skipIf(!haproxyInstalled())('ask HAProxy only for metrics its exporter serves', async () => {
    const proxy = await startProxy({
      instances: [`127.0.0.1:${await freePort()}`, `127.0.0.1:${await freePort()}`],
    });
    try {
      const text = await (await fetch(`${proxy.statsUrl}/metrics`)).text();
      const served = new Set([...text.matchAll(/^(haproxy_[a-z0-9_]+)/gm)].map((m) => m[1]!));
      const asked = [
        ...new Set([...dashboardExprs, ...alertExprs].flatMap((e) => [...metricNames(e)])),
      ].filter((n) => n.startsWith('haproxy_'));
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.filter((n) => !served.has(n))).toEqual([]);
    } finally {
      await proxy.stop();
    }
  });

  // promtool comes with Debian's prometheus package (bash .ci/run installs it).
  const promtool = spawnSync('promtool', ['--version']).status === 0;
  it.skipIf(!promtool)('pass promtool check rules, and their unit tests', () => {
    const check = spawnSync('promtool', ['check', 'rules', ALERTS], { encoding: 'utf8' });
    expect(`${check.stdout}${check.stderr}`).toContain('SUCCESS');
    expect(check.status).toBe(0);
    const tests = spawnSync('promtool', ['test', 'rules', 'alerts.test.yml'], {
      cwd: 'deploy/prometheus',
      encoding: 'utf8',
    });
    expect(`${tests.stdout}${tests.stderr}`).toContain('SUCCESS');
    expect(tests.status).toBe(0);
    const config = spawnSync('promtool', ['check', 'config', 'deploy/prometheus/scrape.yml'], {
      encoding: 'utf8',
    });
    expect(config.status).toBe(0);
  });
});
