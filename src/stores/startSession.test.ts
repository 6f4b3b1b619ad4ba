import { beforeEach, describe, expect, it } from 'vitest';
import { memoryBackend, setBackend } from '../lib/db';
import { state as config } from './config';
import { isTrial, memberType, state as session } from './session';
import { startSession } from './startSession';
import { demoConfig } from '../test/demoConfig';

describe('starting a session', () => {
  beforeEach(() => {
    setBackend(memoryBackend());
    sessionStorage.clear();
    config.config = demoConfig;
  });

  it('keeps a login or registration answer under the merchant code of the config', () => {
    startSession({
      token: 't-1',
      userName: 'ana',
      customerType: 0,
      firstTimeLogin: true,
      mustChangePassword: false,
    });
    const record = {
      token: 't-1',
      merchantCode: demoConfig.merchantCode,
      userName: 'ana',
      type: 0,
      firstTimeLogin: true,
    };
    expect(session.info).toEqual(record);
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null')).toEqual(record);
    expect(isTrial()).toBe(false);
  });

  it('keeps only token and trial merchant code of a trial answer (spec 01 §3)', () => {
    startSession({ token: 't-2', userName: 'guest123', merchantCode: 'demo-trial' });
    expect(session.info).toEqual({ token: 't-2', merchantCode: 'demo-trial' });
    expect(isTrial()).toBe(true);
    expect(memberType()).toBe(4);
  });
});
