// A bare node:http server for bench/server.ts: answers every request with the bytes, status and headers it is given
// in BARE_ANSWERS (JSON: path -> { body (base64), type, headers? }), and prints its URL. Nothing else: the baseline.
// Without `headers` it sends only the content type and length; with them, the reference server's answer as it was on
// the wire (every header but the ones node writes itself), so both send the same bytes.
import { createServer, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

const answers = JSON.parse(process.env.BARE_ANSWERS ?? '{}') as Record<
  string,
  { body: string; type: string; headers?: OutgoingHttpHeaders }
>;
const bodies = new Map(
  Object.entries(answers).map(([path, a]) => {
    const body = Buffer.from(a.body, 'base64');
    return [path, { body, headers: a.headers ?? { 'content-type': a.type, 'content-length': body.length } }];
  }),
);

const server = createServer((req, res) => {
  const answer = bodies.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, answer.headers);
  res.end(answer.body);
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`bare ready at http://127.0.0.1:${port}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
