import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Lng } from '../../src/config/languages.ts';
import { enabledLanguages, isEnabledLanguage } from '../../src/config/site.ts';
import { pickLanguage } from '../language.ts';
import { resolveDetailPath, type DetailManifest } from '../detailPaths.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache rules: hashed assets and the catalogue files (their path holds the build id) forever,
 * HTML and translations revalidated, photos a week, the rest a day.
 */
export function cacheControlFor(filePath: string): string {
  const normalized = filePath.split(path.sep).join('/');
  if (normalized.includes('/assets/') || normalized.includes('/data/')) return IMMUTABLE;
  if (normalized.includes('/media/')) return 'public, max-age=604800';
  if (/\.html(\.br|\.gz)?$/.test(normalized) || normalized.includes('/locales/')) return 'no-cache';
  return 'public, max-age=86400';
}

type NotFoundKind = 'page' | 'property' | 'project';

/** The 404 pages of each language: the general one and "property / project not found". */
function loadNotFoundPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const lng of enabledLanguages) {
    for (const kind of ['page', 'property', 'project'] as const) {
      const file = path.join(distDir, lng, kind === 'page' ? '404.html' : `404-${kind}.html`);
      if (existsSync(file)) pages.set(`${lng}:${kind}`, readFileSync(file, 'utf8'));
    }
  }
  return pages;
}

export function loadManifest(file: string | undefined): DetailManifest {
  if (!file || !existsSync(file)) return { canonical: {}, prefixes: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as DetailManifest;
}

function languageFor(request: FastifyRequest): Lng {
  const first = request.url.split('/')[1]?.split('?')[0];
  if (isEnabledLanguage(first)) return first;
  // No cookies yet on a URL the router refused before any hook ran (a broken %-escape).
  const cookies = request.cookies as FastifyRequest['cookies'] | null;
  return pickLanguage({ cookie: cookies?.i18nextLng, acceptLanguage: request.headers['accept-language'] });
}

/**
 * What only the build needs, never a visitor: dot-folders (Vite's .vite/manifest.json lists the
 * source paths) and the precompressed siblings (.br, .gz), which are sent in place of their page
 * with the right Content-Encoding, never as downloads of their own.
 */
const BUILD_INTERNAL = /(?:^|\/)\.|\.(?:br|gz)$/;

/**
 * Serves the prerendered site: every page is a file dist/{lng}/{path}/index.html, assets
 * are precompressed at build (.br, .gz). "/" redirects to the visitor's language; an
 * unknown URL gets the 404 page of its language with status 404.
 */
export async function pageRoutes(
  app: FastifyInstance,
  distDir: string,
  manifest: DetailManifest,
): Promise<(request: FastifyRequest, reply: FastifyReply, status: number) => FastifyReply> {
  if (!existsSync(distDir)) throw new Error(`No built site at ${distDir}: run "npm run build" first`);
  const notFoundPages = loadNotFoundPages(distDir);

  /** The API's `{ error }` or the not-found page of the visitor's language, with this status. */
  const pageError = (request: FastifyRequest, reply: FastifyReply, status: number, kind: NotFoundKind = 'page') => {
    reply.code(status).header('cache-control', 'no-cache');
    if (request.url.startsWith('/api/')) {
      return reply.send({ error: status === 404 ? 'not_found' : 'errors.badRequest' });
    }
    const lng = languageFor(request);
    const page = notFoundPages.get(`${lng}:${kind}`) ?? notFoundPages.get(`${lng}:page`);
    if (!page) return reply.type('text/plain; charset=utf-8').send('Not found');
    return reply.type('text/html; charset=utf-8').send(page);
  };

  app.get('/', async (request: FastifyRequest<{ Querystring: { lng?: string } }>, reply) => {
    const lng = pickLanguage({
      query: request.query.lng,
      cookie: request.cookies.i18nextLng,
      acceptLanguage: request.headers['accept-language'],
    });
    reply.header('vary', 'Accept-Language, Cookie').header('cache-control', 'private, no-cache');
    return reply.redirect(`/${lng}/`, 302);
  });

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    redirect: true,
    preCompressed: true,
    cacheControl: false,
    // The 404 pages are served by the not-found handler with the right status, never as files.
    allowedPath: (pathName) => !/\/404(?:-\w+)?\.html$/.test(pathName) && !BUILD_INTERNAL.test(pathName),
    setHeaders: (res, filePath) => {
      res.setHeader('cache-control', cacheControlFor(filePath));
      // Any file may be sent brotli, gzip or plain (precompressed or compressed on the fly):
      // a shared cache must not hand the brotli body to a browser that did not ask for it.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) return pageError(request, reply, 404);
    const lng = languageFor(request);
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    const detail =
      request.method === 'GET' || request.method === 'HEAD' ? resolveDetailPath(pathname, lng, manifest) : null;
    if (detail && 'redirect' in detail) {
      // Permanent: the canonical URL of a listing changes only if the agency renames its town or type.
      return reply.redirect(detail.redirect + (query ? `?${query}` : ''), 301);
    }
    return pageError(request, reply, 404, detail ? detail.notFound : 'page');
  });
  return pageError;
}
