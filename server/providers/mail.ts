import type { Db } from '../db/client';
import { writeOutbox } from './outbox';

export interface MailMessage {
  merchant: string;
  to: string;
  subject: string;
  text: string;
  /** The code the mail carries (kept apart for the dev outbox's tests). */
  code: string | null;
}

/** Where account mails (password recovery) go. Only the development provider exists so far. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/** The development provider: writes each mail to the dev outbox. */
export function devMailProvider(db: Db, now: () => number): MailProvider {
  return {
    name: 'dev',
    send: (m) =>
      writeOutbox(
        db,
        {
          merchant: m.merchant,
          channel: 'email',
          recipient: m.to,
          subject: m.subject,
          body: m.text,
          code: m.code,
        },
        new Date(now()),
      ),
  };
}
