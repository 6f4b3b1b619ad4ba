import { describe, expect, it } from 'vitest';
import { getRuntimeConfig, getSystemStatus } from '../src/api/contract/config';
import { spinDemoGame } from '../src/api/contract/demoGame';
import { getLotteryIssue, listLotteryBets, placeLotteryBet } from '../src/api/contract/lotteryBets';
import { findSwrEndpoint } from './findSwrEndpoint';

describe('which requests the worker caches', () => {
  it('finds the registry endpoint of a GET by its path, whatever the query or origin', () => {
    expect(findSwrEndpoint(new Request('https://m.example/wps/system/config'))).toBe(getRuntimeConfig);
    expect(findSwrEndpoint(new Request('https://api.example/wps/system/status?x=1'))).toBe(getSystemStatus);
  });

  it('leaves every other request alone', () => {
    expect(
      findSwrEndpoint(new Request('https://m.example/wps/system/config', { method: 'POST' })),
    ).toBeUndefined();
    expect(findSwrEndpoint(new Request('https://m.example/wps/member/balance'))).toBeUndefined();
    expect(findSwrEndpoint(new Request('https://m.example/wps/system/config/'))).toBeUndefined();
    expect(findSwrEndpoint(new Request('https://m.example/m/home'))).toBeUndefined();
  });

  it('never caches, queues or replays a money call, nor the lottery answers that change every draw', () => {
    for (const e of [placeLotteryBet, spinDemoGame])
      expect(
        findSwrEndpoint(new Request(`https://m.example${e.path}`, { method: 'POST', body: '{}' })),
      ).toBeUndefined();
    for (const e of [getLotteryIssue, listLotteryBets])
      expect(findSwrEndpoint(new Request(`https://m.example${e.path}?gameCode=X`))).toBeUndefined();
  });
});
