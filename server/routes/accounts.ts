import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  checkAffiliateCode,
  getHeadIcon,
  getRegisterFields,
  getRegisterSettings,
  getSocialLogin,
  getUserAgreement,
  listCountries,
  setHeadIcon,
} from '../../src/api/contract/account';
import { defaultHeadIcon, headIconChoices } from '../accounts/headIcons';
import { badRequest } from '../http/envelope';
import { userAgreement } from '../accounts/agreement';
import { countriesFor } from '../accounts/countries';
import { LOGIN_RULES, registerFields } from '../accounts/registerFields';
import { merchantEntryOf, registerSettingsOf } from '../accounts/settings';
import { agentCodes, members } from '../db/schema/index';
import type { ApiDeps } from '../deps';
import { registerEndpoint } from '../http/route';

/** Register configuration, countries, user agreement, head icon, social gating and the affiliate check. */
export function registerAccountRoutes(app: FastifyInstance, deps: ApiDeps): void {
  registerEndpoint(app, getRegisterSettings, async ({ req }) =>
    registerSettingsOf(deps, merchantEntryOf(deps, req)),
  );

  registerEndpoint(app, getRegisterFields, async ({ req }) => {
    const s = registerSettingsOf(deps, merchantEntryOf(deps, req));
    return {
      fields: registerFields({ smsVerification: s.smsVerification, captchaEnabled: s.captchaEnabled }),
      loginRules: LOGIN_RULES,
    };
  });

  registerEndpoint(app, listCountries, async ({ req }) =>
    countriesFor(merchantEntryOf(deps, req).site.location.countryCode),
  );

  registerEndpoint(app, getUserAgreement, async ({ query, req }) => {
    const m = merchantEntryOf(deps, req);
    const header = String(req.headers.language ?? '').toUpperCase();
    const language = query.language ?? (header === 'EN' || header === 'TY' ? header : m.languages.default);
    return userAgreement(language, m.theme.appName, m.minimumAge);
  });

  registerEndpoint(app, getHeadIcon, async ({ req }) => {
    const code = merchantEntryOf(deps, req).code;
    return { url: defaultHeadIcon(code), choices: headIconChoices(code) };
  });

  registerEndpoint(app, setHeadIcon, async ({ body, req }) => {
    const { memberId, merchant } = req.session!;
    const choices = headIconChoices(merchant);
    if (!choices.includes(body.headIcon)) throw badRequest('Not one of the head icons');
    await deps.db.update(members).set({ headIcon: body.headIcon }).where(eq(members.id, memberId));
    return { url: body.headIcon, choices };
  });

  registerEndpoint(app, getSocialLogin, async () => ({
    phoneVerification: deps.phoneVerification?.name ?? null,
    // The dev provider stands in for both channels; a real one would list what it is set up for.
    social: deps.phoneVerification ? (['facebook', 'google'] as const).slice() : [],
  }));

  registerEndpoint(app, checkAffiliateCode, async ({ query, req }) => {
    const [row] = await deps.db
      .select({ id: members.id })
      .from(agentCodes)
      .innerJoin(members, eq(members.id, agentCodes.memberId))
      .where(
        and(
          eq(agentCodes.merchant, deps.merchantOf(req)),
          sql`upper(${agentCodes.code}) = ${query.code.trim().toUpperCase()}`,
          eq(members.status, 'active'),
        ),
      );
    return { success: row !== undefined };
  });
}
