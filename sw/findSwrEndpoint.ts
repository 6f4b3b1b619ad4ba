import type { AnyEndpoint } from '../src/api/contract/endpoint';
import { swrEndpoints } from '../src/api/contract/swrEndpoints';

const byPath = new Map(swrEndpoints.map((e) => [e.path, e]));

/**
 * The registry endpoint a request is for, or undefined: only GETs whose path is listed in swrEndpoints.ts. Any
 * origin is matched, because the API base (runtime config `apiBase`) may be another host than the app's.
 */
export function findSwrEndpoint(request: Request): AnyEndpoint | undefined {
  if (request.method !== 'GET') return undefined;
  const endpoint = byPath.get(new URL(request.url).pathname);
  return endpoint?.method === 'GET' ? endpoint : undefined;
}
