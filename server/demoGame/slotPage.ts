// The demo slot's page, script and style, served by the reference server (docs/demo-game.md). Self-contained:
// no outside assets, no inline script or style (the CSP forbids them), and every text the server sends is set
// with textContent, so nothing from the network is parsed as HTML. Words: slotText.ts, in the launch's language.

import { slotTextOf, type SlotLanguage } from './slotText';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page in one language; the script's words travel in a JSON data block (data, never run, so the CSP holds). */
export function slotHtml(language: SlotLanguage): string {
  const { page, script } = slotTextOf(language);
  const e = escapeHtml;
  // JSON inside HTML: `<` escaped so no text can close the block.
  const words = JSON.stringify(script).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${e(page.htmlLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="dark">
<title>${e(page.title)}</title>
<link rel="icon" href="/m/icons/app-192.png">
<link rel="stylesheet" href="/demo-game/slot.css">
<script type="application/json" id="words">${words}</script>
<script src="/demo-game/slot.js" defer></script>
</head>
<body>
<main class="game" aria-labelledby="game-name">
  <header class="top">
    <a class="leave" id="leave" href="/m/home" target="_top">${e(page.leave)}</a>
    <h1 id="game-name">${e(page.title)}</h1>
    <span class="mode" id="mode"></span>
  </header>
  <p class="balance">${e(page.balance)} <output id="balance" aria-live="polite">-</output></p>
  <div class="reels" role="img" id="reels" aria-label="${e(page.reelsIdle)}">
    <span class="reel" aria-hidden="true">?</span><span class="reel" aria-hidden="true">?</span><span class="reel" aria-hidden="true">?</span>
  </div>
  <p class="result" id="result" role="status" aria-live="polite">${e(page.loading)}</p>
  <fieldset class="bets" id="bets" disabled>
    <legend>${e(page.bet)}</legend>
  </fieldset>
  <button class="spin" id="spin" type="button" disabled>${e(page.spin)}</button>
  <details class="rules">
    <summary>${e(page.howToWin)}</summary>
    <ul>
${page.rules.map((r) => `      <li>${e(r)}</li>`).join('\n')}
    </ul>
    <p>${e(page.rtpBefore)} <span id="rtp">96</span>${e(page.rtpAfter)}</p>
  </details>
</main>
</body>
</html>
`;
}

export const SLOT_CSS = `*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:#14161f;color:#f4f4f6;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.game{max-width:440px;margin:0 auto;padding:12px 16px 24px;display:flex;flex-direction:column;gap:14px}
.top{display:flex;align-items:center;gap:10px}
.top h1{flex:1;font-size:1.05rem;line-height:1.2;margin:0;overflow-wrap:anywhere}
.leave[hidden]{display:none}
.leave{color:#f4f4f6;text-decoration:none;border:1px solid #555a6e;border-radius:8px;padding:8px 12px;min-height:44px;display:inline-flex;align-items:center}
.mode{font-size:.75rem;font-weight:700;letter-spacing:.04em;padding:4px 8px;border-radius:999px;background:#2d3245}
.mode[data-mode=real]{background:#1f6f43}
.mode[data-mode=trial]{background:#8a5a00}
.balance{margin:0;font-size:1.05rem}
.balance output{font-weight:700;font-variant-numeric:tabular-nums}
.reels{display:flex;gap:8px;justify-content:center;padding:16px 8px;border-radius:16px;background:#0b0c12;border:2px solid #c9a227}
.reel{flex:1;max-width:110px;aspect-ratio:3/4;display:flex;align-items:center;justify-content:center;font-size:3.2rem;background:#f7f3e8;color:#14161f;border-radius:10px}
.reels.spinning .reel{animation:blur .18s linear infinite}
@keyframes blur{50%{transform:translateY(6px);opacity:.6}}
@media (prefers-reduced-motion:reduce){.reels.spinning .reel{animation:none;opacity:.6}}
.result{margin:0;min-height:1.4em;text-align:center;font-weight:600}
.result[data-win=true]{color:#ffd54a}
.result[data-error=true]{color:#ff8a80}
.bets{border:0;margin:0;padding:0;display:grid;grid-template-columns:repeat(3,1fr);gap:8px}
.bets legend{padding:0 0 6px;font-size:.9rem;color:#b9bccb}
.bets button{min-height:44px;border-radius:10px;border:1px solid #555a6e;background:#22263a;color:#f4f4f6;font:inherit}
.bets button[aria-pressed=true]{background:#c9a227;border-color:#c9a227;color:#14161f;font-weight:700}
.spin{min-height:56px;border:0;border-radius:14px;background:#d32f45;color:#fff;font:inherit;font-size:1.25rem;font-weight:700}
button:disabled{opacity:.5}
button:focus-visible,a:focus-visible,summary:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
.rules{background:#1c1f2d;border-radius:12px;padding:10px 14px;font-size:.9rem}
.rules summary{cursor:pointer;min-height:32px}
`;

export const SLOT_JS = `'use strict';
(function () {
  // Symbols are drawn as SVG, so they look the same without an emoji font. Constant markup, never network data.
  var SVG = {
    CHERRY: '<path d="M30 38 C34 22 44 14 52 10 M42 40 C42 26 46 16 52 10" stroke="#2e7d32" stroke-width="4" fill="none"/><circle cx="28" cy="46" r="12" fill="#d32f2f"/><circle cx="46" cy="48" r="12" fill="#c62828"/>',
    LEMON: '<ellipse cx="32" cy="34" rx="24" ry="17" fill="#fdd835" stroke="#f9a825" stroke-width="3"/>',
    BELL: '<path d="M32 10 C18 10 16 24 16 34 L10 46 H54 L48 34 C48 24 46 10 32 10Z" fill="#ffb300" stroke="#e65100" stroke-width="3"/><circle cx="32" cy="52" r="6" fill="#e65100"/>',
    STAR: '<polygon points="32,6 39,24 58,24 43,36 49,56 32,44 15,56 21,36 6,24 25,24" fill="#ffca28" stroke="#f57f17" stroke-width="3"/>',
    SEVEN: '<path d="M14 12 H52 L30 56 H18 L38 22 H14Z" fill="#e53935" stroke="#b71c1c" stroke-width="3"/>'
  };
  var $ = function (id) { return document.getElementById(id); };
  // The page's words, in the launch's language (a JSON data block the server wrote).
  var W = JSON.parse($('words').textContent);
  var fill = function (text, value) { return text.replace('{0}', value); };
  var peso = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  var money = function (n) { return '\\u20B1' + peso.format(n); };
  var state = { credential: null, mode: 'fun', bet: 0, busy: false };

  // The ticket is one-time: take it out of the address bar and history before anything else.
  var ticket = new URLSearchParams(location.search).get('ticket');
  history.replaceState(null, '', location.pathname);

  function say(text, kind) {
    var r = $('result');
    r.textContent = text;
    r.setAttribute('data-win', String(kind === 'win'));
    r.setAttribute('data-error', String(kind === 'error'));
  }

  function randomKey() {
    var b = new Uint8Array(16);
    crypto.getRandomValues(b);
    return Array.prototype.map.call(b, function (x) { return (x + 256).toString(16).slice(1); }).join('');
  }

  function call(path, body, headers) {
    var h = { 'content-type': 'application/json' };
    for (var k in headers) h[k] = headers[k];
    return fetch(path, { method: 'POST', headers: h, body: JSON.stringify(body), credentials: 'omit', cache: 'no-store' })
      .then(function (res) {
        return res.json().then(function (env) {
          if (env && env.success) return env.value;
          var e = new Error((env && env.errorCode) || 'system.error');
          e.code = (env && env.errorCode) || 'system.error';
          throw e;
        });
      });
  }

  function explain(err) {
    switch (err.code) {
      case 'wallet.insufficient.funds': return W.insufficient;
      case 'login.not.session':
      case 'game.session.invalid':
      case 'game.ticket.invalid': return W.ended;
      default: return W.failed;
    }
  }

  function showReels(reels) {
    var box = $('reels');
    var spans = box.querySelectorAll('.reel');
    for (var i = 0; i < 3; i++)
      spans[i].innerHTML = Object.prototype.hasOwnProperty.call(SVG, reels[i]) ? '<svg viewBox="0 0 64 64" width="72%" height="72%" aria-hidden="true">' + SVG[reels[i]] + '</svg>' : '?';
    box.setAttribute('aria-label', fill(W.reels, reels.map(function (s) { return W.symbols[s] || s; }).join(', ')));
  }

  function chooseBet(bet) {
    state.bet = bet;
    var buttons = $('bets').querySelectorAll('button');
    for (var i = 0; i < buttons.length; i++)
      buttons[i].setAttribute('aria-pressed', String(Number(buttons[i].value) === bet));
  }

  function setBusy(busy) {
    state.busy = busy;
    $('spin').disabled = busy || !state.credential;
    $('reels').classList.toggle('spinning', busy);
  }

  function spin() {
    if (state.busy || !state.credential) return;
    setBusy(true);
    say(W.spinning);
    var path = state.mode === 'fun' ? '/wps/game/demo/funSpin' : '/wps/game/demo/spin';
    var headers = { authorization: state.credential };
    // One key per spin, reused on the one retry after a network failure, so a lost answer never bets twice.
    if (state.mode !== 'fun') headers['idempotency-key'] = randomKey();
    var attempt = function (left) {
      return call(path, { bet: state.bet }, headers).catch(function (err) {
        if (left > 0 && err instanceof TypeError) return attempt(left - 1);
        throw err;
      });
    };
    attempt(1).then(function (v) {
      showReels(v.reels);
      $('balance').textContent = money(v.balance);
      if (v.win > 0) say(fill(W.win, money(v.win)), 'win');
      else say(W.noWin);
    }).catch(function (err) {
      say(explain(err), 'error');
      if (err.code !== 'wallet.insufficient.funds' && err.code !== 'request.invalid') state.credential = null;
    }).then(function () { setBusy(false); });
  }

  function start(v) {
    state.credential = v.credential;
    state.mode = v.mode;
    document.title = v.gameName;
    $('game-name').textContent = v.gameName;
    $('mode').textContent = W.modes[v.mode] || v.mode;
    $('mode').setAttribute('data-mode', v.mode);
    $('balance').textContent = money(v.balance);
    $('rtp').textContent = String(v.rtp);
    var fs = $('bets');
    v.bets.forEach(function (b) {
      var btn = document.createElement('button');
      btn.type = 'button';
      btn.value = String(b);
      btn.textContent = money(b).replace('.00', '');
      btn.setAttribute('aria-label', fill(W.betLabel, money(b)));
      btn.addEventListener('click', function () { chooseBet(b); });
      fs.appendChild(btn);
    });
    fs.disabled = false;
    chooseBet(v.bets[0]);
    setBusy(false);
    say(W.choose);
  }

  $('spin').addEventListener('click', spin);
  // Inside the app's launch screen, its back button is the one exit; the page's own Leave serves a tab of its own.
  if (window.self !== window.top) $('leave').hidden = true;
  $('leave').addEventListener('click', function (e) {
    if (window.opener) { e.preventDefault(); window.close(); }
  });
  if (!ticket) { say(W.noTicket, 'error'); return; }
  call('/wps/game/demo/open', { ticket: ticket }, {}).then(start, function (err) { say(explain(err), 'error'); });
})();
`;
