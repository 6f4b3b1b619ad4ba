import type { FastifyInstance } from 'fastify';
import { registerSessionHook } from './auth/session-hook';
import { registerDemoGamePage } from './demoGame/registerDemoGamePage';
import type { ApiDeps } from './deps';
import { registerAccountRoutes } from './routes/accounts';
import { registerEtags } from './http/etag';
import { registerFastLane } from './http/fastLane';
import { registerVitalsRoutes } from './routes/vitals';
import { clientIpReader } from './http/clientIp';
import { servePrivateAnswers } from './http/privateAnswers';
import { servePublicAnswers } from './http/publicAnswers';
import { registerBetRoutes } from './routes/bets';
import { registerDemoGameRoutes } from './routes/demoGame';
import { registerLaunchRoutes } from './routes/launch';
import { registerLotteryRoutes } from './routes/lottery';
import { registerLotteryBetRoutes } from './routes/lotteryBets';
import { registerPlayerGameRoutes } from './routes/playerGames';
import { registerAnnouncementRoutes } from './routes/announcements';
import { registerPasswordRoutes } from './routes/passwords';
import { registerRegisterRoutes } from './routes/register';
import { registerVerificationRoutes } from './routes/verification';
import { registerCdnRoutes } from './routes/cdn';
import { registerConfigRoutes } from './routes/config';
import { registerGameRoutes } from './routes/games';
import { registerHelpRoutes } from './routes/help';
import { registerManifestRoutes } from './routes/manifest';
import { registerMemberRoutes } from './routes/member';
import { registerPromotionRoutes } from './routes/promotions';
import { registerSessionRoutes } from './routes/session';
import { registerWalletRoutes } from './routes/wallet';
import { registerDepositRoutes } from './routes/deposit';
import { registerPaymentRoutes } from './routes/payments';
import { registerWithdrawRoutes } from './routes/withdraw';
import { registerMoneyRecordRoutes } from './routes/moneyRecords';
import { registerOpsRoutes } from './routes/ops';
import { registerServiceChatRoutes } from './routes/serviceChat';
import { registerAgentRoutes } from './routes/agent';
import { registerContractRoutes } from './routes/contracts';
import { registerDevClockRoutes } from './routes/devClock';
import { registerMessageRoutes } from './routes/messages';
import { registerSecurityRoutes } from './routes/security';
import { registerFeedbackRoutes } from './routes/feedback';
import { registerReferralRoutes } from './routes/referral';
import { registerTransferRoutes } from './routes/transfer';
import { registerVipRoutes } from './routes/vip';
import { registerRewardRoutes } from './routes/rewards';
import { registerMissionRoutes } from './routes/missions';
import { swrEndpoints } from '../src/api/contract/swrEndpoints';

/**
 * Registers every /wps/ route, plus the per-merchant manifest, the image CDN and the demo game page.
 * Each resource lives in its own file under server/routes/.
 */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  // Encrypted bodies arrive as compact JWE text; the endpoint's openBody hook checks and opens them.
  app.addContentTypeParser('application/jose', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  // Forgot password by e-mail is form-encoded (spec 01 §7): one flat object of strings, last value wins.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // First, so the hook covers every route of this scope.
  registerEtags(app, swrEndpoints);
  // Public catalogue answers from memory with their ETags; a merchants reload or override empties the cache, and a
  // catalogue change calls `app.publicAnswers.cache.clear()` (docs/server.md "Public answer cache").
  const cache = deps.publicAnswers;
  const stopFollowing = deps.merchants.onChange(() => {
    cache.clear();
    // Signed-in answers read the merchant's settings too (member info: whether a first-deposit bonus is offered).
    deps.privateAnswers?.clear();
    // A host may now name another merchant (or none): the private lane's answers were sent under the old one.
    deps.fastLane.privateLane?.clear();
  });
  app.addHook('onClose', async () => stopFollowing());
  servePublicAnswers(app, { cache, merchantOf: deps.merchantOf });
  registerFastLane(app, deps.fastLane, clientIpReader(deps.config.trustProxy));
  // With a change feed, some signed-in reads come from memory too (server/http/privateAnswers.ts), and a catalogue
  // change made by any instance empties every instance's public answers.
  if (deps.privateAnswers) servePrivateAnswers(app, deps.privateAnswers);
  if (deps.changes) {
    const stopListening = deps.changes.subscribe((event) => {
      if (event.kind === 'reset' || event.table === 'catalogue') cache.clear();
    });
    app.addHook('onClose', async () => stopListening());
  }
  registerSessionHook(app, deps.sessions, (req) => {
    const merchant = deps.merchantOf(req);
    return [merchant, deps.trialMerchantOf(merchant)];
  });
  registerConfigRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerRegisterRoutes(app, deps);
  registerVerificationRoutes(app, deps);
  registerPasswordRoutes(app, deps);
  registerMemberRoutes(app, deps);
  registerMessageRoutes(app, deps);
  registerSecurityRoutes(app, deps);
  registerFeedbackRoutes(app, deps);
  registerReferralRoutes(app, deps);
  registerTransferRoutes(app, deps);
  registerVipRoutes(app, deps);
  registerRewardRoutes(app, deps);
  registerMissionRoutes(app, deps);
  registerWalletRoutes(app, deps);
  registerDepositRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  if (deps.config.accounts.serviceChat === 'dev') registerServiceChatRoutes(app, deps);
  registerAgentRoutes(app, deps);
  registerContractRoutes(app, deps);
  registerDevClockRoutes(app, deps);
  registerWithdrawRoutes(app, deps);
  registerGameRoutes(app, deps);
  registerPlayerGameRoutes(app, deps);
  registerLaunchRoutes(app, deps);
  registerDemoGameRoutes(app, deps);
  registerLotteryRoutes(app, deps);
  registerLotteryBetRoutes(app, deps);
  registerBetRoutes(app, deps);
  registerMoneyRecordRoutes(app, deps);
  registerOpsRoutes(app, deps);
  registerDemoGamePage(app);
  registerAnnouncementRoutes(app, deps);
  registerPromotionRoutes(app, deps);
  registerHelpRoutes(app, deps);
  registerCdnRoutes(app, deps);
  registerManifestRoutes(app, deps);
  registerVitalsRoutes(app, deps);
}
