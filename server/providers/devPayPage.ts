import type { DepositRow } from '../money/deposits';
import { paths } from '../../src/api/contract/routes';
import type { Merchant } from '../merchants/merchantRegistry';

// The dev payment provider's own page (it stands for an outside provider's checkout, so it is plain server HTML
// with its own words, not the app). No script at all: two form buttons post the player's choice.

export type PayPageLanguage = 'TY' | 'EN';

export const payPageLanguage = (raw: string | undefined): PayPageLanguage => (raw === 'EN' ? 'EN' : 'TY');

const WORDS = {
  TY: {
    htmlLang: 'fil',
    title: 'Dev na bayaran',
    banner: 'Pansubok na bayaran: walang totoong pera ang gagalaw.',
    pay: 'Babayaran',
    to: 'Para kay',
    channel: 'Paraan',
    reference: 'Sanggunian',
    approve: 'Aprubahan ang bayad',
    fail: 'Ibigo ang bayad',
    missing: 'Walang ganitong bayaran.',
    status: {
      paid: 'Bayad na ito.',
      failed: 'Nabigo ang bayad na ito.',
      expired: 'Nag-expire na ang bayad na ito.',
    },
    back: 'Bumalik sa app',
    unavailable: 'Hindi makuha ngayon ang bayad. Walang perang kinuha: subukang muli sa ilang sandali.',
  },
  EN: {
    htmlLang: 'en',
    title: 'Dev payment',
    banner: 'Test payment page: no real money moves.',
    pay: 'Amount',
    to: 'Pay to',
    channel: 'Channel',
    reference: 'Reference',
    approve: 'Approve payment',
    fail: 'Fail payment',
    missing: 'There is no such payment.',
    status: {
      paid: 'This payment is paid.',
      failed: 'This payment failed.',
      expired: 'This payment has expired.',
    },
    back: 'Back to the app',
    unavailable: 'The payment cannot be taken right now. No money was taken: please try again in a moment.',
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const pesos = (centavos: number) =>
  `₱${(centavos / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The page when the provider could not record the payer's decision: nothing was taken, try again. */
export function payPageUnavailableHtml(lang: PayPageLanguage): string {
  const w = WORDS[lang];
  return pageOf(lang, `<p class="state" role="alert">${escapeHtml(w.unavailable)}</p>`, paths.voucherCenter);
}

/** The page for one payment: its amount, payee and reference, and Approve / Fail while it is pending. */
export function payPageHtml(
  lang: PayPageLanguage,
  row: DepositRow | undefined,
  merchant: Merchant | undefined,
): string {
  const w = WORDS[lang];
  const e = escapeHtml;
  const channel =
    merchant?.money.deposit.channels.find((c) => c.code === row?.channel)?.name ?? row?.channel ?? '';
  const back = row ? `${paths.voucherCenter}?deposit=${row.id}` : paths.voucherCenter;
  const body = !row
    ? `<p class="state">${e(w.missing)}</p>`
    : `<dl>
<dt>${e(w.pay)}</dt><dd class="amount" data-amount>${e(pesos(row.amount))}</dd>
<dt>${e(w.to)}</dt><dd>${e(merchant?.theme.appName ?? row.merchant)}</dd>
<dt>${e(w.channel)}</dt><dd>${e(channel)}</dd>
<dt>${e(w.reference)}</dt><dd class="ref">${e(row.providerRef)}</dd>
</dl>
${
  row.status === 'pending'
    ? `<form method="post" action="/dev/pay/${e(row.providerRef)}">
<input type="hidden" name="lang" value="${lang}">
<button type="submit" name="decision" value="approve" class="approve">${e(w.approve)}</button>
<button type="submit" name="decision" value="fail" class="fail">${e(w.fail)}</button>
</form>`
    : `<p class="state" role="status">${e(w.status[row.status as keyof typeof w.status] ?? '')}</p>`
}`;
  return pageOf(lang, body, back);
}

function pageOf(lang: PayPageLanguage, body: string, back: string): string {
  const w = WORDS[lang];
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${w.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${e(w.title)}</title>
<link rel="icon" href="/m/icons/app-192.png">
<link rel="stylesheet" href="/dev/pay.css">
</head>
<body>
<main>
<p class="banner">${e(w.banner)}</p>
<h1>${e(w.title)}</h1>
${body}
<a class="back" href="${e(back)}">${e(w.back)}</a>
</main>
</body>
</html>
`;
}

export const PAY_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#eef1f6;color:#14213d}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.banner{background:#fff4d6;border:1px solid #d9a400;border-radius:8px;padding:8px 12px;font-size:14px}
h1{font-size:22px;margin:16px 0}
dl{background:#fff;border-radius:12px;padding:16px;margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#4a5568}
dd{margin:0;text-align:right;word-break:break-all}
.amount{font-size:24px;font-weight:700}
.ref{font-family:ui-monospace,monospace;font-size:13px}
form{display:grid;gap:12px}
button{min-height:48px;border:0;border-radius:10px;font-size:17px;font-weight:600;cursor:pointer}
.approve{background:#0a7d32;color:#fff}
.fail{background:#fff;color:#a4161a;border:2px solid #a4161a}
.state{background:#fff;border-radius:12px;padding:16px;font-weight:600}
.back{display:inline-flex;align-items:center;min-height:44px;margin-top:16px;color:#0b4fb3}
`;
