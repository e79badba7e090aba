/**
 * The back office's page (docs/BACKOFFICE.md): /admin, /admin/ and every path under it answer
 * the built admin.html (the client build's second entry, at the root of dist/), and the back
 * office's router takes it from there. It is not a language path: no redirect to /fr/…, no
 * language 404. Never indexed (the header here, the meta in the page), never kept by a cache,
 * and without the file (a build without the back office) the answer is the site's 404.
 * The security headers are every answer's (server/security.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const ADMIN_PAGE = 'admin.html';

export function adminPageRoutes(app: FastifyInstance, distDir: string): void {
  const file = path.join(distDir, ADMIN_PAGE);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    // Read per request: a staff page is rare, and a new build's file is served without a restart.
    const html = await readFile(file, 'utf8').catch(() => null);
    reply.header('x-robots-tag', 'noindex, nofollow');
    if (html === null) return reply.callNotFound();
    return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };
  for (const url of ['/admin', '/admin/', '/admin/*']) app.route({ method: ['GET', 'HEAD'], url, handler });
}
