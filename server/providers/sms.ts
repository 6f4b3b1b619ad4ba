import type { AccountsConfig } from '../config';
import type { Db } from '../db/client';
import { writeOutbox } from './outbox';

/** An SMS to send: the number with its dialing code (no `+`), the text, and the code it carries. */
export interface SmsMessage {
  merchant: string;
  dialingCode: string;
  number: string;
  text: string;
  code: string;
}

/** Where SMS codes go. Chosen by SMS_PROVIDER; a failure throws and the caller answers `sms.send.failed`. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** The development provider: writes each SMS to the dev outbox instead of a phone. */
export function devSmsProvider(db: Db, now: () => number): SmsProvider {
  return {
    name: 'dev',
    send: (m) =>
      writeOutbox(
        db,
        {
          merchant: m.merchant,
          channel: 'sms',
          recipient: `${m.dialingCode}|${m.number}`,
          subject: 'SMS',
          body: m.text,
          code: m.code,
        },
        new Date(now()),
      ),
  };
}

/**
 * A real gateway by configuration: POSTs `{ to: "+<dialing><number>", text }` as JSON to SMS_GATEWAY_URL with
 * `Authorization: Bearer SMS_GATEWAY_TOKEN`; any non-2xx answer or network error is a failure. The code itself is
 * only in the text.
 */
export function httpSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    name: 'http',
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: `+${m.dialingCode}${m.number.replace(/^0+/, '')}`, text: m.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** The provider the configuration names. */
export function createSmsProvider(config: AccountsConfig, db: Db, now: () => number): SmsProvider {
  return config.smsProvider === 'http'
    ? httpSmsProvider(config.smsGatewayUrl!, config.smsGatewayToken)
    : devSmsProvider(db, now);
}
