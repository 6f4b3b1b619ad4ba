// A bare node:http server for bench/server.ts: answers every request with the bytes, status and content type it is
// given in BARE_ANSWERS (JSON: path -> { body (base64), type }), and prints its URL. Nothing else: the baseline.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const answers = JSON.parse(process.env.BARE_ANSWERS ?? '{}') as Record<
  string,
  { body: string; type: string }
>;
const bodies = new Map(
  Object.entries(answers).map(([path, a]) => [path, { body: Buffer.from(a.body, 'base64'), type: a.type }]),
);

const server = createServer((req, res) => {
  const answer = bodies.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
  res.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`bare ready at http://127.0.0.1:${port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
