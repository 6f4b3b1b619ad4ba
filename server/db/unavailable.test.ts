import { describe, expect, it } from 'vitest';
import { databaseUnavailable, lostConnection, readOnlyStatement } from './unavailable';

/** An error as pg or Node gives it: a message and a code. */
const err = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('database trouble', () => {
  it('tells a lost or refused connection, a shutdown and a standby from a query of its own fault', () => {
    for (const e of [
      err('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      err('read ECONNRESET', 'ECONNRESET'),
      err('Connection terminated unexpectedly'),
      err('terminating connection due to administrator command', '57P01'),
      err('the database system is starting up', '57P03'),
      err('Client has encountered a connection error and is not queryable'),
      err('cannot execute INSERT in a read-only transaction', '25006'),
      err('connection failure', '08006'),
    ]) {
      expect(lostConnection(e)).toBe(true);
      expect(databaseUnavailable(e)).toBe(true);
    }
    for (const e of [
      err('duplicate key value violates unique constraint', '23505'),
      err('syntax error at or near "selec"', '42601'),
      err('could not serialize access', '40001'),
      new Error('Invalid request'),
    ])
      expect(databaseUnavailable(e)).toBe(false);
  });

  it('counts the time limits as unavailable, but not as a lost connection to send a read again on', () => {
    for (const e of [
      err('canceling statement due to statement timeout', '57014'),
      err('Query read timeout'),
      err('timeout exceeded when trying to connect'),
    ]) {
      expect(databaseUnavailable(e)).toBe(true);
      expect(lostConnection(e)).toBe(false);
    }
  });

  it("reads the cause of Drizzle's wrapped error", () => {
    const wrapped = Object.assign(new Error('Failed query: select 1'), {
      cause: err('read ECONNRESET', 'ECONNRESET'),
    });
    expect(databaseUnavailable(wrapped)).toBe(true);
  });

  it('sends again only statements that read', () => {
    expect(readOnlyStatement('select "id" from "members" where "id" = $1')).toBe(true);
    expect(readOnlyStatement('  WITH t AS (select 1) select * from t')).toBe(true);
    for (const text of [
      'insert into ledger_entries values ($1)',
      'update wallets set balance = balance + $1',
      'select * from wallets where member_id = $1 for update',
      'with moved as (update wallets set balance = 0 returning *) select * from moved',
      "select pg_notify('mgp_changes', $1)",
      'select pg_advisory_lock($1)',
      'select nextval($1)',
    ])
      expect(readOnlyStatement(text)).toBe(false);
  });
});
