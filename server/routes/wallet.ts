import type { FastifyInstance } from 'fastify';
import { getWalletBalance } from '../../src/api/contract/wallet';
import type { ApiDeps } from '../deps';
import { registerEndpoint } from '../http/route';
import { balanceOf } from '../wallet/ledger';
import { toWireAmount } from '../wallet/money';

/** The wallet balance, from the ledger-kept balance in centavos. */
export function registerWalletRoutes(app: FastifyInstance, deps: ApiDeps): void {
  registerEndpoint(app, getWalletBalance, async ({ req }) => ({
    sumBalance: toWireAmount(await balanceOf(deps.db, req.session!.memberId)),
  }));
}
