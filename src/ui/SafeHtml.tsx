import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { contentOrigins } from './contentOrigins';
import './server-html.css';

// The one place server HTML (announcements, promotions, notices, help) reaches the DOM. Scripts, event handlers,
// forms, frames and styles are stripped; links open outside the app with no opener.
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

/** URL attributes that load something by themselves (links only navigate when tapped). */
const LOADING_ATTRIBUTES = ['src', 'srcset', 'poster', 'background', 'xlink:href', 'href', 'data'];

/** Whether a loading URL stays on the app's origin or the merchant's CDNs. */
function loadsFromAllowed(value: string): boolean {
  const v = value.trim();
  if (/^\/(?!\/)/.test(v) || /^#/.test(v)) return true;
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    return contentOrigins().has(new URL(v).origin);
  } catch {
    return false;
  }
}

let hooked = false;
function ensureHook(): void {
  if (hooked) return;
  hooked = true;
  // Set once: a config passed to each sanitize call is parsed again every time (DOMPurify rebuilds its allow-lists),
  // which was most of a notice's cost (a profile of home's start: the news dialog's sanitising, ~80 ms at 4x CPU).
  DOMPurify.setConfig(CONFIG);
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Pictures and media from elsewhere would tell a third party who read what (and the app's CSP refuses them).
    if (node.tagName !== 'A') {
      for (const name of LOADING_ATTRIBUTES) {
        const value = node.getAttribute(name);
        if (value === null) continue;
        const ok =
          name === 'srcset'
            ? value.split(',').every((c) => loadsFromAllowed(c.trim().split(/\s+/)[0] ?? ''))
            : loadsFromAllowed(value);
        if (!ok) node.removeAttribute(name);
      }
    }
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
  });
}

/** Whether the sanitiser has been set up (its config parsed, its hook added) and has run once. */
let prepared = false;

export function sanitizerPrepared(): boolean {
  return prepared;
}

/**
 * Sets the sanitiser up and runs it once on a scrap of markup, so the first real notice costs only its own markup: a
 * dialog opening on a first visit's start calls this in a task of its own, before it shows (the set-up and the
 * sanitiser's first run were most of the task that opened home's news dialog, docs/performance.md).
 */
export function prepareSanitizer(): void {
  if (prepared) return;
  ensureHook();
  DOMPurify.sanitize('<p><a href="#">a</a><img src="/x.png"></p>');
  prepared = true;
}

/**
 * Sanitises server HTML to a string safe for innerHTML. Repeated to a fixed point: a parse can reshape markup (a
 * `<template>` inside a `<select>`), and the result must be stable, so sanitising it again changes nothing. Markup
 * that comes out as it went in is that fixed point already (the sanitiser and its hook give the same output for the
 * same input), so it is sanitised once: a platform's notices mostly are (home's news dialog, a first visit's start).
 */
export function sanitizeHtml(html: string): string {
  ensureHook();
  prepared = true;
  let out = DOMPurify.sanitize(html);
  if (out === html) return out;
  for (let round = 0; round < 4; round++) {
    const again = DOMPurify.sanitize(out);
    if (again === out) return out;
    out = again;
  }
  // Still changing after five passes: give nothing rather than markup that may change again in the browser.
  return '';
}

interface SafeHtmlProps {
  html: string;
  className?: string;
  /** The element to render; a block by default. */
  as?: 'div' | 'span' | 'section' | 'article';
}

/** Renders server HTML after sanitising it. The only component allowed to set inner HTML. */
export function SafeHtml({ html, className, as = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const Tag = as;
  return (
    <Tag
      className={className ? `server-html ${className}` : 'server-html'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
