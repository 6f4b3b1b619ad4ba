// A static host for a built single-page app, as any host serves one: gzip for text, a year's immutable cache under
// /assets/, index.html for other paths. The peer's build is served with it (bench/peer.ts, bench/startTasks.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSED = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/** A static host for a built SPA: gzip for text, a year's immutable cache under /assets/, index.html otherwise. */
export function serveDist(root: string): Promise<{ url: string; server: Server }> {
  const gz = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    let file = normalize(join(root, path));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html');
    const ext = extname(file);
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (COMPRESSED.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = gz.get(file) ?? gz.set(file, gzipSync(body)).get(file)!;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    res.writeHead(200, headers).end(body);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () =>
      ok({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}
