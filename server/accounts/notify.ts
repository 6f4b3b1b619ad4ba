import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { messages } from '../db/schema/index';

/** Security notices left in the member's message centre, in the language of the request that caused them. */
const NOTICES = {
  passwordChanged: {
    EN: [
      'Your login password was changed',
      '<p>Your login password was changed. If this was not you, contact customer service at once.</p>',
    ],
    TY: [
      'Napalitan ang iyong password sa pag-login',
      '<p>Napalitan ang iyong password sa pag-login. Kung hindi ikaw ito, makipag-ugnayan agad sa customer service.</p>',
    ],
  },
  paymentPasswordSet: {
    EN: [
      'Your payment password was set',
      '<p>A payment password was set on your account. Withdrawals now ask for it. If this was not you, contact customer service at once.</p>',
    ],
    TY: [
      'Naitakda ang iyong password sa pagbabayad',
      '<p>May naitakdang password sa pagbabayad sa iyong account. Hihingin na ito sa bawat withdrawal. Kung hindi ikaw ito, makipag-ugnayan agad sa customer service.</p>',
    ],
  },
  payeeAdded: {
    EN: [
      'A payee account was added',
      '<p>A payee account for withdrawals was added to your account. If this was not you, contact customer service at once.</p>',
    ],
    TY: [
      'May naidagdag na payee account',
      '<p>May naidagdag na payee account para sa withdrawal sa iyong account. Kung hindi ikaw ito, makipag-ugnayan agad sa customer service.</p>',
    ],
  },
  paymentPasswordChanged: {
    EN: [
      'Your payment password was changed',
      '<p>Your payment password was changed. If this was not you, contact customer service at once.</p>',
    ],
    TY: [
      'Napalitan ang iyong password sa pagbabayad',
      '<p>Napalitan ang iyong password sa pagbabayad. Kung hindi ikaw ito, makipag-ugnayan agad sa customer service.</p>',
    ],
  },
  mobileBound: {
    EN: [
      'A mobile number was bound to your account',
      '<p>A mobile number was bound to your account. If this was not you, contact customer service at once.</p>',
    ],
    TY: [
      'May mobile number na naka-bind sa iyong account',
      '<p>May mobile number na naka-bind sa iyong account. Kung hindi ikaw ito, makipag-ugnayan agad sa customer service.</p>',
    ],
  },
  emailBound: {
    EN: [
      'An e-mail address was bound to your account',
      '<p>An e-mail address was bound to your account. If this was not you, contact customer service at once.</p>',
    ],
    TY: [
      'May e-mail address na naka-bind sa iyong account',
      '<p>May e-mail address na naka-bind sa iyong account. Kung hindi ikaw ito, makipag-ugnayan agad sa customer service.</p>',
    ],
  },
} as const;

export type Notice = keyof typeof NOTICES;

/** Leaves a security notice for a member (a change of login or money details). */
export async function notifyMember(db: Db, req: FastifyRequest, memberId: number, notice: Notice, at: Date) {
  const language = req.headers.language === 'EN' ? 'EN' : 'TY';
  const [title, body] = NOTICES[notice][language];
  await db.insert(messages).values({ memberId, title, body, createdAt: at });
}
