import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listAnnouncements, listNotices } from '../../src/api/contract/announcements';
import { FLAG_NAMES, getRuntimeConfig, getSystemStatus } from '../../src/api/contract/config';
import { listGames } from '../../src/api/contract/games';
import { getHelpCentre } from '../../src/api/contract/help';
import { getPromotion, listPromotionCategories, listPromotions } from '../../src/api/contract/promotions';
import { describeDb } from '../db/testing';
import { createMerchantRegistry, type MerchantRegistry } from '../merchants/merchantRegistry';
import type { MerchantsFile } from '../merchants/schema';
import { catalogueTestApp, valueOf } from './catalogueTestApp';

/** The committed merchants file plus merchant `acme` on host games.acme.test. */
function twoMerchantFile(): string {
  const file = JSON.parse(readFileSync('server/merchants/merchants.json', 'utf8')) as MerchantsFile;
  const demo = file.merchants[0]!;
  const acme = { ...demo, code: 'acme', trialCode: 'acmetrial', minimumAge: 21 as const };
  acme.theme = { ...demo.theme, appName: 'Acme Play', shortName: 'Acme' };
  const path = join(mkdtempSync(join(tmpdir(), 'merchants-')), 'merchants.json');
  writeFileSync(
    path,
    JSON.stringify({ ...file, hosts: { 'games.acme.test': 'acme' }, merchants: [demo, acme] }),
  );
  return path;
}

describeDb('config, announcements, promotions, help and images', (t) => {
  let app: FastifyInstance;
  let merchants: MerchantRegistry;
  const get = (url: string, host = 'localhost') => app.inject({ method: 'GET', url, headers: { host } });

  beforeAll(async () => {
    merchants = createMerchantRegistry({ file: twoMerchantFile() });
    app = await catalogueTestApp(t.db, merchants);
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives the runtime config of the host merchant with every flag, TY first', async () => {
    const cfg = valueOf(getRuntimeConfig, await get(getRuntimeConfig.path, 'anything.example:8080'));
    expect(cfg.merchantCode).toBe('demo');
    expect(cfg.trialMerchantCode).toBe('demotrial');
    expect(Object.keys(cfg.flags).sort()).toEqual([...FLAG_NAMES].sort());
    expect(cfg.languages).toEqual({ default: 'TY', supported: ['TY', 'EN'] });
    expect(cfg.customerService).toHaveLength(2);
    expect(cfg.downloads.map((d) => d.resourceType)).toContain('TELEGRAM3');
    expect(cfg.minimumAge).toBe(18);
    expect(cfg.prizeMode).toBe('Elott');
  });

  it('switches the maintenance and region gates on a running server', async () => {
    merchants.override('*', { site: { maintenance: true, regionRestriction: true } });
    try {
      const status = valueOf(getSystemStatus, await get(getSystemStatus.path));
      expect(status).toMatchObject({ maintenance: true, regionRestriction: true });
      expect(valueOf(getRuntimeConfig, await get(getRuntimeConfig.path)).site.maintenance).toBe(true);
    } finally {
      merchants.override('*', null);
    }
    expect(valueOf(getSystemStatus, await get(getSystemStatus.path)).maintenance).toBe(false);
  });

  it('answers the home announcements with banners, player, popup, hot and the agent unread count', async () => {
    const url = `${listAnnouncements.path}?types=B,PL,PU,H,A&groupName=m_home&platform=M&merchantCode=demo&token=x`;
    const a = valueOf(listAnnouncements, await get(url));
    expect(a.banners.length).toBeGreaterThan(1);
    expect(a.banners[0]!.url).toMatch(/^\/cdn\/img\/banner\/\d+\/[A-Z0-9-]+\.png$/);
    expect(a.player.length).toBeGreaterThan(1);
    expect(new Set(a.popup.map((p) => p.execution))).toEqual(new Set(['A', 'B', 'F']));
    expect(a.hot.length).toBeGreaterThan(0);
    expect(a.promotion).toEqual([]);
    expect(a.footer.unreadCount).toBeGreaterThan(0);
  });

  it('fills only the asked types, serves the register group, and refuses an unknown type', async () => {
    const promo = valueOf(listAnnouncements, await get(`${listAnnouncements.path}?types=PR&platform=M`));
    expect(promo.promotion.length).toBeGreaterThan(3);
    expect([promo.banners, promo.player, promo.popup, promo.hot]).toEqual([[], [], [], []]);
    expect(promo.footer.unreadCount).toBe(0);
    const reg = valueOf(listAnnouncements, await get(`${listAnnouncements.path}?types=PU&groupName=m_reg`));
    expect(reg.popup.length).toBeGreaterThan(0);
    const bad = await get(`${listAnnouncements.path}?types=B,XX`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('request.invalid');
  });

  it('answers announcements and notices in the asked language, and the merchant default without a translation', async () => {
    const home = `${listAnnouncements.path}?types=B,PL,PU&groupName=m_home&platform=M`;
    const en = valueOf(listAnnouncements, await get(`${home}&language=EN`));
    const ty = valueOf(listAnnouncements, await get(`${home}&language=TY`));
    const popup = (a: typeof en, id: number) => a.popup.find((p) => p.id === id)!;
    const first = en.popup.find((p) => p.title === 'First deposit bonus')!;
    expect(popup(ty, first.id).title).toBe('Bonus sa unang deposito');
    expect(popup(ty, first.id).content).toContain('deposito');
    expect(ty.player.map((p) => p.id)).toEqual(en.player.map((p) => p.id));
    expect(ty.player[0]!.title).not.toBe(en.player[0]!.title);
    // The Language header counts when the query has none; a language nobody wrote falls back to the merchant's
    // default language (TY for the demo merchant), with a warning in the log (server/content/wording.test.ts).
    const byHeader = await app.inject({
      method: 'GET',
      url: home,
      headers: { host: 'localhost', language: 'TY' },
    });
    expect(valueOf(listAnnouncements, byHeader).popup).toEqual(ty.popup);
    const other = valueOf(listAnnouncements, await get(`${home}&language=VI`));
    expect(other.popup).toEqual(ty.popup);
    const notices = valueOf(listNotices, await get(`${listNotices.path}?language=TY`));
    expect(notices.map((n) => n.title)).toContain('Paalala sa seguridad');
  });

  it('answers promotions, their categories and help in the asked language, Tagalog for every seeded text', async () => {
    const both = async <T>(path: string, read: (body: unknown) => T) => ({
      en: read((await get(`${path}${path.includes('?') ? '&' : '?'}language=EN`)).json()),
      ty: read((await get(`${path}${path.includes('?') ? '&' : '?'}language=TY`)).json()),
    });
    const promos = await both(
      listPromotions.path,
      (b) => (b as { value: { title: string; content: string }[] }).value,
    );
    const cats = await both(listPromotionCategories.path, (b) => (b as { value: { title: string }[] }).value);
    const help = await both(
      `${getHelpCentre.path}?device=MOBILE`,
      (b) => (b as { value: { title: string }[] }).value,
    );
    expect(promos.ty.map((p) => p.title)).toContain('Araw-araw na Cashback sa Slots');
    expect(promos.en.map((p) => p.title)).toContain('Daily Slot Cashback');
    expect(promos.ty.every((p) => !p.content.includes('<h4>Terms</h4>'))).toBe(true);
    expect(cats.ty.map((c) => c.title)).toContain('Bagong Miyembro');
    expect(help.ty[0]!.title).toBe('Paano magparehistro');
    // A picture with words in it has its Tagalog one; the English stays English.
    const promoImage = (list: unknown) =>
      (list as { announcementImages: { url: string }[] }[])[1]!.announcementImages[0]!.url;
    expect(promoImage(promos.ty)).not.toBe(promoImage(promos.en));
    expect(help.en[0]!.title).toBe('How to register');
    // Every seeded text has its own Tagalog: no TY answer repeats its English beside names kept as they are.
    const same = (a: { title: string }[], b: { title: string }[]) =>
      a.filter((x, i) => x.title === b[i]!.title);
    const kept = ['100% Welcome Bonus', 'Fishing Frenzy', 'Slots', 'Live Casino', 'VIP'];
    expect(
      [...same(promos.ty, promos.en), ...same(cats.ty, cats.en), ...same(help.ty, help.en)]
        .map((x) => x.title)
        .filter((t) => !kept.includes(t)),
    ).toEqual([]);
  });

  it('lists notices for players and agents', async () => {
    const notices = valueOf(listNotices, await get(listNotices.path));
    expect(notices.length).toBeGreaterThan(2);
    expect(notices[0]!.content).toContain('<p>');
    const agent = valueOf(listNotices, await get(`${listNotices.path}?types=A`));
    expect(agent.length).toBeGreaterThan(0);
  });

  it('filters promotions by category and gives one promotion, or a 404 envelope', async () => {
    const cats = valueOf(listPromotionCategories, await get(listPromotionCategories.path));
    expect(cats.length).toBeGreaterThan(2);
    const all = valueOf(listPromotions, await get(listPromotions.path));
    const vip = valueOf(listPromotions, await get(`${listPromotions.path}?categoryId=5`));
    expect(vip.length).toBeGreaterThan(0);
    expect(vip.length).toBeLessThan(all.length);
    expect(vip.every((p) => p.promoAnnouncementCategoryIds.includes(5))).toBe(true);
    expect(all[0]!.announcementImages[0]!.sequence).toBe(1);
    const one = valueOf(getPromotion, await get(`${getPromotion.path}?id=${all[0]!.id}`));
    expect(one.title).toBe(all[0]!.title);
    const missing = await get(`${getPromotion.path}?id=999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('request.not.found');
  });

  it('gives the mobile help centre as title and HTML content', async () => {
    const help = valueOf(getHelpCentre, await get(`${getHelpCentre.path}?device=MOBILE`));
    expect(help.length).toBeGreaterThan(5);
    expect(help[0]!.content).toMatch(/^</);
  });

  it('serves the manifest of the host merchant with PNG icons it can draw', async () => {
    const res = await get('/m/manifest.webmanifest');
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const m = res.json();
    expect(m).toMatchObject({ name: 'Demo Games', short_name: 'Demo', start_url: '/m/home', scope: '/m/' });
    expect(m.display).toBe('standalone');
    expect(m.theme_color).toBe('#0b1f3a');
    const purposes = (m.icons as { sizes: string; purpose: string }[]).map((i) => `${i.sizes} ${i.purpose}`);
    expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of m.icons as { src: string; sizes: string }[]) {
      const png = await get(icon.src);
      expect(png.headers['content-type']).toBe('image/png');
      expect(png.rawPayload.readUInt32BE(16)).toBe(Number(icon.sizes.split('x')[0]));
    }
  });

  it('renders catalogue images locally with long cache headers, and 404s unknown image paths', async () => {
    const [game] = valueOf(listGames, await get('/wps/relay/GCSGAME_gameList?pageSize=1')).games;
    for (const url of [
      game!.iconUrl,
      '/cdn/TCG_PROD_IMAGES/RNG_LIST_VENDOR/AURORA-WHITE.png',
      '/cdn/img/logo/demo.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    expect((await get(game!.iconUrl)).headers['cache-control']).toContain('immutable');
    // A browser that takes WebP gets the same picture as lossless WebP, and caches know the answer varies.
    const webp = await app.inject({
      method: 'GET',
      url: game!.iconUrl,
      headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toBe('Accept');
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(webp.rawPayload.length).toBeLessThan((await get(game!.iconUrl)).rawPayload.length);
    expect((await get('/cdn/img/game/1/lower-case.png')).statusCode).toBe(404);
    expect((await get('/cdn/../etc/passwd')).statusCode).toBe(404);
  });

  it('resolves another merchant from its host name, for the config and the manifest', async () => {
    const cfg = valueOf(getRuntimeConfig, await get(getRuntimeConfig.path, 'GAMES.acme.test:443'));
    expect([cfg.merchantCode, cfg.trialMerchantCode, cfg.minimumAge]).toEqual(['acme', 'acmetrial', 21]);
    expect((await get('/m/manifest.webmanifest', 'games.acme.test')).json().name).toBe('Acme Play');
  });
});
