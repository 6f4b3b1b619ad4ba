import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../deps';

/**
 * `POST /wps/dev/clock {offsetMs}` (DEV_CLOCK=1 only, never in production): sets how far the server's clock runs
 * ahead of the machine's, so an end-to-end test can let whole days pass for settlements (docs/agents.md). Answers
 * the server's time. Sessions, bets, draws and settlements all read this clock.
 */
export function registerDevClockRoutes(app: FastifyInstance, deps: ApiDeps): void {
  if (!deps.config.devClock) return;
  app.post<{ Body: { offsetMs?: unknown } | undefined }>('/wps/dev/clock', async (req, reply) => {
    const offset = req.body?.offsetMs;
    if (typeof offset !== 'number' || !Number.isFinite(offset) || Math.abs(offset) > 366 * 86_400_000)
      return reply.code(400).send({ success: false, errorCode: 'request.invalid' });
    deps.devClock.offsetMs = offset;
    return { success: true, value: { now: new Date(deps.now()).toISOString() } };
  });
}
