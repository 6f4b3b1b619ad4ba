import { describe, expect, it } from 'vitest';
import {
  databaseUnavailable,
  lostConnection,
  readOnlyStatement,
  startRetryPause,
  unreachableAtStart,
} from './unavailable';

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
      err('database "mgp" is not currently accepting connections', '55000'),
      err('sorry, too many clients already', '53300'),
      err('the database system is shutting down', '57P03'),
      err('terminating connection due to crash of another server process', '57P02'),
      err('could not extend file: No space left on device', '53100'),
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
      err('timeout expired'),
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

  it('waits at start for a database that is not there yet, with growing pauses, but not for a wrong password', () => {
    expect(unreachableAtStart(err('timeout expired'))).toBe(true);
    expect(unreachableAtStart(err('getaddrinfo ENOTFOUND pg1', 'ENOTFOUND'))).toBe(true);
    expect(unreachableAtStart(err('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(unreachableAtStart(err('password authentication failed for user "mgp"', '28P01'))).toBe(false);
    expect(unreachableAtStart(err('database "mgp" does not exist', '3D000'))).toBe(false);
    expect([0, 1, 2, 3, 4, 9].map(startRetryPause)).toEqual([500, 1000, 2000, 4000, 5000, 5000]);
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
