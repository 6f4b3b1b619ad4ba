import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiDeps } from '../deps';
import {
  SERVICE_PAGE_CSS,
  servicePageHtml,
  servicePageLanguage,
  type ServicePageError,
} from '../providers/devServicePage';
import { chatLines, cleanMessage, isChatId, newChatId, postPlayerMessage } from '../service/chat';

// The dev customer-service provider's pages (docs/member-services.md "Customer service"). The app's /m/service
// screen embeds /dev/service/chat, so this page may be framed by the app's own origin and nothing else.

export const SERVICE_CHAT_PATH = '/dev/service/chat';
const COOKIE = 'svc_chat';
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;
/** The time zone the page shows times in (the demo merchants are in the Philippines). */
const TIME_ZONE = 'Asia/Manila';

const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

function chatIdOf(req: FastifyRequest): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE && isChatId(value)) return value;
  }
  return undefined;
}

function setChatCookie(req: FastifyRequest, reply: FastifyReply, id: string | undefined): void {
  const secure = req.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    id
      ? `${COOKIE}=${id}; Path=/dev/service; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure}`
      : `${COOKIE}=; Path=/dev/service; Max-Age=0; HttpOnly; SameSite=Strict${secure}`,
  );
}

export function registerServiceChatRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  const page = async (
    req: FastifyRequest,
    reply: FastifyReply,
    lang: unknown,
    extra: { error?: ServicePageError; draft?: string; status?: number } = {},
  ) => {
    const id = chatIdOf(req);
    const lines = id ? await chatLines(db, id, deps.merchantOf(req)) : [];
    return reply
      .code(extra.status ?? 200)
      .headers(PAGE_HEADERS)
      .type('text/html; charset=utf-8')
      .send(servicePageHtml(servicePageLanguage(lang), lines, { ...extra, timeZone: TIME_ZONE }));
  };

  app.get('/dev/service.css', async (_req, reply) =>
    reply.headers(PAGE_HEADERS).header('cache-control', 'no-cache').type('text/css').send(SERVICE_PAGE_CSS),
  );

  app.get<{ Querystring: { lang?: string } }>(SERVICE_CHAT_PATH, async (req, reply) =>
    page(req, reply, req.query.lang),
  );

  app.post<{ Querystring: { lang?: string }; Body: { text?: unknown } | undefined }>(
    SERVICE_CHAT_PATH,
    async (req, reply) => {
      const lang = req.query.lang;
      const draft = typeof req.body?.text === 'string' ? req.body.text.slice(0, 2000) : '';
      const body = cleanMessage(req.body?.text);
      if (!body) return page(req, reply, lang, { error: 'invalid', draft, status: 400 });
      const existing = chatIdOf(req);
      const chatId = existing ?? newChatId();
      const outcome = await postPlayerMessage(db, {
        chatId,
        merchant: deps.merchantOf(req),
        body,
        now: new Date(deps.now()),
      });
      if (outcome !== 'posted')
        return page(req, reply, lang, { error: outcome, draft, status: outcome === 'full' ? 409 : 429 });
      if (!existing) setChatCookie(req, reply, chatId);
      return reply.redirect(`${SERVICE_CHAT_PATH}?lang=${servicePageLanguage(lang)}`, 303);
    },
  );

  app.post<{ Querystring: { lang?: string } }>(`${SERVICE_CHAT_PATH}/new`, async (req, reply) => {
    setChatCookie(req, reply, undefined);
    return reply.redirect(`${SERVICE_CHAT_PATH}?lang=${servicePageLanguage(req.query.lang)}`, 303);
  });
}
