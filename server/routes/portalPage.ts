/**
 * The portal's page (/{lng}/eigenaar/, /proprietaire/, /owner/): for a logged-in owner,
 * rendered here with their data; without a session, straight to the login, which brings the
 * owner back. Personal data: never stored by a cache, and the answer depends on the cookie.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalPreload } from '../../src/domain/forms/portal.ts';
import type { Owner } from '../owners/accounts.ts';
import type { PortalRenderer } from '../ssr/portalRenderer.ts';

export interface PortalPageDeps {
  renderer: PortalRenderer;
  /** The owner of the request's session, or null (and the dead cookie is cleared). */
  ownerOf(request: FastifyRequest, reply: FastifyReply): Promise<Owner | null>;
  /** Whether the request came with a session cookie at all (then it has ended). */
  hadSession(request: FastifyRequest): boolean;
  preloadOf(owner: Owner, id: number | null): Promise<PortalPreload>;
}

/** The ?id= of a portal address, when it is a property id (as the page reads it). */
function idOf(query: unknown): number | null {
  const raw = (query as Record<string, unknown> | undefined)?.id;
  return typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export function portalPageRoutes(scope: FastifyInstance, deps: PortalPageDeps): void {
  for (const { portal, login } of deps.renderer.paths) {
    scope.get(portal, async (request, reply) => {
      reply.header('cache-control', 'no-store').header('vary', 'Cookie');
      const owner = await deps.ownerOf(request, reply);
      if (!owner) {
        const ended = deps.hadSession(request) ? '&ended=1' : '';
        return reply.redirect(`${login}?next=${encodeURIComponent(request.url)}${ended}`, 303);
      }
      const html = await deps.renderer.render(request.url, await deps.preloadOf(owner, idOf(request.query)));
      return reply.type('text/html; charset=utf-8').send(html);
    });
  }
}
