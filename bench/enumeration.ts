// Timing of the account-recovery answers (issue "Trust", "Answers and timings"): the e-mail reset for a user name and
// e-mail that match an account against one that matches nothing, a login for an existing user with a wrong
// password against one for a user that does not exist, the register SMS for a taken and a free number, and a wrong
// code on the phone reset for a number with and without an account (issue 38). Alternating requests, the same count each, against the built
// server over loopback; prints the medians and their ratio. The probe found the matching reset about 40% slower before
// the mail moved after the answer. Prints figures; asserts nothing.
//   npm run build && npm run bench:enumeration      (BENCH_ROUNDS, default 200)
import { cpus } from 'node:os';
import { encryptionHeader, JWE_CONTENT_TYPE } from '../src/api/contract/jwe';
import { sealPayload } from '../src/lib/crypto';
import { startServer } from '../tests/e2e/harness';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const HEADERS = { merchant: 'demo', language: 'EN', device: 'MOBILE' };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

async function timed(send: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await send();
  await res.arrayBuffer();
  return performance.now() - start;
}

async function main(): Promise<void> {
  // The test profile's limits: the run sends hundreds of resets and logins from one address.
  const server = await startServer({ SERVER_PROFILE: 'test', LOG_LEVEL: 'error' });
  try {
    const reset = (username: string, email: string) => () =>
      fetch(`${server.url}/wps/member/password/email`, {
        method: 'POST',
        headers: { ...HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, email }).toString(),
      });
    const key = (
      (await (await fetch(`${server.url}/wps/system/publicKey`, { headers: HEADERS })).json()) as {
        value: Parameters<typeof sealPayload>[1];
      }
    ).value;
    const login = (username: string) => async () =>
      fetch(`${server.url}/wps/session/login`, {
        method: 'POST',
        headers: { ...HEADERS, 'content-type': JWE_CONTENT_TYPE, encryption: encryptionHeader(key.kid) },
        body: await sealPayload({ username, password: 'wrong-password-1' }, key),
      });

    const json = (path: string, body: unknown) => () =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const sealed = (path: string, body: unknown) => async () =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { ...HEADERS, 'content-type': JWE_CONTENT_TYPE, encryption: encryptionHeader(key.kid) },
        body: await sealPayload(body, key),
      });
    // The seeded `demo` account's number, and one no account has.
    const TAKEN = '09171234567';
    const FREE = '09179990000';
    let wrong = 100_000;
    const wrongCode = (mobileNum: string) => () =>
      sealed('/wps/member/password/phone', {
        newPassword: 'Another123',
        mobileNum,
        verificationCode: String(wrong++),
      })();
    // A live code for both numbers before each timed pair (sent after the answer; the outbox waits for it).
    const freshCodes = async () => {
      for (const mobileNum of [TAKEN, FREE])
        await (await json('/wps/verification/sms/noLogin', { mobileNum })()).text();
      await (await fetch(`${server.url}/wps/dev/outbox?channel=sms`, { headers: HEADERS })).text();
    };

    const pairs: [string, () => Promise<Response>, () => Promise<Response>, (() => Promise<void>)?][] = [
      [
        'e-mail reset: match vs no account',
        reset('demo', 'demo@example.com'),
        reset('ghost-user', 'ghost@example.com'),
      ],
      ['login, wrong password: existing vs missing user', login('player2'), login('ghost-user-2')],
      [
        'register SMS: taken vs free number',
        json('/wps/verification/sms/register', { mobileNo: TAKEN }),
        json('/wps/verification/sms/register', { mobileNo: FREE }),
      ],
      [
        'phone reset, wrong code: number with vs without an account',
        wrongCode(TAKEN),
        wrongCode(FREE),
        freshCodes,
      ],
    ];
    process.stdout.write(
      `${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}; ${ROUNDS} rounds each, alternating\n`,
    );
    for (const [name, a, b, before] of pairs) {
      for (let i = 0; i < 10; i++) await Promise.all([timed(a), timed(b)]); // warm up
      const ta: number[] = [];
      const tb: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        await before?.();
        if (i % 2 === 0) {
          ta.push(await timed(a));
          tb.push(await timed(b));
        } else {
          tb.push(await timed(b));
          ta.push(await timed(a));
        }
      }
      const ma = median(ta);
      const mb = median(tb);
      process.stdout.write(
        `${name}: medians ${ma.toFixed(2)} ms vs ${mb.toFixed(2)} ms, ratio ${(ma / mb).toFixed(3)}\n`,
      );
    }
  } finally {
    await server.stop();
  }
}

await main();
