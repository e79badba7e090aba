/**
 * Cross-site request forgery: a request that changes something must come from a page of this
 * site. Browsers send Origin with every POST made by fetch (and Referer when Origin is
 * missing); a request with neither is refused, since the portal's own pages always send one.
 * SameSite=Lax on the session cookie is the second line.
 */
import type { FastifyRequest } from 'fastify';

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function sameOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  const header = request.headers.origin;
  const origin = typeof header === 'string' ? originOf(header) : originOf(request.headers.referer);
  if (!origin) return false;
  return origin === siteOrigin || origin === `${request.protocol}://${request.host}`;
}
