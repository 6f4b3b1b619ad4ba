// Signs an account in as the app does (a sealed login body), for the benchmarks.
import { encryptionHeader, JWE_CONTENT_TYPE } from '../src/api/contract/jwe';
import { sealPayload } from '../src/lib/crypto';

export const BENCH_HEADERS = { Merchant: 'demo', Language: 'TY', Device: 'MOBILE' };

type PublishedKey = Parameters<typeof sealPayload>[1];

/** The request headers of a signed-in account: the demo merchant's, plus its session token. */
export async function signIn(
  base: string,
  username: string,
  password: string,
): Promise<Record<string, string>> {
  const key = (
    (await (await fetch(`${base}/wps/system/publicKey`, { headers: BENCH_HEADERS })).json()) as {
      value: PublishedKey;
    }
  ).value;
  const login = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { ...BENCH_HEADERS, 'content-type': JWE_CONTENT_TYPE, encryption: encryptionHeader(key.kid) },
    body: await sealPayload({ username, password }, key),
  });
  if (!login.ok) throw new Error(`login of ${username} answered ${login.status}`);
  const token = ((await login.json()) as { value: { token: string } }).value.token;
  return { ...BENCH_HEADERS, Authorization: token };
}
