import type { FastifyInstance, FastifyReply } from 'fastify';
import { SLOT_CSS, SLOT_JS, slotHtml } from './slotPage';
import { slotLanguageOf } from './slotText';

/** Where the demo slot's page lives; launch URLs point here with `?ticket=`. */
export const DEMO_GAME_PATH = '/demo-game/slot';

// Nothing but this origin's own script, style and API; no framing by other sites; the ticket-bearing URL is never
// sent as a referrer.
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const SECURITY_HEADERS = {
  'content-security-policy': CSP,
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
};

/** Serves the demo slot page and its script and style. The page holds no data; it loads its game by ticket. */
export function registerDemoGamePage(app: FastifyInstance): void {
  const send = (body: string, type: string, cache: string) => async (_req: unknown, reply: FastifyReply) =>
    reply.headers(SECURITY_HEADERS).header('cache-control', cache).type(type).send(body);
  // The page's URL carries a one-time ticket, so neither it nor its answer is stored anywhere.
  // The page's language comes from the launch (`lang`, a wire language); its words are fixed server text.
  app.get<{ Querystring: { lang?: string } }>(DEMO_GAME_PATH, async (req, reply) =>
    reply
      .headers(SECURITY_HEADERS)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(slotHtml(slotLanguageOf(req.query.lang))),
  );
  app.get(`${DEMO_GAME_PATH}.js`, send(SLOT_JS, 'text/javascript; charset=utf-8', 'no-cache'));
  app.get(`${DEMO_GAME_PATH}.css`, send(SLOT_CSS, 'text/css; charset=utf-8', 'no-cache'));
}
