import type { Session } from '../auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The live session behind `Authorization`, set by the session hook (server/auth/session-hook.ts). */
    session: Session | null;
  }
}

export type { Session };
