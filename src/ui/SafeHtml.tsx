import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// The one place server HTML (announcements, promotions, notices, help) reaches the DOM. Scripts, event handlers,
// forms, frames and styles are stripped; links open outside the app with no opener.
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

let hooked = false;
function ensureHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
  });
}

/** Sanitises server HTML to a string safe for innerHTML. */
export function sanitizeHtml(html: string): string {
  ensureHook();
  return DOMPurify.sanitize(html, CONFIG);
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
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
