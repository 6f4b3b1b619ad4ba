import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser policy of every answer (docs/security.md "Headers"). Every answer gets nosniff, the referrer policy,
 * the permissions policy, the opener policy and, over TLS, HSTS. The app's shell and its worker get the app's
 * content security policy, built from what the merchant configures; a page with its own policy (the demo game,
 * the dev pay page, the dev service chat) keeps it; every other answer gets a policy that allows nothing.
 */

/** The origins one merchant's app loads from, beyond its own origin. */
export interface PolicySources {
  /** Pictures: the image CDNs. */
  img: readonly string[];
  /** Calls: a separate API host and the image CDNs (the worker fetches pictures to cache them). */
  connect: readonly string[];
  /** Frames: the customer-service chat and the game hosts. */
  frame: readonly string[];
}

export const NO_SOURCES: PolicySources = { img: [], connect: [], frame: [] };

/** Two years, the HSTS preload list's expectation. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Features the app never uses: denied to the app and to anything it frames. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
  'interest-cohort=()',
].join(', ');

/** The policy of an answer that is not a page: it may load, run and be framed by nothing. */
export const NOTHING_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The origin of an absolute http(s) URL, or undefined for a relative path (same origin) or anything else. */
export function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    const u = new URL(url);
    return u.origin;
  } catch {
    return undefined;
  }
}

/** `'sha256-…'` sources for each inline `<style>` of a page (the start-up splash of index.html). */
export function inlineStyleHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)) {
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

const list = (values: readonly string[]) => [...new Set(values)].join(' ');

/**
 * The app's policy: its own scripts only (no inline script, no eval, no nonce: the worker caches the shell), its
 * own styles plus the splash's hash, pictures and calls from the merchant's hosts, frames for the demo game (same
 * origin), the service chat and the game hosts, and never framed itself.
 */
export function appPolicy(sources: PolicySources, styleHashes: readonly string[], tls: boolean): string {
  const directives = [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${list(["'self'", ...styleHashes])}`,
    `img-src ${list(["'self'", 'data:', 'blob:', ...sources.img])}`,
    "font-src 'self'",
    `connect-src ${list(["'self'", ...sources.connect])}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${list(["'self'", ...sources.frame])}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (tls) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Whether the request reached the server over TLS: directly, or as a trusted proxy says (`X-Forwarded-Proto`). */
export const overTls = (req: FastifyRequest): boolean => req.protocol === 'https';

export interface SecurityHeaderOptions {
  /** The merchant's extra origins for this request (its host decides the merchant). */
  sourcesFor?: (req: FastifyRequest) => PolicySources;
  /** The hashes of the shell's inline styles (read from the built index.html). */
  shellStyleHashes?: () => readonly string[];
}

const WORKER_PATH = '/m/sw.js';

/** A page's own inline styles (a first visit's theme, server/http/bootShell.ts), allowed by hash for its answer alone. */
const pageStyles = new WeakMap<FastifyRequest, readonly string[]>();

/** Names the hashes of the inline styles this request's page carries beyond the built shell's. */
export function notePageStyles(req: FastifyRequest, hashes: readonly string[]): void {
  if (hashes.length > 0) pageStyles.set(req, hashes);
}

/** Whether an answer is the app itself: a page with no policy of its own, or the worker script. */
function isAppDocument(req: FastifyRequest, reply: FastifyReply): boolean {
  if (req.url.split('?')[0] === WORKER_PATH) return true;
  return /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''));
}

/** Sets the headers of one answer (docs/security.md "Headers"); the onSend hook and the router's errors call it. */
export function setSecurityHeaders(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: SecurityHeaderOptions = {},
): void {
  reply.header('x-content-type-options', 'nosniff');
  // A page may be stricter than the default (the demo game sends no referrer at all): its own value stays.
  const unlessSet = (name: string, value: string) => {
    if (reply.getHeader(name) === undefined) reply.header(name, value);
  };
  unlessSet('referrer-policy', 'strict-origin-when-cross-origin');
  unlessSet('permissions-policy', PERMISSIONS_POLICY);
  unlessSet('cross-origin-opener-policy', 'same-origin');
  if (overTls(req)) reply.header('strict-transport-security', HSTS);
  const own = reply.getHeader('content-security-policy');
  if (own !== undefined) {
    // Browsers without frame-ancestors: same-origin framing only for a page that allows 'self', else none.
    if (reply.getHeader('x-frame-options') === undefined)
      reply.header('x-frame-options', /frame-ancestors\s+'self'/.test(String(own)) ? 'SAMEORIGIN' : 'DENY');
    return;
  }
  if (isAppDocument(req, reply)) {
    const sources = opts.sourcesFor?.(req) ?? NO_SOURCES;
    reply.header(
      'content-security-policy',
      appPolicy(
        sources,
        [...(opts.shellStyleHashes?.() ?? []), ...(pageStyles.get(req) ?? [])],
        overTls(req),
      ),
    );
    reply.header('cross-origin-resource-policy', 'same-origin');
  } else {
    reply.header('content-security-policy', NOTHING_POLICY);
  }
  reply.header('x-frame-options', 'DENY');
}

/** Registers the headers for every answer that goes through Fastify's hooks (docs/security.md "Headers"). */
export function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions = {}): void {
  app.addHook('onSend', async (req, reply, payload) => {
    setSecurityHeaders(req, reply, opts);
    return payload;
  });
}
