import { beforeAll, expect, it } from 'vitest';
import { getUnreadCount } from '../../src/api/contract/member';
import {
  getMessage,
  listMessages,
  markMessagesRead,
  type MessageSummary,
} from '../../src/api/contract/messages';
import { notifyMember } from '../accounts/notify';
import { describeDb } from '../db/testing';
import { messages } from '../db/schema/index';
import { buildTestApp, type TestApp } from '../testing/app';
import { call, testProfile } from '../testing/accounts';
import { addPlayer, type TestPlayer } from '../testing/players';

describeDb('the message centre', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await buildTestApp(t.db, testProfile());
  });
  const inbox = async (p: TestPlayer, query: Record<string, string> = {}) =>
    (await call(api, listMessages, { token: p.token, query })).value as {
      list: MessageSummary[];
      totalPages: number;
      unread: number;
    };
  const unread = async (p: TestPlayer) =>
    (await call(api, getUnreadCount, { token: p.token })).value as number;
  const seed = async (p: TestPlayer, n: number) => {
    for (let i = 0; i < n; i++)
      await t.db.insert(messages).values({
        memberId: p.memberId,
        title: `Message ${i}`,
        body: `<p>Body ${i}</p>`,
        createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)),
      });
  };

  it('lists the inbox newest first with the unread count, paged', async () => {
    const p = await addPlayer(api);
    await seed(p, 3);
    const first = await inbox(p, { pageSize: '2' });
    expect(first.list.map((m) => [m.title, m.read])).toEqual([
      ['Message 2', false],
      ['Message 1', false],
    ]);
    expect(first).toMatchObject({ totalPages: 2, unread: 3 });
    expect((await inbox(p, { pageSize: '2', pageNo: '2' })).list.map((m) => m.title)).toEqual(['Message 0']);
  });

  it('reads one message without marking it; marking it read lowers the count; mark all clears it', async () => {
    const p = await addPlayer(api);
    await seed(p, 3);
    const [newest] = (await inbox(p)).list;
    const read = await call(api, getMessage, { token: p.token, query: { id: String(newest!.id) } });
    expect(read.value).toMatchObject({ title: 'Message 2', body: '<p>Body 2</p>', readAt: null });
    expect(await unread(p)).toBe(3);
    expect(
      (await call(api, markMessagesRead, { token: p.token, body: { ids: [newest!.id] } })).value,
    ).toEqual({
      unread: 2,
    });
    expect(await unread(p)).toBe(2);
    expect((await inbox(p)).list[0]!.read).toBe(true);
    expect((await call(api, markMessagesRead, { token: p.token, body: { all: true } })).value).toEqual({
      unread: 0,
    });
    expect((await call(api, markMessagesRead, { token: p.token, body: {} })).status).toBe(400);
  });

  it("never shows or marks another member's message", async () => {
    const a = await addPlayer(api);
    const b = await addPlayer(api);
    await seed(a, 1);
    const [mine] = (await inbox(a)).list;
    expect((await call(api, getMessage, { token: b.token, query: { id: String(mine!.id) } })).status).toBe(
      404,
    );
    await call(api, markMessagesRead, { token: b.token, body: { ids: [mine!.id] } });
    expect(await unread(a)).toBe(1);
    expect((await inbox(b)).list).toEqual([]);
  });

  it('words a system message in the reader language each time it is read, and an operator message in its own', async () => {
    const p = await addPlayer(api);
    await notifyMember(t.db, p.memberId, 'withdrawalPaid', new Date(Date.UTC(2026, 10, 2)), {
      id: 7,
      amount: 1250.5,
    });
    await t.db.insert(messages).values({
      memberId: p.memberId,
      title: 'Holiday hours',
      body: '<p>Open all day.</p>',
      language: 'EN',
      translations: { TY: { title: 'Oras sa pista', content: '<p>Bukas buong araw.</p>' } },
      createdAt: new Date(Date.UTC(2026, 10, 1)),
    });
    const titles = async (language: string) =>
      (
        (await call(api, listMessages, { token: p.token, headers: { language } })).value as {
          list: MessageSummary[];
        }
      ).list.map((m) => m.title);
    expect(await titles('EN')).toEqual(['Your withdrawal was paid', 'Holiday hours']);
    expect(await titles('TY')).toEqual(['Naibayad na ang iyong withdrawal', 'Oras sa pista']);
    const [paid] = (await inbox(p)).list;
    const read = async (language: string) =>
      (
        await call(api, getMessage, {
          token: p.token,
          headers: { language },
          query: { id: String(paid!.id) },
        })
      ).value as { title: string; body: string };
    expect((await read('EN')).body).toContain('₱1,250.50');
    expect((await read('TY')).body).toContain('Naibayad na sa iyong payee account');
  });
});
