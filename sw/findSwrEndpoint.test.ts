import { describe, expect, it } from 'vitest';
import { getRuntimeConfig, getSystemStatus } from '../src/api/contract/config';
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
});
