import { beforeAll, expect, it } from 'vitest';
import { listAnnouncements } from '../../src/api/contract/announcements';
import { getPromotion } from '../../src/api/contract/promotions';
import { describeDb } from '../db/testing';
import { seedCatalogue } from '../seed/catalogue';
import { buildTestApp, type TestApp } from '../testing/app';
import { PUBLIC_CATALOGUE } from './publicAnswers';

/** Queries for the public answers that need one; the others are asked with none. */
const QUERIES = new Map<string, string>([
  [listAnnouncements.path, 'types=B,PL,PU,H&groupName=m_home&platform=M'],
  [getPromotion.path, 'id=1'],
]);

/**
 * Every public answer kept in memory is cleared by a change to every table its build read (issue 51): kept only if
 * each of those tables announces its changes as the catalogue's (server/db/announced.ts), so an answer reading any
 * other table would not be kept, and this test names it.
 */
describeDb('public answers: every table read is followed', (t) => {
  let api: TestApp;
  beforeAll(async () => {
    await seedCatalogue(t.db);
    api = await buildTestApp(t.db, {}, { changes: t.changes });
  });

  it.each(PUBLIC_CATALOGUE.map((e) => [e.path, e] as const))(
    '%s is kept, and cleared by the catalogue',
    async (path, e) => {
      const cache = api.deps.publicAnswers;
      const query = QUERIES.get(path);
      const url = query ? `${path}?${query}` : path;
      const ask = () => api.app.inject({ method: e.method, url, headers: { merchant: 'demo' } });
      const first = await ask();
      expect(first.statusCode, first.body).toBe(200);
      const { hits, unheld } = cache.stats;
      expect((await ask()).body).toBe(first.body);
      // Kept: a build that read a table not announced as the catalogue's is not (a trigger is missing:
      // server/db/migrations/0017_change_feed.sql, mgp_announce_catalogue_change, shows how).
      expect(cache.stats.unheld, `${path} read a table no change clears`).toBe(unheld);
      expect(cache.stats.hits, `${path} kept`).toBe(hits + 1);
    },
  );
});
