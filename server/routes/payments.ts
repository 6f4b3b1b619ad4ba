import { is } from 'superstruct';
import { PayToken } from '../../src/api/contract/deposit';
import { ErrorCode } from '../../src/api/contract/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiDeps } from '../deps';
import { deposits, paymentCallbacks } from '../db/schema/index';
import { expireDueDeposits, settleDeposit } from '../money/deposits';
import { countCallback } from '../metrics/metrics';
import { payPageHtml, PAY_PAGE_CSS, payPageLanguage, payPageUnavailableHtml } from '../providers/devPayPage';
import { databaseUnavailable } from '../db/unavailable';
import { errorText } from '../http/logRedaction';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, type DevPaymentProvider } from '../providers/payments';
import { settlementRulesOf } from './deposit';

/** Callback outcomes after which a provider stops sending it (the answer is 200). */
const LANDED = new Set(['credited', 'late-credited', 'held-for-review', 'failed', 'duplicate']);

/** The path a provider posts its callbacks to. */
export const CALLBACK_PATH = '/wps/payments/callback/';
const MAX_CALLBACK_BYTES = 4096;

const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/**
 * The provider's callback (server to server, outside the player contract) and, for the dev provider, its pay page.
 * Every callback is recorded in `payment_callbacks` with what became of it; only a genuine, fresh, first-seen one
 * can settle a deposit, and settling credits once per provider reference (docs/money.md).
 */
/** A provider's name in a callback URL. */
const PROVIDER_NAME = /^[a-z0-9_-]{1,40}$/i;
/** Text as received, with each NUL (which PostgreSQL text cannot hold) shown as U+FFFD. */
const storable = (s: string) => s.replaceAll('\u0000', '\uFFFD');

export function registerPaymentRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const rules = settlementRulesOf(deps.merchants);

  /** Handles one callback body as received; answers the outcome recorded. */
  async function receive(provider: string, headers: FastifyRequest['headers'], raw: string): Promise<string> {
    const now = deps.now();
    const check =
      provider === deps.payments.name
        ? deps.payments.verifyCallback(headers, raw, now)
        : ({ ok: false, outcome: 'unknown-provider', signature: '' } as const);
    const log = async (outcome: string, providerRef: string | null) => {
      await db.insert(paymentCallbacks).values({
        // Kept for the audit as received, but storable: PostgreSQL text takes no NUL.
        provider: PROVIDER_NAME.test(provider) ? provider : '(malformed)',
        signature: storable(check.signature.slice(0, 200)),
        providerRef,
        outcome,
        body: storable(raw.slice(0, MAX_CALLBACK_BYTES)),
        receivedAt: new Date(now),
      });
      countCallback(outcome);
      return outcome;
    };
    if (!check.ok) return log(check.outcome, null);
    // A signature already seen is a replay: the same bytes sent again, whatever they say.
    const [seen] = await db
      .select({ id: paymentCallbacks.id })
      .from(paymentCallbacks)
      .where(
        and(
          eq(paymentCallbacks.provider, provider),
          eq(paymentCallbacks.signature, check.signature),
          inArray(paymentCallbacks.outcome, [
            'credited',
            'late-credited',
            'held-for-review',
            'failed',
            'duplicate',
            'amount-mismatch',
          ]),
        ),
      )
      .limit(1);
    if (seen) return log('replayed', check.report.providerRef);
    const settled = await settleDeposit(db, {
      ...check.report,
      provider,
      by: `provider:${provider}`,
      now: new Date(now),
      ...rules,
    });
    return log(settled.outcome, check.report.providerRef);
  }

  app.register(async (scope) => {
    // The signature covers the exact bytes, so this scope keeps JSON bodies as the raw string.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: MAX_CALLBACK_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Params: { provider: string } }>(`${CALLBACK_PATH}:provider`, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : '';
      const outcome = await receive(req.params.provider.slice(0, 40), req.headers, raw);
      const accepted = LANDED.has(outcome);
      if (!accepted) req.log.warn({ provider: req.params.provider, outcome }, 'payment callback refused');
      // A payment the provider reports after failing or expiring it is never passed over in silence.
      if (outcome === 'late-credited')
        req.log.warn({ provider: req.params.provider, outcome }, 'late payment success credited');
      if (outcome === 'held-for-review')
        req.log.warn(
          { provider: req.params.provider, outcome },
          'late payment success held for review: npm run ops -- deposits:list --status held',
        );
      // A provider retries until it gets a 2xx: a repeat of a settled payment is acknowledged, not refused.
      return reply
        .code(accepted ? 200 : 400)
        .send(
          accepted
            ? { received: true, outcome }
            : { received: false, outcome, errorCode: ErrorCode.paymentCallbackRefused },
        );
    });
  });

  if (deps.payments.name === 'dev') registerDevPayPage(app, deps, deps.payments as DevPaymentProvider);
}

/**
 * The dev provider's pay page: it shows the payment and waits for the player to approve or fail it, then sends
 * the signed callback through the server's own HTTP stack (`inject`), exactly as an outside provider's would arrive.
 * The last callback of each payment is kept so that tests can send it again (a replay) or re-sign it (a repeat).
 */
function registerDevPayPage(app: FastifyInstance, deps: ApiDeps, provider: DevPaymentProvider) {
  const { db } = deps;
  const sent = new Map<string, { body: string; timestamp: number }>();
  const deliver = async (body: string, timestamp: number) => {
    const res = await app.inject({
      method: 'POST',
      url: `${CALLBACK_PATH}${provider.name}`,
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: provider.sign(body, timestamp),
      },
      payload: body,
    });
    return (res.json() as { outcome?: string }).outcome ?? `status ${res.statusCode}`;
  };
  /**
   * The callback as a provider sends it: again after 0.3 s and 1 s while it does not land (the database failing over
   * answers 503). What still has not landed is the reconciliation's (server/money/reconcile.ts): the decision is on
   * the provider's record already.
   */
  const deliverWithRetries = async (ref: string, body: string) => {
    for (const pause of [0, 300, 1000]) {
      if (pause) await new Promise((r) => setTimeout(r, pause));
      const timestamp = deps.now();
      sent.set(ref, { body, timestamp });
      const outcome = await deliver(body, timestamp).catch((err: Error) => `error ${err.message}`);
      if (LANDED.has(outcome)) return outcome;
    }
    return undefined;
  };
  const depositOf = async (ref: string) => {
    // A reference is what the provider made (PayToken); anything else names no deposit and never reaches the database.
    if (!is(ref, PayToken)) return undefined;
    await expireDueDeposits(db, new Date(deps.now()));
    const [row] = await db
      .select()
      .from(deposits)
      .where(and(eq(deposits.provider, provider.name), eq(deposits.providerRef, ref)));
    return row;
  };

  app.get('/dev/pay.css', async (_req, reply) =>
    reply.headers(PAGE_HEADERS).header('cache-control', 'no-cache').type('text/css').send(PAY_PAGE_CSS),
  );

  app.get<{ Params: { ref: string }; Querystring: { lang?: string } }>(
    '/dev/pay/:ref',
    async (req, reply) => {
      const row = await depositOf(req.params.ref);
      const merchant = row ? deps.merchants.byCode(row.merchant) : undefined;
      const html = payPageHtml(payPageLanguage(req.query.lang), row, merchant);
      return reply
        .code(row ? 200 : 404)
        .headers(PAGE_HEADERS)
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  app.post<{ Params: { ref: string }; Body: { decision?: string; lang?: string } }>(
    '/dev/pay/:ref',
    async (req, reply) => {
      const row = await depositOf(req.params.ref);
      const decision = req.body?.decision;
      if (!row || (decision !== 'approve' && decision !== 'fail')) return reply.code(400).send('Bad request');
      if (row.status === 'pending') {
        const report = {
          providerRef: row.providerRef,
          status: decision === 'approve' ? ('paid' as const) : ('failed' as const),
          amount: row.amount,
        };
        // The provider's own record first: once it holds the decision, the payment is acknowledged and will be
        // settled, by its callback or by the reconciliation. If it cannot be recorded, nothing was taken.
        try {
          await provider.decide(report, new Date(deps.now()));
        } catch (err) {
          if (!databaseUnavailable(err)) throw err;
          req.log.warn({ err: { message: errorText(err) } }, 'dev pay page: decision not recorded');
          return reply
            .code(503)
            .headers(PAGE_HEADERS)
            .header('retry-after', '2')
            .type('text/html; charset=utf-8')
            .send(payPageUnavailableHtml(payPageLanguage(req.body?.lang)));
        }
        const body = JSON.stringify({
          reference: row.providerRef,
          status: report.status,
          amount: row.amount,
        });
        if (!(await deliverWithRetries(row.providerRef, body)))
          req.log.warn('dev pay page: callback not delivered; the reconciliation settles it');
      }
      // The app's deposit result reads the deposit's state from the server: "received" only once it is credited.
      return reply.redirect(`/m/voucherCenter?deposit=${row.id}`, 303);
    },
  );

  // Test and operator aid, only with the dev outbox: send a payment's last callback again, as it was (`replay`)
  // or signed afresh (`repeat`, what a provider's retry looks like). Answers the outcome the server recorded.
  if (deps.config.accounts.devOutbox) {
    app.post<{ Querystring: { ref?: string; mode?: string } }>(
      '/wps/dev/payments/resend',
      async (req, reply) => {
        const last = sent.get(String(req.query.ref));
        if (!last) return reply.code(404).send({ success: false, errorCode: 'request.not.found' });
        const timestamp = req.query.mode === 'repeat' ? deps.now() : last.timestamp;
        return { success: true, value: { outcome: await deliver(last.body, timestamp) } };
      },
    );
  }
}
