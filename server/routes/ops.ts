import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  array,
  create,
  enums,
  integer,
  object,
  optional,
  pattern,
  record,
  refine,
  size,
  string,
  type Struct,
} from 'superstruct';
import { ErrorCode } from '../../src/api/contract/errors';
import { randomBytes } from 'node:crypto';
import { memberByUsername } from '../accounts/members';
import { hashPassword } from '../auth/password';
import { isAgentType, MemberType } from '../../src/api/contract/memberTypes';
import { isoDate } from '../catalogue/isoDate';
import { addPromotion, allPromotions } from '../catalogue/promotionAdmin';
import { merchantTimeZone } from '../merchants/runtimeConfig';
import { settleAllContracts } from '../agent/contracts';
import type { ApiDeps } from '../deps';
import {
  agentCodes,
  deposits,
  memberProfiles,
  members,
  operatorActions,
  paymentCallbacks,
  wallets,
  withdrawals,
} from '../db/schema/index';
import {
  announcements,
  helpEntries,
  promotionCategories,
  promotions,
  type Translations,
} from '../db/schema/catalogue';
import { editedTexts, rowTexts, textsOf, type Worded } from '../content/wording';
import { messages } from '../db/schema/messages';
import { ApiError, badRequest } from '../http/envelope';
import { controlCharacterAt } from '../http/route';
import { approveDepositByHand, adjustBalance } from '../money/operator';
import { decideWithdrawal } from '../money/withdrawals';
import { fromWireAmount, toWireAmount } from '../wallet/money';
import { chatInbox, chatLines, cleanMessage, MAX_MESSAGE_CHARS, postOperatorReply } from '../service/chat';
import { firstDepositBonusOf } from './deposit';
import { reserve, tooMany } from '../accounts/rateLimit';

// The operator's side of money (docs/operators.md): list and decide withdrawals, approve a deposit by hand,
// adjust a balance, read the audit trail. Outside the player contract, under /ops/, for `npm run ops`.

const Reason = size(string(), 1, 200);
const Status = pattern(string(), /^(pending|paid|rejected|failed|expired|held|all)$/);
const PesosSigned = refine(
  pattern(string(), /^-?\d{1,9}(\.\d{1,2})?$/),
  'PesosSigned',
  (s) => Number(s) !== 0 || 'amount must not be zero',
);

/** Texts by language code (`{"TY": {"title", "content"}, "EN": {…}}`), as the ops commands send them. */
const Texts = refine(
  record(
    pattern(string(), /^[A-Z]{2,8}$/),
    object({ title: size(string(), 1, 120), content: size(string(), 0, 20_000) }),
  ),
  'Texts',
  (t) => (Object.keys(t).length >= 1 && Object.keys(t).length <= 8) || 'texts: one to eight languages',
);
/** A new content row's text: `texts` per language, or one `title`/`content` in the merchant's default language. */
const NewText = {
  title: optional(size(string(), 1, 120)),
  content: optional(size(string(), 1, 20_000)),
  texts: optional(Texts),
};

/** The texts of a new row, trimmed, from `texts` and/or a bare title/content in the default language. */
function textsOfBody(
  body: { title?: string | undefined; content?: string | undefined; texts?: Translations | undefined },
  defaultLanguage: string,
): Worded {
  const texts: Translations = {};
  if (body.title !== undefined || body.content !== undefined) {
    if (!body.title || !body.content) throw badRequest('title and content go together');
    texts[defaultLanguage] = { title: body.title, content: body.content };
  }
  for (const [language, t] of Object.entries(body.texts ?? {})) texts[language] = t;
  for (const t of Object.values(texts)) t.title = t.title.trim();
  if (Object.keys(texts).length === 0)
    throw badRequest('texts: a title and content in at least one language');
  return rowTexts(texts, defaultLanguage);
}

/** Wrong operator tokens one address may send in 15 minutes before its ops calls are refused (429). */
export const OPS_TOKEN_FAILURES = 10;
const opsTokenLimit = (ip: string) => ({
  bucket: `ops-token:${ip}`,
  limit: OPS_TOKEN_FAILURES,
  windowMs: 15 * 60_000,
});

const opsUnauthorized = () => new ApiError(401, ErrorCode.notSession, 'Operator token required');

function check<T>(schema: Struct<T, unknown>, value: unknown): T {
  let valid: T;
  try {
    valid = create(value ?? {}, schema);
  } catch (err) {
    throw badRequest(err instanceof Error ? err.message.split('\n')[0]! : 'Invalid request');
  }
  const bad = controlCharacterAt(valid);
  if (bad) throw badRequest(`Invalid ${bad.join('.') || 'request'}`);
  return valid;
}

export function registerOpsRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const now = () => new Date(deps.now());
  const bonus = (merchant: string) => firstDepositBonusOf(deps.merchants.byCode(merchant));
  const IdParams = object({ id: pattern(string(), /^\d{1,9}$/) });

  app.register(async (ops) => {
    ops.decorateRequest('operator', '');
    ops.addHook('onRequest', async (req) => {
      // Wrong tokens are counted per address before the token is compared (count first, then check), across
      // instances: past OPS_TOKEN_FAILURES in the window, every call from that address is refused unread.
      const attempt = await reserve(db, opsTokenLimit(req.ip), now());
      if (attempt.over) {
        await attempt.release();
        req.log.warn({ url: req.url.split('?')[0] }, 'ops call refused: too many wrong operator tokens');
        throw tooMany(ErrorCode.loginRateLimited, attempt.retryAfterMs);
      }
      const operator = deps.operators.operatorOf(req.headers.authorization);
      if (!operator) {
        await attempt.settle();
        req.log.warn({ url: req.url.split('?')[0] }, 'ops call refused: no valid operator token');
        throw opsUnauthorized();
      }
      await attempt.release();
      (req as FastifyRequest & { operator: string }).operator = operator;
    });
    const operatorOf = (req: FastifyRequest) => (req as FastifyRequest & { operator: string }).operator;

    ops.get('/ops/withdrawals', async (req) => {
      const { status } = check(object({ status: optional(Status) }), req.query);
      const rows = await db
        .select({ w: withdrawals, username: members.username, merchant: members.merchant })
        .from(withdrawals)
        .innerJoin(members, eq(members.id, withdrawals.memberId))
        .where(!status || status === 'all' ? undefined : eq(withdrawals.status, status))
        .orderBy(desc(withdrawals.id))
        .limit(200);
      return {
        success: true,
        value: rows.map(({ w, username, merchant }) => ({
          id: w.id,
          merchant,
          username,
          amount: toWireAmount(w.amount),
          status: w.status,
          payee: w.payee,
          requestedAt: isoDate(w.requestedAt),
          decidedBy: w.decidedBy,
          reason: w.reason,
        })),
      };
    });

    for (const decision of ['approve', 'reject'] as const) {
      ops.post(`/ops/withdrawals/:id/${decision}`, async (req) => {
        const { id } = check(IdParams, req.params);
        const body = check(object({ reason: decision === 'reject' ? Reason : optional(Reason) }), req.body);
        const row = await decideWithdrawal(db, {
          id: Number(id),
          decision,
          operator: operatorOf(req),
          reason: body.reason ?? 'approved',
          now: now(),
        });
        return { success: true, value: { id: row.id, status: row.status, decidedBy: row.decidedBy } };
      });
    }

    ops.get('/ops/deposits', async (req) => {
      const { status } = check(object({ status: optional(Status) }), req.query);
      const rows = await db
        .select({ d: deposits, username: members.username })
        .from(deposits)
        .innerJoin(members, eq(members.id, deposits.memberId))
        .where(
          !status || status === 'all'
            ? undefined
            : status === 'held'
              ? // Failed deposits whose provider later said "paid", held for review (docs/money.md "Late outcomes").
                and(
                  eq(deposits.status, 'failed'),
                  sql`exists (select 1 from ${paymentCallbacks} where ${paymentCallbacks.provider} = ${deposits.provider} and ${paymentCallbacks.providerRef} = ${deposits.providerRef} and ${paymentCallbacks.outcome} = 'held-for-review')`,
                )
              : eq(deposits.status, status),
        )
        .orderBy(desc(deposits.id))
        .limit(200);
      return {
        success: true,
        value: rows.map(({ d, username }) => ({
          id: d.id,
          merchant: d.merchant,
          username,
          channel: d.channel,
          amount: toWireAmount(d.amount),
          status: d.status,
          providerRef: d.providerRef,
          createdAt: isoDate(d.createdAt),
          settledBy: d.settledBy,
        })),
      };
    });

    ops.post('/ops/deposits/:id/approve', async (req) => {
      const { id } = check(IdParams, req.params);
      const { reason } = check(object({ reason: Reason }), req.body);
      const settled = await approveDepositByHand(db, {
        id: Number(id),
        operator: operatorOf(req),
        reason,
        now: now(),
        bonus,
      });
      if (settled.outcome !== 'credited')
        throw new ApiError(
          409,
          ErrorCode.duplicateRequest,
          `This deposit is already ${'deposit' in settled ? settled.deposit.status : 'settled'}`,
        );
      return {
        success: true,
        value: {
          id: settled.deposit.id,
          status: settled.deposit.status,
          bonus: toWireAmount(settled.deposit.bonus),
        },
      };
    });

    // One account as support sees it: who, what kind, how and when it was made, its state and balance. Never a
    // password, code or contact detail beyond whether one is bound.
    ops.get('/ops/accounts/:username', async (req) => {
      const { username } = check(object({ username: size(string(), 1, 64) }), req.params);
      const { merchant: asked } = check(object({ merchant: optional(size(string(), 1, 32)) }), req.query);
      const merchant = asked ?? deps.merchants.resolveMerchant('').code;
      const member = await memberByUsername(db, merchant, username);
      if (!member) throw new ApiError(404, ErrorCode.notFound, `No member ${username} in ${merchant}`);
      const [profile] = await db
        .select({ registerMethod: memberProfiles.registerMethod })
        .from(memberProfiles)
        .where(eq(memberProfiles.memberId, member.id));
      const [wallet] = await db
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(eq(wallets.memberId, member.id));
      return {
        success: true,
        value: {
          id: member.id,
          merchant,
          username: member.username,
          type: member.type,
          status: member.status,
          registeredAt: isoDate(member.regDate),
          // Seeded and trial accounts were not registered through the app: they have no method.
          registerMethod: profile?.registerMethod ?? null,
          mobileBound: member.mobile !== null,
          emailBound: member.email !== null,
          balance: toWireAmount(wallet?.balance ?? 0),
        },
      };
    });

    // The first agent or member of a real merchant (production makes no demo accounts): a random one-time password,
    // answered to this operator once and never logged, that the account must replace at its first sign-in.
    ops.post('/ops/accounts', async (req) => {
      const body = check(
        object({
          merchant: optional(size(string(), 1, 32)),
          username: pattern(string(), /^[A-Za-z][A-Za-z0-9_]{3,15}$/),
          kind: enums(['member', 'agent']),
          upline: optional(size(string(), 1, 64)),
          reason: Reason,
        }),
        req.body,
      );
      const merchant = body.merchant ?? deps.merchants.resolveMerchant('').code;
      if (!deps.merchants.byCode(merchant)) throw badRequest(`No merchant ${merchant}`);
      const upline = body.upline ? await memberByUsername(db, merchant, body.upline) : undefined;
      if (body.upline && (!upline || !isAgentType(upline.type)))
        throw badRequest(`No agent ${body.upline} in ${merchant}`);
      if (await memberByUsername(db, merchant, body.username))
        throw new ApiError(409, ErrorCode.usernameExists, `${body.username} exists in ${merchant}`);
      const oneTimePassword = randomBytes(9).toString('base64url');
      const passwordHash = await hashPassword(oneTimePassword);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(members)
          .values({
            merchant,
            username: body.username,
            passwordHash,
            nickname: '',
            type: body.kind === 'agent' ? MemberType.agent : MemberType.member,
            uplineId: upline?.id ?? null,
            mustChangePassword: true,
          })
          .onConflictDoNothing()
          .returning({ id: members.id });
        if (!row) throw new ApiError(409, ErrorCode.usernameExists, `${body.username} exists in ${merchant}`);
        let affiliateCode: string | null = null;
        if (body.kind === 'agent') {
          affiliateCode = randomBytes(5).toString('hex').toUpperCase();
          await tx.insert(agentCodes).values({ merchant, code: affiliateCode, memberId: row.id });
        }
        await tx.insert(operatorActions).values({
          operator: operatorOf(req),
          action: 'account.create',
          target: `member:${row.id}`,
          memberId: row.id,
          reason: body.reason,
          createdAt: now(),
        });
        return { id: row.id, affiliateCode };
      });
      return {
        success: true,
        value: { ...created, merchant, username: body.username, kind: body.kind, oneTimePassword },
      };
    });

    ops.post('/ops/balance/adjust', async (req) => {
      const body = check(
        object({
          merchant: optional(size(string(), 1, 32)),
          username: size(string(), 1, 64),
          amount: PesosSigned,
          reason: Reason,
        }),
        req.body,
      );
      const merchant = body.merchant ?? deps.merchants.resolveMerchant('').code;
      const member = await memberByUsername(db, merchant, body.username);
      if (!member) throw new ApiError(404, ErrorCode.notFound, `No member ${body.username} in ${merchant}`);
      const amount = fromWireAmount(Number(body.amount));
      const applied = await adjustBalance(db, {
        memberId: member.id,
        amount,
        operator: operatorOf(req),
        reason: body.reason,
        now: now(),
      });
      return { success: true, value: { username: member.username, balance: toWireAmount(applied.balance) } };
    });

    ops.get('/ops/actions', async (req) => {
      const { target } = check(object({ target: optional(size(string(), 1, 60)) }), req.query);
      const rows = await db
        .select()
        .from(operatorActions)
        .where(target ? eq(operatorActions.target, target) : undefined)
        .orderBy(desc(operatorActions.id))
        .limit(200);
      return {
        success: true,
        value: rows.map((a) => ({ ...a, amount: toWireAmount(a.amount), createdAt: isoDate(a.createdAt) })),
      };
    });

    // Promotions: the list, and a new one published at once on this instance (its public answers are dropped).
    ops.get('/ops/promotions', async () => {
      const now = Date.now();
      const rows = await allPromotions(db);
      return {
        success: true,
        value: rows.map((p) => ({
          id: p.id,
          title: p.title,
          languages: Object.keys(textsOf(p)),
          categoryIds: p.categoryIds,
          startDate: isoDate(p.startDate),
          endDate: p.noExpiry ? null : isoDate(p.endDate),
          live: p.startDate.getTime() <= now && (p.noExpiry || p.endDate.getTime() >= now),
        })),
      };
    });

    const Day = pattern(string(), /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
    ops.post('/ops/promotions', async (req) => {
      const body = check(
        object({
          ...NewText,
          categoryIds: optional(size(array(integer()), 0, 20)),
          start: Day,
          end: optional(Day),
          merchant: optional(size(string(), 1, 40)),
        }),
        req.body,
      );
      const m = body.merchant ? deps.merchants.byCode(body.merchant) : deps.merchants.forRequest(req);
      if (!m) throw badRequest('merchant: no such merchant');
      const added = await addPromotion(db, {
        texts: textsOfBody(body, m.languages.default),
        categoryIds: body.categoryIds ?? [],
        start: body.start,
        end: body.end,
        timeZone: merchantTimeZone(m),
        operator: operatorOf(req),
        now: now(),
      });
      if (!added.ok) throw badRequest(added.reason);
      deps.publicAnswers.clear();
      return { success: true, value: { id: added.id } };
    });

    // Help centre entries: list, add, remove (spec 02 §2; the app shows an empty placeholder without any).
    const Device = enums(['MOBILE', 'WEB']);
    ops.get('/ops/help', async (req) => {
      const { device } = check(object({ device: optional(Device) }), req.query);
      const rows = await db
        .select()
        .from(helpEntries)
        .where(device ? eq(helpEntries.device, device) : undefined)
        .orderBy(asc(helpEntries.device), asc(helpEntries.sort));
      return {
        success: true,
        value: rows.map((h) => ({
          id: h.id,
          device: h.device,
          title: h.title,
          languages: Object.keys(textsOf(h)),
          sort: h.sort,
        })),
      };
    });
    ops.post('/ops/help', async (req) => {
      const body = check(object({ ...NewText, device: optional(Device) }), req.body);
      const device = body.device ?? 'MOBILE';
      const texts = textsOfBody(body, deps.merchants.forRequest(req).languages.default);
      const id = await db.transaction(async (tx) => {
        const [top] = await tx
          .select({ sort: sql<number>`coalesce(max(${helpEntries.sort}), -1)::int` })
          .from(helpEntries)
          .where(eq(helpEntries.device, device));
        const [row] = await tx
          .insert(helpEntries)
          .values({ device, ...texts, sort: (top?.sort ?? -1) + 1 })
          .returning({ id: helpEntries.id });
        await tx.insert(operatorActions).values({
          operator: operatorOf(req),
          action: 'help.add',
          target: `help:${row!.id}`,
          reason: texts.title,
          createdAt: now(),
        });
        return row!.id;
      });
      deps.publicAnswers.clear();
      return { success: true, value: { id } };
    });
    ops.post('/ops/help/:id/remove', async (req) => {
      const { id } = check(IdParams, req.params);
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(helpEntries)
          .where(eq(helpEntries.id, Number(id)))
          .returning();
        if (row)
          await tx.insert(operatorActions).values({
            operator: operatorOf(req),
            action: 'help.remove',
            target: `help:${row.id}`,
            reason: row.title,
            createdAt: now(),
          });
        return row;
      });
      if (!removed) throw new ApiError(404, ErrorCode.notFound, 'No such help entry');
      deps.publicAnswers.clear();
      return { success: true, value: { id: removed.id } };
    });

    // Notices: a player notice (PL, the notice screen and the latest news), a popup (PU, for members A, guests B or
    // first sign-ins F) or an agent notice (A), live from now for `days` days (docs/operators.md).
    ops.post('/ops/announcements', async (req) => {
      const body = check(
        object({
          type: enums(['PL', 'PU', 'A']),
          ...NewText,
          execution: optional(enums(['A', 'B', 'F'])),
          days: optional(refine(integer(), 'Days', (n) => n >= 1 && n <= 3650)),
        }),
        req.body,
      );
      if (body.type === 'PU' && !body.execution) throw badRequest('execution: a popup needs A, B or F');
      const texts = textsOfBody(body, deps.merchants.forRequest(req).languages.default);
      const at = now();
      const id = await db.transaction(async (tx) => {
        const [top] = await tx
          .select({ sort: sql<number>`coalesce(max(${announcements.sort}), -1)::int` })
          .from(announcements);
        const [row] = await tx
          .insert(announcements)
          .values({
            type: body.type,
            groupName: 'm_home',
            ...texts,
            url: '',
            images: [],
            execution: body.type === 'PU' ? body.execution! : null,
            startDate: at,
            endDate: new Date(at.getTime() + (body.days ?? 30) * 86_400_000),
            noExpiry: false,
            sort: (top?.sort ?? -1) + 1,
          })
          .returning({ id: announcements.id });
        await tx.insert(operatorActions).values({
          operator: operatorOf(req),
          action: 'announcement.add',
          target: `announcement:${row!.id}`,
          reason: texts.title,
          createdAt: at,
        });
        return row!.id;
      });
      deps.publicAnswers.clear();
      return { success: true, value: { id } };
    });

    // Edit merchant content in one or more languages (docs/operators.md "Content in two languages"): the texts sent
    // replace those languages' texts; the others stay. Kinds: promotion, announcement, help, category.
    const Editable = {
      promotion: promotions,
      announcement: announcements,
      help: helpEntries,
      category: promotionCategories,
    };
    const EditParams = object({
      kind: enums(['promotion', 'announcement', 'help', 'category']),
      id: pattern(string(), /^\d{1,9}$/),
    });
    ops.post('/ops/texts/:kind/:id', async (req) => {
      const { kind, id } = check(EditParams, req.params);
      const { texts } = check(object({ texts: Texts }), req.body);
      const table = Editable[kind];
      const edited = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(table)
          .where(eq(table.id, Number(id)))
          .for('update');
        if (!row) return undefined;
        const next = editedTexts({ content: '', ...row }, texts);
        await tx
          .update(table)
          .set(kind === 'category' ? { title: next.title, translations: next.translations } : next)
          .where(eq(table.id, row.id));
        await tx.insert(operatorActions).values({
          operator: operatorOf(req),
          action: `${kind}.edit`,
          target: `${kind}:${row.id}`,
          reason: `texts: ${Object.keys(texts).join(', ')}`,
          createdAt: now(),
        });
        return { id: row.id, languages: Object.keys(textsOf(next)) };
      });
      if (!edited) throw new ApiError(404, ErrorCode.notFound, `No such ${kind}`);
      deps.publicAnswers.clear();
      return { success: true, value: edited };
    });

    // A message to one member's message centre (its HTML is sanitised by the app like every server HTML).
    ops.post('/ops/messages', async (req) => {
      const body = check(
        object({
          username: size(string(), 1, 64),
          ...NewText,
          body: optional(size(string(), 1, 20_000)),
          merchant: optional(size(string(), 1, 40)),
        }),
        req.body,
      );
      const m = body.merchant ? deps.merchants.byCode(body.merchant) : deps.merchants.forRequest(req);
      if (!m) throw badRequest('merchant: no such merchant');
      const member = await memberByUsername(db, m.code, body.username.trim());
      if (!member) throw new ApiError(404, ErrorCode.notFound, 'No such member');
      const texts = textsOfBody({ ...body, content: body.body ?? body.content }, m.languages.default);
      const at = now();
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(messages)
          .values({
            memberId: member.id,
            title: texts.title,
            body: texts.content,
            language: texts.language,
            translations: texts.translations,
            createdAt: at,
          })
          .returning({ id: messages.id });
        await tx.insert(operatorActions).values({
          operator: operatorOf(req),
          action: 'message.send',
          target: `member:${member.id}`,
          reason: texts.title,
          createdAt: at,
        });
        return row!.id;
      });
      return { success: true, value: { id } };
    });

    // Agent contracts: settle every whole period now (the server also does it each minute and on read).
    ops.post('/ops/contracts/settle', async () => {
      let settled = 0;
      for (const m of deps.merchants.all())
        settled += await settleAllContracts(db, m.code, merchantTimeZone(m), now());
      return { success: true, value: { settled } };
    });

    // Customer service (the dev provider's chats): the inbox, one thread, an answer.
    const ChatParams = object({ id: pattern(string(), /^[0-9a-f]{32}$/) });
    ops.get('/ops/service/chats', async (req) => {
      const { status } = check(object({ status: optional(pattern(string(), /^(waiting|all)$/)) }), req.query);
      const rows = await chatInbox(db, status === 'all');
      return {
        success: true,
        value: rows.map((c) => ({
          id: c.id,
          merchant: c.merchant,
          waiting: c.lastAuthor === 'player',
          messages: c.messageCount,
          lastMessageAt: isoDate(c.lastMessageAt),
        })),
      };
    });

    ops.get('/ops/service/chats/:id', async (req) => {
      const { id } = check(ChatParams, req.params);
      const [chat] = await chatInbox(db, true, id);
      if (!chat) throw new ApiError(404, ErrorCode.notFound, 'No such chat');
      const lines = await chatLines(db, id, chat.merchant);
      return {
        success: true,
        value: lines.map((l) => ({
          author: l.author,
          operator: l.operator,
          body: l.body,
          at: isoDate(l.at),
        })),
      };
    });

    ops.post('/ops/service/chats/:id/reply', async (req) => {
      const { id } = check(ChatParams, req.params);
      const { text } = check(object({ text: string() }), req.body);
      const body = cleanMessage(text);
      if (!body) throw badRequest(`text: 1 to ${MAX_MESSAGE_CHARS} characters`);
      const ok = await postOperatorReply(db, { chatId: id, operator: operatorOf(req), body, now: now() });
      if (!ok) throw new ApiError(404, ErrorCode.notFound, 'No such chat, or it is full');
      return { success: true, value: { id, answered: true } };
    });
  });
}
