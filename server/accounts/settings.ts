import type { FastifyRequest } from 'fastify';
import type { RegisterSettings } from '../../src/api/contract/account';
import type { ApiDeps } from '../deps';
import type { Merchant } from '../merchants/merchantRegistry';
import { defaultDialingCode } from './countries';

/** The request's merchant entry (the host table, else the default merchant). */
export const merchantEntryOf = (deps: ApiDeps, req: FastifyRequest): Merchant =>
  deps.merchants.forRequest(req);

/** Register settings from the merchant's flags and the server's account config. */
export function registerSettingsOf(deps: ApiDeps, m: Merchant): RegisterSettings {
  const f = m.flags;
  return {
    usernameRegistration: f.USERNAMEREG3 === true,
    mobileRegistration: f.MOBILENUMREG3 === true,
    smsVerification: f.REGMOBVERF3 === true,
    // Off: registration by mobile number asks no password, and the player signs in with a code sent to the number.
    // So it is off only where that sign-in is offered (MOBILEVERCODELOGIN3); otherwise a password is still asked,
    // lest an account be left that nobody can open (docs/accounts.md "Registration without a password").
    mobilePasswordRegistration: f.MOBILENUMPASSREG3 === true || f.MOBILEVERCODELOGIN3 !== true,
    captchaEnabled: deps.config.accounts.registerCaptcha,
    minimumAge: m.minimumAge,
    smsExpiredMinutes: deps.config.accounts.smsCodeMinutes,
    defaultDialingCode: defaultDialingCode(m.site.location.countryCode),
  };
}

/** `+63` or `63` -> `63`; empty -> the merchant's default. */
export function dialingOf(raw: string | undefined, m: Merchant): string {
  const d = (raw ?? '').replace(/^\+/, '');
  return d === '' ? defaultDialingCode(m.site.location.countryCode) : d;
}

/** The SMS code key's target: dialing code and number. */
export const smsTarget = (dialing: string, number: string): string => `${dialing}|${number}`;

/** The client's address, for per-address limits (trustProxy is off: the socket's address). */
export const clientIp = (req: FastifyRequest): string => req.ip;
