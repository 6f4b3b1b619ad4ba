import type { FastifyRequest } from 'fastify';
import { createCaptchaService, type CaptchaService } from './auth/captcha';
import { dummyHash } from './auth/password';
import { createSessionStore, type SessionStore } from './auth/sessions';
import type { ServerConfig } from './config';
import { createJweOpener } from './crypto/jwe';
import { loadServerKey, type ServerKey } from './crypto/keys';
import type { Db } from './db/client';
import type { MerchantRegistry } from './merchants/merchantRegistry';
import type { ChangeFeed } from './db/changes';
import { TeamBalances } from './agent/teamBalances';
import { KeptCatalogue } from './catalogue/keptCatalogue';
import { PrivateAnswerCache } from './http/privateAnswers';
import { announcedTables } from './db/announced';
import { FastLane } from './http/fastLane';
import { PrivateLane } from './http/privateLane';
import { PublicAnswerCache } from './http/publicAnswers';
import { devMailProvider, type MailProvider } from './providers/mail';
import { writeOutbox } from './providers/outbox';
import { devPhoneVerification, type PhoneVerificationProvider } from './providers/phoneVerification';
import { createOperatorAuth, type OperatorAuth } from './ops/operators';
import { createSmsProvider, type SmsProvider } from './providers/sms';
import {
  devPaymentProvider,
  noPaymentProvider,
  type DevPaymentProvider,
  type PaymentProvider,
} from './providers/payments';
import { devDecisionsIn } from './providers/devDecisions';

/** Everything the /wps/ routes need, built once at start-up (tests build their own with a fake clock). */
export interface ApiDeps {
  readonly startedAt: Date;
  readonly db: Db;
  readonly config: ServerConfig;
  /** How far the dev clock runs ahead (only moved with DEV_CLOCK=1). */
  readonly devClock: { offsetMs: number };
  /** The clock, in ms since the epoch; injected so tests can move time. */
  readonly now: () => number;
  /**
   * Runs work after the answer is on its way, so how long the answer takes cannot tell whether the work was done
   * (a reset mail or an SMS only for accounts that exist; docs/security.md "Answers and timings"). A failure is
   * logged by name, without its details.
   */
  readonly afterAnswer: (what: string, work: () => Promise<void>) => void;
  /** Resolves when no after-answer work is pending (the dev outbox waits for it). */
  readonly idle: () => Promise<void>;
  /** Waits; injected so tests of the login holds record them instead of waiting (server/auth/login-gate.ts). */
  readonly sleep: (ms: number) => Promise<void>;
  readonly sessions: SessionStore;
  readonly serverKey: ServerKey;
  /** The `openBody` hook of every encrypted endpoint. */
  readonly openJwe: (req: FastifyRequest) => Promise<unknown>;
  readonly captchas: CaptchaService;
  /** Merchant resolution by host name (server/merchants/). */
  readonly merchants: MerchantRegistry;
  /** The request's merchant code, resolved from its host name. */
  readonly merchantOf: (req: FastifyRequest) => string;
  /** A merchant's trial merchant code, under which trial (type 4) accounts live. */
  readonly trialMerchantOf: (merchant: string) => string;
  /** Account providers, chosen by configuration (server/providers/, docs/accounts.md). */
  readonly sms: SmsProvider;
  readonly mail: MailProvider;
  /** Null when no phone-verification provider is configured (the social buttons stay hidden). */
  readonly phoneVerification: PhoneVerificationProvider | null;
  /** Public catalogue answers kept in memory (server/http/publicAnswers.ts); `clear()` after a catalogue change. */
  readonly publicAnswers: PublicAnswerCache;
  /** Public answers sent again straight from the HTTP server (server/http/fastLane.ts). */
  readonly fastLane: FastLane;
  /**
   * The database's change feed (server/db/changes.ts); without it nothing private is held in memory (unit tests that
   * build their own deps).
   */
  readonly changes?: ChangeFeed | undefined;
  /** Signed-in reads held in memory until the feed says their rows changed (server/http/privateAnswers.ts). */
  readonly privateAnswers?: PrivateAnswerCache | undefined;
  /**
   * The team overview's balances, kept by the feed (server/agent/teamBalances.ts); without a feed they are summed on
   * each call. Like the kept sessions and rankings, and unlike the held answers, they are kept with ANSWER_CACHE=off:
   * each call still asks the database for the team's version and for the wallets announced since.
   */
  readonly teamBalances?: TeamBalances | undefined;
  /**
   * What a finer game list (a name search, the new tab, a classification) needs of each game, kept by the feed
   * (server/catalogue/keptCatalogue.ts); without a feed those lists read and count in the database. Kept with
   * ANSWER_CACHE=off too: each list still reads its page's games from the database.
   */
  readonly keptCatalogue?: KeptCatalogue | undefined;
  /** The payment provider (PAYMENT_PROVIDER); the dev one also signs its own callbacks for its pay page. */
  readonly payments: PaymentProvider | DevPaymentProvider;
  /** Who may use the ops API (server/routes/ops.ts). */
  readonly operators: OperatorAuth;
}

export type ApiDepsOverrides = Partial<
  Pick<
    ApiDeps,
    | 'now'
    | 'sleep'
    | 'merchantOf'
    | 'trialMerchantOf'
    | 'captchas'
    | 'sms'
    | 'mail'
    | 'phoneVerification'
    | 'payments'
    | 'operators'
    | 'changes'
  >
>;

/** Builds the deps: loads (or makes) the body-encryption key and wires the stores to one database and clock. */
export async function createApiDeps(
  db: Db,
  config: ServerConfig,
  merchants: MerchantRegistry,
  overrides: ApiDepsOverrides = {},
): Promise<ApiDeps> {
  // With DEV_CLOCK=1 the clock runs `offsetMs` ahead of the machine's (POST /wps/dev/clock); otherwise it is Date.now.
  const devClock = { offsetMs: 0 };
  const now = overrides.now ?? (config.devClock ? () => Date.now() + devClock.offsetMs : Date.now);
  const serverKey = await loadServerKey(db, config.jwePrivateKey);
  // Made now, so the first login of an unknown user costs no more than any other.
  await dummyHash();
  const pending = new Set<Promise<void>>();
  // ANSWER_CACHE=off: nothing is held (an answer expires as it is made), so every call reaches the database.
  // What the database announces, read from its triggers: what the answer caches may keep follows from it.
  const announced = overrides.changes ? await announcedTables(db) : undefined;
  const warn = (line: string) => process.stderr.write(`${line}\n`);
  const publicAnswers = new PublicAnswerCache({
    now,
    ...(config.answerCache ? {} : { ttlMs: 0 }),
    ...(announced ? { announced, warn } : {}),
  });
  const privateAnswers =
    overrides.changes && announced && config.answerCache
      ? new PrivateAnswerCache(overrides.changes, announced, now, warn)
      : undefined;
  const sessions = createSessionStore(
    db,
    { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs },
    now,
    overrides.changes,
  );
  return {
    afterAnswer(what, work) {
      const run: Promise<void> = new Promise<void>((start) => setImmediate(start))
        .then(work)
        .catch((err: unknown) => {
          process.stderr.write(`${what} failed: ${err instanceof Error ? err.name : 'error'}\n`);
        })
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    publicAnswers,
    fastLane: new FastLane(
      publicAnswers,
      now,
      undefined,
      privateAnswers ? new PrivateLane(privateAnswers, sessions) : undefined,
    ),
    changes: overrides.changes,
    privateAnswers,
    teamBalances: overrides.changes ? new TeamBalances(db, overrides.changes) : undefined,
    keptCatalogue: overrides.changes ? new KeptCatalogue(db, overrides.changes) : undefined,
    startedAt: new Date(now()),
    devClock,
    db,
    config,
    now,
    sleep: overrides.sleep ?? ((ms) => new Promise((done) => setTimeout(done, ms))),
    sessions,
    serverKey,
    // Body freshness compares the client's clock, which the dev clock does not move.
    openJwe: createJweOpener(db, serverKey, config.devClock && !overrides.now ? Date.now : now),
    captchas:
      overrides.captchas ??
      createCaptchaService(
        db,
        now,
        undefined,
        config.accounts.devOutbox
          ? (merchant, id, answer) =>
              writeOutbox(
                db,
                {
                  merchant,
                  channel: 'captcha',
                  recipient: id,
                  subject: 'captcha',
                  body: answer,
                  code: answer,
                },
                new Date(now()),
              )
          : undefined,
      ),
    merchants,
    operators: overrides.operators ?? createOperatorAuth(config.ops.tokens),
    payments:
      overrides.payments ??
      (config.payments.provider === 'none'
        ? noPaymentProvider()
        : devPaymentProvider(
            config.payments.callbackSecret,
            config.payments.toleranceMs,
            devDecisionsIn(db),
          )),
    merchantOf: overrides.merchantOf ?? ((req) => merchants.forRequest(req).code),
    trialMerchantOf:
      overrides.trialMerchantOf ??
      ((merchant) => merchants.byCode(merchant)?.trialCode ?? `${merchant}-trial`),
    sms: overrides.sms ?? createSmsProvider(config.accounts, db, now),
    mail: overrides.mail ?? devMailProvider(db, now),
    phoneVerification:
      overrides.phoneVerification !== undefined
        ? overrides.phoneVerification
        : config.accounts.phoneVerificationProvider === 'dev'
          ? devPhoneVerification()
          : null,
  };
}
