import Fastify from 'fastify';
import { boolean, object, string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../../src/api/contract/endpoint';
import type { ApiError } from './envelope';
import { sendFailure } from './envelope';
import { registerEndpoint } from './route';

const privateCall = endpoint({
  method: 'GET',
  path: '/wps/private',
  access: 'member',
  query: null,
  body: null,
  answer: boolean(),
});
const sealedCall = endpoint({
  method: 'POST',
  path: '/wps/sealed',
  access: 'guest',
  query: null,
  body: object({ secret: string() }),
  answer: boolean(),
  encrypted: true,
});

describe('registerEndpoint', () => {
  it('refuses a member endpoint when no session hook set a session', async () => {
    const app = Fastify();
    app.setErrorHandler((err, _req, reply) => sendFailure(reply, err as ApiError));
    registerEndpoint(app, privateCall, async () => true);
    const res = await app.inject({ method: 'GET', url: '/wps/private' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'login.not.session' });
  });

  it('will not register an encrypted endpoint without its body opener', () => {
    expect(() => registerEndpoint(Fastify(), sealedCall, async () => true)).toThrow(/openBody/);
  });
});
