import { jsonTooDeep } from '../http/jsonDepth';
import { ApiError } from '../http/envelope';
import { ErrorCode } from '../../src/api/contract/errors';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** What the server asks a provider to collect. */
export interface PaymentStart {
  merchant: string;
  /** Centavos. */
  amount: number;
  channel: string;
  /** Where the provider's page sends the player back (an app path). */
  returnUrl: string;
}

/** What a verified callback reports about one payment. */
export interface PaymentReport {
  providerRef: string;
  status: 'paid' | 'failed';
  /** Centavos the provider took. */
  amount: number;
}

/** Why a callback was refused; each is logged and changes nothing. */
export type CallbackRefusal = 'unsigned' | 'bad-signature' | 'stale' | 'malformed';

export type CallbackCheck =
  | { ok: true; report: PaymentReport; signature: string }
  | { ok: false; outcome: CallbackRefusal; signature: string };

/**
 * A payment provider (docs/money.md "Payment providers"), chosen by PAYMENT_PROVIDER like the SMS and
 * phone-verification providers. `start` opens a payment and answers the page where the player pays; the provider
 * later calls `/wps/payments/callback/<name>`, and `verifyCallback` decides whether that call is genuine and fresh.
 * Replays and repeats are the server's to catch (one credit per provider reference, one use per signature).
 */
export interface PaymentProvider {
  readonly name: string;
  start(p: PaymentStart): Promise<{ providerRef: string; payUrl: string }>;
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    now: number,
  ): CallbackCheck;
  /**
   * What the provider says of one payment now, asked by the reconciliation (server/money/reconcile.ts) for every
   * deposit still pending: a report once the payer has paid or failed, undefined while nothing is decided.
   */
  status(providerRef: string): Promise<PaymentReport | undefined>;
}

export const SIGNATURE_HEADER = 'x-pay-signature';
export const TIMESTAMP_HEADER = 'x-pay-timestamp';

/** `v1=` + hex HMAC-SHA256 over `<timestamp>.<raw body>`: the timestamp is signed, so it cannot be moved. */
export function signCallback(secret: string, timestamp: number, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

const header = (h: Record<string, string | string[] | undefined>, name: string) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Checks an HMAC-signed callback: the signature over the timestamp and the raw body, then the timestamp within
 * `toleranceMs` of now either way, then the body's shape `{ reference, status, amount }` (amount in centavos).
 */
export function verifySignedCallback(
  secret: string,
  toleranceMs: number,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  now: number,
): CallbackCheck {
  const signature = header(headers, SIGNATURE_HEADER) ?? '';
  const ts = Number(header(headers, TIMESTAMP_HEADER));
  if (!signature) return { ok: false, outcome: 'unsigned', signature };
  if (!Number.isSafeInteger(ts)) return { ok: false, outcome: 'bad-signature', signature };
  const expected = Buffer.from(signCallback(secret, ts, rawBody));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, outcome: 'bad-signature', signature };
  if (Math.abs(now - ts) > toleranceMs) return { ok: false, outcome: 'stale', signature };
  let body: unknown;
  try {
    if (jsonTooDeep(rawBody)) return { ok: false, outcome: 'malformed', signature };
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, outcome: 'malformed', signature };
  }
  const b = body as Record<string, unknown>;
  if (
    typeof b.reference !== 'string' ||
    !/^[A-Za-z0-9_-]{8,64}$/.test(b.reference) ||
    (b.status !== 'paid' && b.status !== 'failed') ||
    !Number.isSafeInteger(b.amount) ||
    (b.amount as number) <= 0
  )
    return { ok: false, outcome: 'malformed', signature };
  return {
    ok: true,
    signature,
    report: { providerRef: b.reference, status: b.status, amount: b.amount as number },
  };
}

export interface DevPaymentProvider extends PaymentProvider {
  readonly name: 'dev';
  sign(rawBody: string, timestamp: number): string;
  /** Records what the payer decided, on the provider's side, before its callback is sent. */
  decide(report: PaymentReport, at: Date): Promise<void>;
}

/** Where the dev provider keeps what payers decided (its own record; a real provider keeps it on its side). */
export interface DevDecisions {
  record(report: PaymentReport, at: Date): Promise<void>;
  find(providerRef: string): Promise<PaymentReport | undefined>;
}

/**
 * The development provider (PAYMENT_PROVIDER=dev): the reference server serves its pay page at `/dev/pay/<ref>`,
 * where the player approves or fails the payment by hand (it never decides by itself), and then posts a callback
 * signed with PAYMENT_CALLBACK_SECRET exactly as an outside provider would. What the player decided is recorded first
 * (`decide`), so the reconciliation finds it when the callback cannot land.
 */
export function devPaymentProvider(
  secret: string,
  toleranceMs: number,
  decisions: DevDecisions,
): DevPaymentProvider {
  return {
    name: 'dev',
    decide: (report, at) => decisions.record(report, at),
    status: (providerRef) => decisions.find(providerRef),
    async start() {
      const providerRef = `dev_${randomBytes(18).toString('base64url')}`;
      return { providerRef, payUrl: `/dev/pay/${providerRef}` };
    },
    verifyCallback: (headers, rawBody, now) =>
      verifySignedCallback(secret, toleranceMs, headers, rawBody, now),
    sign: (rawBody, timestamp) => signCallback(secret, timestamp, rawBody),
  };
}

/**
 * No online payments (PAYMENT_PROVIDER=none): the production choice until a real gateway is wired behind
 * PaymentProvider. A deposit is refused with `deposit.online.unavailable` before anything is kept, every callback is
 * refused, and customer service credits a player's transfer through the ledger (`npm run ops -- balance:adjust`).
 */
export function noPaymentProvider(): PaymentProvider {
  return {
    name: 'none',
    start: async () => {
      throw new ApiError(503, ErrorCode.depositUnavailable, 'Online deposit is not available');
    },
    verifyCallback: (headers) => ({
      ok: false,
      outcome: 'unsigned',
      signature: header(headers, SIGNATURE_HEADER) ?? '',
    }),
    status: async () => undefined,
  };
}
