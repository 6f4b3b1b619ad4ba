// The operator's command (docs/operators.md): `npm run ops -- <command> [args]`. It calls the running server's ops
// API, so it works on the embedded database (which only the server can open) and on PostgreSQL alike.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const HELP = `Usage: npm run ops -- <command> [arguments]

  withdrawals:list [--status pending|paid|rejected|all]   withdrawals, newest first (pending by default)
  withdrawals:approve ID [--reason TEXT]                  mark a held withdrawal paid out
  withdrawals:reject ID --reason TEXT                     reject it: the held amount goes back to the player
  deposits:list [--status pending|paid|failed|expired|held|all]   held: late successes waiting for review
  deposits:approve ID --reason TEXT                       credit a deposit whose money arrived without a callback
  balance:adjust USERNAME AMOUNT --reason TEXT [--merchant CODE]
                                                          credit (AMOUNT > 0) or debit (AMOUNT < 0) pesos
  accounts:show USERNAME [--merchant CODE]                one account: kind, state, how it registered, balance
  accounts:create USERNAME --kind agent|member --reason TEXT [--upline AGENT] [--merchant CODE]
                                                          a new account with a one-time password, shown once here
                                                          (it must set its own at first sign-in); an agent gets an
                                                          invitation code
  actions [TARGET]                                        the audit trail, e.g. withdrawal:12 or member:7
  promotions:list                                         every promotion, live or not
  promotions:add TEXTS --start YYYY-MM-DD [--end YYYY-MM-DD] [--categories 1,4]
                                                          publish one (no --end: long term); days of the merchant
  announcements:add --type PL|PU|A TEXTS [--execution A|B|F] [--days N]
                                                          publish a notice, popup or agent notice
  messages:send USER TEXTS (--body-ty/--body-en)          send a message to a member's message centre
  help:list [--device MOBILE|WEB]                         help-centre entries
  help:add TEXTS [--device MOBILE|WEB]                    add one at the end
  promotions:edit ID TEXTS    announcements:edit ID TEXTS    help:edit ID TEXTS    categories:edit ID --title-ty T
                                                          replace the texts of the languages given

  TEXTS: --title-ty T --content-ty HTML --title-en T --content-en HTML (any language code; each language a player
  reads needs its text, else the merchant's default language is shown and the server logs a warning). A bare
  --title/--content is the merchant's default language.
  help:remove ID                                          remove one
  contracts:settle                                        pay every whole period of the agent contracts now
  service:inbox [--status waiting|all]                    customer-service chats (those waiting for an answer)
  service:show CHAT                                       one chat's messages
  service:reply CHAT TEXT                                 answer a chat as this operator

Environment: OPS_URL (default http://127.0.0.1:$PORT or :8080), OPS_TOKEN (default: the token file the server
writes when OPS_TOKENS is unset, OPS_TOKEN_FILE or .data/ops-token).`;

interface Parsed {
  command: string | undefined;
  args: string[];
  flags: Record<string, string>;
}

export function parseArgs(argv: string[]): Parsed {
  const args: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--help' || a === '-h') flags.help = '1';
    else if (a.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${a} needs a value`);
      flags[a.slice(2)] = value;
      i++;
    } else args.push(a);
  }
  return { command: args.shift(), args, flags };
}

function token(): string {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  const file = resolve(
    process.env.OPS_TOKEN_FILE || join(dirname(process.env.DATA_DIR ?? '.data/pglite'), 'ops-token'),
  );
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`no OPS_TOKEN and no token file at ${file} (is the server running without OPS_TOKENS?)`);
  }
}

async function request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const base = process.env.OPS_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await res.json().catch(() => ({}))) as {
    success?: boolean;
    value?: unknown;
    message?: string;
  };
  if (!res.ok || !json.success) throw new Error(json.message ?? `the server answered ${res.status}`);
  return json.value;
}

/**
 * The texts by language in the flags: `--title-ty T --content-ty HTML`, `--title-en …` (any language code), and a
 * bare `--title`/`--content` (the merchant's default language, sent as title/content). `body` stands for content.
 */
export function textsFlags(flags: Record<string, string>, content = 'content'): Record<string, unknown> {
  const texts: Record<string, { title: string; content: string }> = {};
  for (const [key, value] of Object.entries(flags)) {
    const m = /^(title|content|body)-([a-z]{2,8})$/i.exec(key);
    if (!m) continue;
    const language = m[2]!.toUpperCase();
    const field = m[1] === 'title' ? 'title' : 'content';
    texts[language] = { title: '', content: '', ...texts[language], [field]: value };
  }
  for (const [language, t] of Object.entries(texts))
    if (!t.title) throw new Error(`--title-${language.toLowerCase()} is needed with its --${content}-…`);
  return {
    ...(flags.title ? { title: flags.title } : {}),
    ...(flags[content] ? { content: flags[content] } : {}),
    ...(Object.keys(texts).length ? { texts } : {}),
  };
}

const hasText = (flags: Record<string, string>) =>
  Object.keys(flags).some((k) => /^(title|content|body)(-[a-z]{2,8})?$/i.test(k));

const idOf = (raw: string | undefined) => {
  if (!raw || !/^\d+$/.test(raw)) throw new Error('an ID (a number) is required');
  return raw;
};
const chatOf = (raw: string | undefined) => {
  if (!raw || !/^[0-9a-f]{32}$/.test(raw))
    throw new Error('a chat id (32 hex characters, from service:inbox) is required');
  return raw;
};
const reasonOf = (flags: Record<string, string>, required: boolean) => {
  if (required && !flags.reason) throw new Error('--reason TEXT is required');
  return flags.reason;
};

async function run(p: Parsed): Promise<unknown> {
  const { command, args, flags } = p;
  switch (command) {
    case 'withdrawals:list':
      return request('GET', `/ops/withdrawals?status=${encodeURIComponent(flags.status ?? 'pending')}`);
    case 'withdrawals:approve':
      return request('POST', `/ops/withdrawals/${idOf(args[0])}/approve`, { reason: reasonOf(flags, false) });
    case 'withdrawals:reject':
      return request('POST', `/ops/withdrawals/${idOf(args[0])}/reject`, { reason: reasonOf(flags, true) });
    case 'deposits:list':
      return request('GET', `/ops/deposits?status=${encodeURIComponent(flags.status ?? 'pending')}`);
    case 'deposits:approve':
      return request('POST', `/ops/deposits/${idOf(args[0])}/approve`, { reason: reasonOf(flags, true) });
    case 'balance:adjust': {
      const [username, amount] = args;
      if (!username || !amount) throw new Error('balance:adjust USERNAME AMOUNT --reason TEXT');
      return request('POST', '/ops/balance/adjust', {
        username,
        amount,
        reason: reasonOf(flags, true),
        ...(flags.merchant ? { merchant: flags.merchant } : {}),
      });
    }
    case 'accounts:create': {
      if (!args[0] || (flags.kind !== 'agent' && flags.kind !== 'member'))
        throw new Error(
          'accounts:create USERNAME --kind agent|member --reason TEXT [--upline AGENT] [--merchant CODE]',
        );
      return request('POST', '/ops/accounts', {
        username: args[0],
        kind: flags.kind,
        reason: reasonOf(flags, true),
        ...(flags.upline ? { upline: flags.upline } : {}),
        ...(flags.merchant ? { merchant: flags.merchant } : {}),
      });
    }
    case 'accounts:show': {
      if (!args[0]) throw new Error('accounts:show USERNAME [--merchant CODE]');
      const merchant = flags.merchant ? `?merchant=${encodeURIComponent(flags.merchant)}` : '';
      return request('GET', `/ops/accounts/${encodeURIComponent(args[0])}${merchant}`);
    }
    case 'actions':
      return request('GET', `/ops/actions${args[0] ? `?target=${encodeURIComponent(args[0])}` : ''}`);
    case 'promotions:list':
      return request('GET', '/ops/promotions');
    case 'promotions:add': {
      if (!hasText(flags) || !flags.start)
        throw new Error(
          'promotions:add --title-ty T --content-ty HTML --title-en T --content-en HTML --start YYYY-MM-DD [--end YYYY-MM-DD]',
        );
      const categoryIds = flags.categories
        ? flags.categories.split(',').map((c) => {
            if (!/^\d+$/.test(c.trim())) throw new Error('--categories: category ids, e.g. 1,4');
            return Number(c);
          })
        : [];
      return request('POST', '/ops/promotions', {
        ...textsFlags(flags),
        start: flags.start,
        ...(flags.end ? { end: flags.end } : {}),
        categoryIds,
        ...(flags.merchant ? { merchant: flags.merchant } : {}),
      });
    }
    case 'announcements:add':
      if (!flags.type || !hasText(flags))
        throw new Error(
          'announcements:add --type PL|PU|A --title-ty T --content-ty HTML --title-en T --content-en HTML',
        );
      return request('POST', '/ops/announcements', {
        type: flags.type,
        ...textsFlags(flags),
        ...(flags.execution ? { execution: flags.execution } : {}),
        ...(flags.days ? { days: Number(flags.days) } : {}),
      });
    case 'messages:send':
      if (!args[0] || !hasText(flags))
        throw new Error('messages:send USER --title-ty T --body-ty HTML --title-en T --body-en HTML');
      return request('POST', '/ops/messages', { username: args[0], ...textsFlags(flags, 'body') });
    case 'help:list':
      return request('GET', `/ops/help${flags.device ? `?device=${encodeURIComponent(flags.device)}` : ''}`);
    case 'help:add':
      if (!hasText(flags))
        throw new Error('help:add --title-ty T --content-ty HTML --title-en T --content-en HTML');
      return request('POST', '/ops/help', {
        ...textsFlags(flags),
        ...(flags.device ? { device: flags.device } : {}),
      });
    case 'promotions:edit':
    case 'announcements:edit':
    case 'help:edit':
    case 'categories:edit': {
      const kind = {
        promotions: 'promotion',
        announcements: 'announcement',
        help: 'help',
        categories: 'category',
      }[command.split(':')[0] as 'promotions'];
      const { texts } = textsFlags(flags) as { texts?: unknown };
      if (!texts) throw new Error(`${command} ID --title-ty T [--content-ty HTML] (one language or more)`);
      return request('POST', `/ops/texts/${kind}/${idOf(args[0])}`, { texts });
    }
    case 'help:remove':
      return request('POST', `/ops/help/${idOf(args[0])}/remove`, {});
    case 'contracts:settle':
      return request('POST', '/ops/contracts/settle', {});
    case 'service:inbox':
      return request('GET', `/ops/service/chats?status=${encodeURIComponent(flags.status ?? 'waiting')}`);
    case 'service:show':
      return request('GET', `/ops/service/chats/${chatOf(args[0])}`);
    case 'service:reply': {
      const text = args.slice(1).join(' ');
      if (!text) throw new Error('service:reply CHAT TEXT');
      return request('POST', `/ops/service/chats/${chatOf(args[0])}/reply`, { text });
    }
    default:
      throw new Error(command ? `unknown command "${command}" (see --help)` : 'no command (see --help)');
  }
}

async function main(): Promise<void> {
  let parsed: Parsed;
  try {
    parsed = parseArgs(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`ops: ${(err as Error).message}\n`);
    process.exit(1);
  }
  if (parsed.flags.help || !parsed.command) {
    process.stdout.write(`${HELP}\n`);
    process.exit(parsed.command || parsed.flags.help ? 0 : 1);
  }
  try {
    process.stdout.write(`${JSON.stringify(await run(parsed), null, 2)}\n`);
  } catch (err) {
    process.stderr.write(`ops: ${(err as Error).message}\n`);
    process.exit(1);
  }
}

await main();
