// Messages the system writes to a member's message centre (security notices, payouts, the welcome), stored as a
// kind with its values and worded when read, in the reader's language: switching language switches them too
// (docs/server-data.md "Content per language"). HTML is kept simple: the app sanitises every message it shows.

import { inLanguage, type Reader } from './wording';

type Words = readonly [title: string, body: string];
type Values = Readonly<Record<string, string | number>>;

const CONTACT = {
  EN: 'If this was not you, contact customer service at once.',
  TY: 'Kung hindi ikaw ito, makipag-ugnayan agad sa customer service.',
} as const;

/** A peso amount as every screen shows it: ₱ and two decimals with thousands separators. */
const pesos = (v: string | number | undefined) =>
  `₱${Number(v ?? 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const text = (v: string | number | undefined) =>
  String(v ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const KINDS = {
  passwordChanged: {
    EN: () => ['Your login password was changed', `<p>Your login password was changed. ${CONTACT.EN}</p>`],
    TY: () => [
      'Napalitan ang iyong password sa pag-login',
      `<p>Napalitan ang iyong password sa pag-login. ${CONTACT.TY}</p>`,
    ],
  },
  passwordReset: {
    EN: (v: Values) => [
      'Your login password was reset',
      `<p>Your login password was reset by ${v.by === 'email' ? 'e-mail' : 'phone'} verification. ${CONTACT.EN}</p>`,
    ],
    TY: (v: Values) => [
      'Na-reset ang iyong password sa pag-login',
      `<p>Na-reset ang iyong password sa pag-login sa beripikasyon sa ${v.by === 'email' ? 'e-mail' : 'telepono'}. ${CONTACT.TY}</p>`,
    ],
  },
  paymentPasswordSet: {
    EN: () => [
      'Your payment password was set',
      `<p>A payment password was set on your account. Withdrawals now ask for it. ${CONTACT.EN}</p>`,
    ],
    TY: () => [
      'Naitakda ang iyong password sa pagbabayad',
      `<p>May naitakdang password sa pagbabayad sa iyong account. Hihingin na ito sa bawat withdrawal. ${CONTACT.TY}</p>`,
    ],
  },
  payeeAdded: {
    EN: () => [
      'A payee account was added',
      `<p>A payee account for withdrawals was added to your account. ${CONTACT.EN}</p>`,
    ],
    TY: () => [
      'May naidagdag na payee account',
      `<p>May naidagdag na payee account para sa withdrawal sa iyong account. ${CONTACT.TY}</p>`,
    ],
  },
  paymentPasswordChanged: {
    EN: () => [
      'Your payment password was changed',
      `<p>Your payment password was changed. ${CONTACT.EN}</p>`,
    ],
    TY: () => [
      'Napalitan ang iyong password sa pagbabayad',
      `<p>Napalitan ang iyong password sa pagbabayad. ${CONTACT.TY}</p>`,
    ],
  },
  mobileBound: {
    EN: () => [
      'A mobile number was bound to your account',
      `<p>A mobile number was bound to your account. ${CONTACT.EN}</p>`,
    ],
    TY: () => [
      'May mobile number na naka-bind sa iyong account',
      `<p>May mobile number na naka-bind sa iyong account. ${CONTACT.TY}</p>`,
    ],
  },
  emailBound: {
    EN: () => [
      'An e-mail address was bound to your account',
      `<p>An e-mail address was bound to your account. ${CONTACT.EN}</p>`,
    ],
    TY: () => [
      'May e-mail address na naka-bind sa iyong account',
      `<p>May e-mail address na naka-bind sa iyong account. ${CONTACT.TY}</p>`,
    ],
  },
  withdrawalPaid: {
    EN: (v: Values) => [
      'Your withdrawal was paid',
      `<p>Your withdrawal of <b>${pesos(v.amount)}</b> (no. ${text(v.id)}) was paid out to your payee account.</p>`,
    ],
    TY: (v: Values) => [
      'Naibayad na ang iyong withdrawal',
      `<p>Naibayad na sa iyong payee account ang withdrawal na <b>${pesos(v.amount)}</b> (blg. ${text(v.id)}).</p>`,
    ],
  },
  withdrawalRejected: {
    EN: (v: Values) => [
      'Your withdrawal was returned',
      `<p>Your withdrawal of <b>${pesos(v.amount)}</b> (no. ${text(v.id)}) was not paid out and the amount is back in your balance. Reason: ${text(v.reason)}</p>`,
    ],
    TY: (v: Values) => [
      'Ibinalik ang iyong withdrawal',
      `<p>Hindi naibayad ang withdrawal na <b>${pesos(v.amount)}</b> (blg. ${text(v.id)}) at nasa balanse mo na ulit ang halaga. Dahilan: ${text(v.reason)}</p>`,
    ],
  },
  welcome: {
    EN: () => ['Welcome', '<p>Welcome to the platform. Your account is ready to play.</p>'],
    TY: () => [
      'Maligayang pagdating',
      '<p>Maligayang pagdating sa platform. Handa nang maglaro ang iyong account.</p>',
    ],
  },
  balanceGift: {
    EN: (v: Values) => [
      'Your bonus has arrived',
      `<p>A welcome balance of ${pesos(v.amount)} was added to your wallet.</p>`,
    ],
    TY: (v: Values) => [
      'Dumating na ang iyong bonus',
      `<p>Naidagdag sa iyong wallet ang welcome balance na ${pesos(v.amount)}.</p>`,
    ],
  },
} as const satisfies Record<string, Record<'EN' | 'TY', (v: Values) => Words>>;

export type MessageKind = keyof typeof KINDS;

/** Whether a stored kind is one this server words (an older or newer server's kind is shown as stored). */
export const isMessageKind = (kind: string): kind is MessageKind => Object.hasOwn(KINDS, kind);

/** A system message's title and body in the reader's language (another falls back as inLanguage says). */
export function systemMessage(
  kind: MessageKind,
  values: Values,
  reader: Reader,
): { title: string; body: string } {
  const [title, body] = inLanguage<(v: Values) => Words>(KINDS[kind], reader, `message-kind:${kind}`)(values);
  return { title, body };
}

/** The English wording a system message keeps in `title`/`body`, for the ops trail and for an older reader. */
export const storedWording = (kind: MessageKind, values: Values = {}) =>
  systemMessage(kind, values, { language: 'EN', fallback: 'EN', log: { warn: () => undefined } });
