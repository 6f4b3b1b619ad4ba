import { validate } from 'superstruct';
import type { AnyEndpoint } from '../src/api/contract/endpoint';
import { AnyEnvelope } from '../src/api/contract/envelope';
import {
  OFFLINE_HEADER,
  STALE_HEADER,
  read,
  requestKey,
  revalidate,
  sessionKeyOf,
  type CachedAnswer,
} from '../src/lib/swr';

/**
 * Stale-while-revalidate for one registry GET (swrEndpoints.ts), as a plain function over (Request, fetch, storage)
 * so it is tested without a worker. Storage is swr.ts over db.ts (tests swap the backend with `setBackend`).
 *
 * - The network is always asked, and its answer goes back to the page as it came (status, headers, body).
 * - A 2xx success envelope whose `value` passes the endpoint's answer schema is stored and announced by swr.ts
 *   (`{ key, updatedAt }` on the one channel): the worker is the writer while it controls the page.
 * - When the network fails, or has not answered within `timeoutMs`, the cached answer is served in a success
 *   envelope marked `X-MC-Cache: stale` with `X-MC-Updated-At`; a late network answer still refreshes the cache.
 * - With nothing cached, a timeout waits for the network; a failure is answered by the worker itself, 503 with
 *   `X-MC-Offline` (swr.ts), which the page's client reads as "no connection" at once. The worker's `respondWith`
 *   never rejects (Firefox reported each rejection as a page error).
 * - Answers that are not 2xx success envelopes (maintenance, a 401, a proxy's error page) pass through untouched
 *   and are never replaced by a cached copy.
 */

export const UPDATED_AT_HEADER = 'X-MC-Updated-At';

export interface SwrRouteDeps {
  /** The network: the worker's global fetch, or a fake. */
  fetch: (request: Request) => Promise<Response>;
  /** The host the app is served from (`self.location.host`); the runtime config is keyed by it. */
  host: string;
  /** How long to wait for the network before a cached answer is served instead. */
  timeoutMs: number;
}

export interface SwrHandling {
  /** What the page gets. */
  response: Promise<Response>;
  /** Resolves once the network answer is stored (or refused); the worker keeps itself alive until then. */
  settled: Promise<void>;
}

/** The store key of a request, from the same `requestKey` the page stores use. */
async function keyOf(request: Request, endpoint: AnyEndpoint, host: string): Promise<string | undefined> {
  const token = request.headers.get('Authorization');
  return requestKey({
    endpoint,
    host,
    merchant: request.headers.get('Merchant') ?? undefined,
    language: request.headers.get('Language') ?? undefined,
    session: endpoint.access === 'member' && token ? await sessionKeyOf(token) : undefined,
    query: new URL(request.url).searchParams,
  });
}

/** Stores a network answer when it is a 2xx success envelope whose value passes the schema. Never throws. */
async function store(key: string | undefined, endpoint: AnyEndpoint, copy: Response): Promise<void> {
  if (key === undefined || !copy.ok) {
    // Not awaited: a cancelled tee branch settles only once the page's branch is done too.
    void copy.body?.cancel().catch(() => undefined);
    return;
  }
  try {
    const [notEnvelope, envelope] = validate(JSON.parse(await copy.text()), AnyEnvelope);
    if (notEnvelope || !envelope.success) return;
    await revalidate(key, async () => envelope.value, endpoint.answer);
  } catch {
    // not JSON, or the value failed its schema: nothing is stored, and the page's client reports the answer
  }
}

function staleResponse(cached: CachedAnswer<unknown>): Response {
  return new Response(JSON.stringify({ success: true, value: cached.value }), {
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      [STALE_HEADER]: 'stale',
      [UPDATED_AT_HEADER]: String(cached.updatedAt),
    },
  });
}

/** The worker's answer when the network failed and nothing is kept: no connection, said as the worker's own. */
function offlineResponse(): Response {
  return new Response(
    JSON.stringify({ success: false, errorCode: 'client.network', message: 'No connection, nothing kept' }),
    {
      status: 503,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        [OFFLINE_HEADER]: '1',
      },
    },
  );
}

type FirstOutcome =
  { kind: 'answer'; response: Response } | { kind: 'failed'; error: unknown } | { kind: 'slow' };

/** Handles one registry GET; see the module comment for the rules. */
export function handleSwrRequest(request: Request, endpoint: AnyEndpoint, deps: SwrRouteDeps): SwrHandling {
  const key = keyOf(request, endpoint, deps.host).catch(() => undefined);
  // The copy is taken as soon as the answer arrives, before the page can start reading the body.
  const answered = deps.fetch(request).then((answer) => ({ answer, copy: answer.clone() }));
  const network = answered.then(({ answer }) => answer);
  const settled = answered.then(
    async ({ copy }) => store(await key, endpoint, copy),
    () => undefined,
  );

  const response = (async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<FirstOutcome>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'slow' }), deps.timeoutMs);
    });
    const first = await Promise.race<FirstOutcome>([
      network.then(
        (answer) => ({ kind: 'answer', response: answer }),
        (error: unknown) => ({ kind: 'failed', error }),
      ),
      slow,
    ]);
    clearTimeout(timer);
    if (first.kind === 'answer') return first.response;
    const k = await key;
    const cached = k === undefined ? undefined : await read(k, endpoint.answer);
    if (cached) return staleResponse(cached);
    if (first.kind === 'slow') return network.catch(() => offlineResponse());
    return offlineResponse();
  })();

  return { response, settled };
}
