import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, getSystemStatus, type SiteSettings } from '../src/api/contract/config';
import { endpoint } from '../src/api/contract/endpoint';
import { listKeys, memoryBackend, setBackend } from '../src/lib/db';
import {
  listen,
  OFFLINE_HEADER,
  read,
  requestKey,
  revalidate,
  sessionKeyOf,
  type SwrMessage,
} from '../src/lib/swr';
import { demoConfig } from '../src/test/demoConfig';
import { handleSwrRequest, type SwrRouteDeps } from './swrRoute';

const HOST = 'm.example';
const status: SiteSettings = {
  maintenance: false,
  regionRestriction: false,
  location: { countryCode: 'PH', countryName: 'Philippines' },
};
const statusKey = requestKey({ endpoint: getSystemStatus, host: HOST, merchant: 'demo', language: 'TY' });
const memberInfo = endpoint({
  method: 'GET',
  path: '/wps/member/info',
  access: 'member',
  query: null,
  body: null,
  answer: getSystemStatus.answer,
  swr: true,
});

function get(path: string, headers: Record<string, string> = { Merchant: 'demo', Language: 'TY' }): Request {
  return new Request(`https://${HOST}${path}`, { headers });
}

function envelope(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'X-Upstream': 'yes' },
    ...init,
  });
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

function deps(fetch: SwrRouteDeps['fetch'], timeoutMs = 1000): SwrRouteDeps {
  return { fetch, host: HOST, timeoutMs };
}

async function seed(key: string | undefined, value: unknown): Promise<number> {
  if (key === undefined) throw new Error('no key');
  return (await revalidate(key, async () => value, getSystemStatus.answer)).updatedAt;
}

beforeEach(() => setBackend(memoryBackend()));
afterEach(() => setBackend(undefined));

describe('the worker route for cacheable GETs', () => {
  it('answers the network response as it came, then stores and announces its value', async () => {
    const messages: SwrMessage[] = [];
    const stop = listen((m) => messages.push(m));
    const { response, settled } = handleSwrRequest(
      get('/wps/system/status'),
      getSystemStatus,
      deps(async () => envelope({ success: true, value: status })),
    );
    const answer = await response;
    expect(answer.headers.get('X-Upstream')).toBe('yes');
    expect(answer.headers.get('X-MC-Cache')).toBeNull();
    expect(await answer.json()).toEqual({ success: true, value: status });
    await settled;
    const stored = await read(statusKey ?? '', getSystemStatus.answer);
    expect(stored?.value).toEqual(status);
    await vi.waitFor(() => expect(messages).toEqual([{ key: statusKey, updatedAt: stored?.updatedAt }]));
    stop();
  });

  it('serves the cached value in a success envelope marked stale when the network fails', async () => {
    const updatedAt = await seed(statusKey, status);
    const { response } = handleSwrRequest(get('/wps/system/status'), getSystemStatus, deps(offline));
    const answer = await response;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('X-MC-Cache')).toBe('stale');
    expect(answer.headers.get('X-MC-Updated-At')).toBe(String(updatedAt));
    expect(await answer.json()).toEqual({ success: true, value: status });
  });

  it('answers "no connection" itself when the network failed and nothing is kept, never a rejection', async () => {
    const { response, settled } = handleSwrRequest(get('/wps/system/status'), getSystemStatus, deps(offline));
    const answer = await response;
    expect(answer.status).toBe(503);
    expect(answer.headers.get(OFFLINE_HEADER)).toBe('1');
    expect(await answer.json()).toMatchObject({ success: false });
    await settled;
    expect(await listKeys()).toEqual([]);
  });

  it('serves the cached value when the network is slow, and the late answer still refreshes the cache', async () => {
    await seed(statusKey, status);
    let land: (r: Response) => void = () => {};
    const late = new Promise<Response>((resolve) => (land = resolve));
    const { response, settled } = handleSwrRequest(
      get('/wps/system/status'),
      getSystemStatus,
      deps(() => late, 10),
    );
    const answer = await response;
    expect(answer.headers.get('X-MC-Cache')).toBe('stale');
    land(envelope({ success: true, value: { ...status, maintenance: true } }));
    await settled;
    expect((await read(statusKey ?? '', getSystemStatus.answer))?.value.maintenance).toBe(true);
  });

  it('waits for a slow network when nothing is cached', async () => {
    const late = new Promise<Response>((resolve) =>
      setTimeout(() => resolve(envelope({ success: true, value: status })), 30),
    );
    const { response } = handleSwrRequest(
      get('/wps/system/status'),
      getSystemStatus,
      deps(() => late, 5),
    );
    const answer = await response;
    expect(answer.headers.get('X-MC-Cache')).toBeNull();
    expect(await answer.json()).toEqual({ success: true, value: status });
  });

  it.each([
    ['a failure envelope', () => envelope({ success: false, errorCode: 'system.maintenance' })],
    ['a value that fails its schema', () => envelope({ success: true, value: { maintenance: 'no' } })],
    ['an answer that is not JSON', () => new Response('<html>bad gateway</html>', { status: 200 })],
    ['a 2xx with no envelope', () => envelope({ maintenance: false })],
    ['an HTTP failure', () => envelope({ success: true, value: status }, { status: 500 })],
  ])('passes %s through untouched and stores nothing', async (_name, answer) => {
    const sent = answer();
    const body = await sent.clone().text();
    const { response, settled } = handleSwrRequest(
      get('/wps/system/status'),
      getSystemStatus,
      deps(async () => sent),
    );
    const got = await response;
    expect(got.status).toBe(sent.status);
    expect(await got.text()).toBe(body);
    await settled;
    expect(await listKeys()).toEqual([]);
  });

  it('never replaces a platform failure with the cached copy', async () => {
    await seed(statusKey, status);
    const { response } = handleSwrRequest(
      get('/wps/system/status'),
      getSystemStatus,
      deps(async () => envelope({ success: false, errorCode: 'system.maintenance' }, { status: 503 })),
    );
    const answer = await response;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('X-MC-Cache')).toBeNull();
  });

  it('keeps the language and merchant of the request apart', async () => {
    await seed(statusKey, status);
    const english = get('/wps/system/status', { Merchant: 'demo', Language: 'EN' });
    const nothingKept = async (request: Request) =>
      (await handleSwrRequest(request, getSystemStatus, deps(offline)).response).headers.get(OFFLINE_HEADER);
    expect(await nothingKept(english)).toBe('1');
    const other = get('/wps/system/status', { Merchant: 'other', Language: 'TY' });
    expect(await nothingKept(other)).toBe('1');
  });

  it("keys a member answer to the token's session, so another session never gets it", async () => {
    const mine = { Merchant: 'demo', Language: 'TY', Authorization: 'token-a' };
    const online = handleSwrRequest(
      get('/wps/member/info', mine),
      memberInfo,
      deps(async () => envelope({ success: true, value: status })),
    );
    await online.settled;
    const [key] = await listKeys();
    expect(key).toContain(await sessionKeyOf('token-a'));
    expect(key).not.toContain('token-a');
    const again = await handleSwrRequest(get('/wps/member/info', mine), memberInfo, deps(offline)).response;
    expect(again.headers.get('X-MC-Cache')).toBe('stale');
    const theirs = { ...mine, Authorization: 'token-b' };
    const theirAnswer = await handleSwrRequest(get('/wps/member/info', theirs), memberInfo, deps(offline))
      .response;
    expect(theirAnswer.headers.get(OFFLINE_HEADER)).toBe('1');
  });

  it('does not store a member answer sent without a session', async () => {
    const { settled } = handleSwrRequest(
      get('/wps/member/info'),
      memberInfo,
      deps(async () => envelope({ success: true, value: status })),
    );
    await settled;
    expect(await listKeys()).toEqual([]);
  });

  it("serves the runtime config under the page store's host key, even when the request names a merchant", async () => {
    const pageKey = requestKey({ endpoint: getRuntimeConfig, host: HOST });
    await revalidate(pageKey ?? '', async () => demoConfig, getRuntimeConfig.answer);
    const answer = await handleSwrRequest(get('/wps/system/config'), getRuntimeConfig, deps(offline))
      .response;
    expect(answer.headers.get('X-MC-Cache')).toBe('stale');
    expect(((await answer.json()) as { value: { merchantCode: string } }).value.merchantCode).toBe('demo');
  });
});
