import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { paths } from '../../src/api/contract/routes';
import { inlineStyleHashes, notePageStyles } from './securityHeaders';
import type { ShellPage } from './bootShell';
import { answerBytes, COMPRESS_MIN_BYTES, encodingFor } from './publicAnswers';

/** The CSP hashes of the built shell's inline styles, read once the shell exists (docs/security.md). */
export function shellStyleHashes(appDir: string): () => readonly string[] {
  let hashes: readonly string[] | undefined;
  return () => {
    if (hashes) return hashes;
    const indexPath = join(appDir, 'index.html');
    if (!existsSync(indexPath)) return [];
    hashes = inlineStyleHashes(readFileSync(indexPath, 'utf8'));
    return hashes;
  };
}

/**
 * Serves the built app under /m/: hashed assets immutable, index.html and the worker no-cache,
 * and every other /m/ path falls back to index.html so the client router takes it.
 */
export async function serveApp(
  app: FastifyInstance,
  appDir: string,
  /** The first visit's page for a request (server/http/bootShell.ts); the shell as built without it. */
  shellFor?: (req: FastifyRequest, html: string) => Promise<ShellPage>,
): Promise<void> {
  const indexPath = join(appDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`no built app at ${appDir}: run "npm run build" first`);
  }
  let indexHtml: Buffer | null = null;
  const readIndex = () => (indexHtml ??= readFileSync(indexPath));

  await app.register(fastifyStatic, {
    root: appDir,
    prefix: '/m/',
    index: false,
    wildcard: false,
    cacheControl: false,
    setHeaders(reply, path) {
      // Vite's hashed chunks never change under one name; everything else must revalidate (the worker, icons).
      const immutable = path.startsWith(join(appDir, 'assets'));
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(indexPath)) return reply.code(503).type('text/plain').send('App not built');
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!shellFor) return reply.send(readIndex());
    const page = await shellFor(req, readIndex().toString('utf8'));
    notePageStyles(req, page.styleHashes ?? []);
    // A page may be drawn in the language a `Language` header or the app's language cookie names
    // (server/http/bootShell.ts).
    reply.header('vary', 'language, cookie, accept-encoding');
    // Compressed once per kept page and coding (the compression hook leaves a reply with its coding alone).
    const coding =
      page.body.length < COMPRESS_MIN_BYTES ? 'identity' : encodingFor(req.headers['accept-encoding']);
    if (coding !== 'identity') reply.header('content-encoding', coding);
    return reply.send(answerBytes(page, coding));
  };
  app.get('/', (_req, reply) => reply.redirect(paths.home));
  app.get('/m', (_req, reply) => reply.redirect(paths.home));
  app.get('/register.html', (_req, reply) => reply.redirect(paths.register));
  app.get('/m/', sendIndex);
  app.get('/m/*', async (req, reply) => {
    // A missing asset is a 404, not the app shell: a stale chunk must fail loudly so the app can offer a retry.
    if (
      /^\/m\/(assets|icons|images|workbox-)/.test(req.url) ||
      /\.(js|css|map|png|svg|webp|json)$/.test(req.url.split('?')[0] ?? '')
    ) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return sendIndex(req, reply);
  });
}
