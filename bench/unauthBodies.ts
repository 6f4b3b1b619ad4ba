// Memory under a burst of large bodies without a session (issue 38, finding 5): 40 concurrent 24 MiB
// `PUT /wps/member/feedback` with no Authorization header, against the built server. Prints the server's resident
// memory before and after (highest of samples every 50 ms) and the answers' statuses. Asserts nothing.
//   npm run build && npm run bench:unauth-bodies      (BENCH_BODIES, default 40; BENCH_BODY_MB, default 24)
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { request } from 'node:http';
import { startServer } from '../tests/e2e/harness';

const BODIES = Number(process.env.BENCH_BODIES ?? 40);
// 24 MiB: just under feedback's body limit (three images in base64 and the text), so a body is read whole if it is read.
const MB = Number(process.env.BENCH_BODY_MB ?? 24);

const rssMb = (pid: number) =>
  (Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024).toFixed(0);

/** Sends one body of `MB` megabytes in 1 MB writes; resolves with the status (or the error's code). */
function send(url: string): Promise<string> {
  return new Promise((done) => {
    const u = new URL('/wps/member/feedback', url);
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'content-length': MB * 1024 * 1024 },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(String(res.statusCode)));
      },
    );
    req.on('error', (e: NodeJS.ErrnoException) => done(e.code ?? 'error'));
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let left = MB;
    const write = () => {
      while (left > 0) {
        left--;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

async function main(): Promise<void> {
  const server = await startServer({ LOG_LEVEL: 'error' });
  try {
    const pid = server.pid!;
    const before = rssMb(pid);
    let highest = Number(before);
    const sampler = setInterval(() => (highest = Math.max(highest, Number(rssMb(pid)))), 50);
    const statuses = await Promise.all(Array.from({ length: BODIES }, () => send(server.url)));
    await new Promise((r) => setTimeout(r, 500));
    clearInterval(sampler);
    const counts = statuses.reduce<Record<string, number>>((a, s) => ({ ...a, [s]: (a[s] ?? 0) + 1 }), {});
    process.stdout.write(
      `${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}\n` +
        `${BODIES} × ${MB} MB without a session: answers ${JSON.stringify(counts)}; resident ${before} MB before, highest ${highest} MB, ${rssMb(pid)} MB after\n`,
    );
  } finally {
    await server.stop();
  }
}

await main();
