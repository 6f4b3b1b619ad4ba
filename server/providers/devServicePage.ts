import type { ChatLine } from '../service/chat';
import { MAX_MESSAGE_CHARS } from '../service/chat';

// The dev customer-service provider's page (docs/member-services.md "Customer service"). It stands for a merchant's
// live-chat product, which the app's /m/service screen embeds, so it is plain server HTML with its own words and no
// script: a form posts a line, a link fetches the operator's answers.

export type ServicePageLanguage = 'TY' | 'EN';
export const servicePageLanguage = (raw: unknown): ServicePageLanguage => (raw === 'EN' ? 'EN' : 'TY');

const WORDS = {
  TY: {
    htmlLang: 'fil',
    locale: 'fil-PH',
    title: 'Serbisyo sa customer',
    banner: 'Pansubok na chat ng suporta: sinasagot ito ng operator sa server na ito.',
    greeting: 'Kumusta! Isulat ang iyong tanong at dito sasagot ang aming support team.',
    you: 'Ikaw',
    support: 'Suporta',
    waiting: 'Naipadala. Dito sasagot ang aming support team; pindutin ang I-refresh para makita ang sagot.',
    label: 'Ang iyong mensahe',
    hint: `Hanggang ${MAX_MESSAGE_CHARS} na character.`,
    send: 'Ipadala',
    refresh: 'I-refresh',
    newChat: 'Bagong chat',
    errors: {
      invalid: `Sumulat ng mensaheng 1 hanggang ${MAX_MESSAGE_CHARS} na character.`,
      'too-fast': 'Sandali lang bago magpadala ulit.',
      full: 'Puno na ang chat na ito. Magsimula ng bagong chat.',
    },
  },
  EN: {
    htmlLang: 'en',
    locale: 'en-PH',
    title: 'Customer service',
    banner: 'Test support chat: an operator of this server answers it.',
    greeting: 'Hello! Write your question and our support team will answer here.',
    you: 'You',
    support: 'Support',
    waiting: 'Sent. Our support team will answer here; tap Refresh to see the answer.',
    label: 'Your message',
    hint: `Up to ${MAX_MESSAGE_CHARS} characters.`,
    send: 'Send',
    refresh: 'Refresh',
    newChat: 'New chat',
    errors: {
      invalid: `Write a message of 1 to ${MAX_MESSAGE_CHARS} characters.`,
      'too-fast': 'Please wait a moment before sending more.',
      full: 'This chat is full. Start a new chat.',
    },
  },
} as const;

export type ServicePageError = keyof (typeof WORDS)['EN']['errors'];

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The chat page: the thread, the form, and an error with the text the player typed kept in the box. */
export function servicePageHtml(
  lang: ServicePageLanguage,
  lines: readonly ChatLine[],
  opts: { error?: ServicePageError; draft?: string; timeZone: string },
): string {
  const w = WORDS[lang];
  const e = escapeHtml;
  const time = new Intl.DateTimeFormat(w.locale, {
    timeZone: opts.timeZone,
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const thread = lines
    .map(
      (l) => `<li class="${l.author}">
<p class="who">${e(l.author === 'player' ? w.you : l.operator ? `${w.support} · ${l.operator}` : w.support)} <time datetime="${l.at.toISOString()}">${e(time.format(l.at))}</time></p>
<p class="text">${e(l.body)}</p>
</li>`,
    )
    .join('\n');
  const waiting = lines.length > 0 && lines[lines.length - 1]!.author === 'player';
  const action = `/dev/service/chat?lang=${lang}`;
  return `<!doctype html>
<html lang="${w.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>${e(w.title)}</title>
<link rel="stylesheet" href="/dev/service.css">
</head>
<body>
<main>
<p class="banner">${e(w.banner)}</p>
<ol class="thread" aria-live="polite">
<li class="operator greeting"><p class="who">${e(w.support)}</p><p class="text">${e(w.greeting)}</p></li>
${thread}
</ol>
${waiting ? `<p class="state" role="status">${e(w.waiting)}</p>` : ''}
${opts.error ? `<p class="error" role="alert">${e(w.errors[opts.error])}</p>` : ''}
${
  opts.error === 'full'
    ? `<form method="post" action="/dev/service/chat/new?lang=${lang}"><button type="submit" class="send">${e(w.newChat)}</button></form>`
    : `<form method="post" action="${action}">
<label for="text">${e(w.label)}</label>
<textarea id="text" name="text" rows="3" maxlength="${MAX_MESSAGE_CHARS}" required aria-describedby="hint">${e(opts.draft ?? '')}</textarea>
<p id="hint" class="hint">${e(w.hint)}</p>
<div class="actions">
<a class="refresh" href="${action}">${e(w.refresh)}</a>
<button type="submit" class="send">${e(w.send)}</button>
</div>
</form>`
}
</main>
</body>
</html>
`;
}

/** Dark like the app it sits in (the demo theme's colours), with the same contrast rules (WCAG AA). */
export const SERVICE_PAGE_CSS = `
*{box-sizing:border-box}
:root{color-scheme:dark}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0b1f3a;color:#fff}
main{max-width:480px;margin:0 auto;padding:12px 12px 24px}
.banner{background:#132c4f;border:1px solid #f5c542;color:#f5c542;border-radius:8px;padding:6px 10px;font-size:13px;margin:0 0 12px}
.thread{list-style:none;margin:0;padding:0;display:grid;gap:10px}
.thread li{max-width:85%;border-radius:12px;padding:8px 12px;background:#1b3a66;border:1px solid #2b4a78}
.thread li.player{justify-self:end;background:#f5c542;border-color:#f5c542;color:#1a1300}
.thread li.player .who{color:#3d3000}
.who{margin:0;font-size:12px;color:#c4d0e3}
.text{margin:2px 0 0;white-space:pre-wrap;overflow-wrap:anywhere}
.state{font-size:14px;color:#c4d0e3;margin:12px 0 0}
.error{background:#3a1420;color:#ffb3b3;border:1px solid #ff6b6b;border-radius:8px;padding:8px 12px;margin:12px 0 0;font-weight:600}
form{display:grid;gap:6px;margin-top:16px}
label{font-weight:600}
textarea{width:100%;font:inherit;padding:10px;border:1px solid #2b4a78;border-radius:10px;resize:vertical;min-height:88px;background:#132c4f;color:#fff}
.hint{margin:0;font-size:13px;color:#c4d0e3}
.actions{display:flex;gap:12px;justify-content:space-between;align-items:center}
.send{min-height:48px;min-width:120px;border:0;border-radius:10px;font-size:17px;font-weight:600;background:#f5c542;color:#1a1300;cursor:pointer}
.refresh{display:inline-flex;align-items:center;min-height:48px;padding:0 8px;color:#f5c542;font-weight:600}
`;
