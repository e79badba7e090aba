import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Lng } from '../../src/config/languages.ts';
import { enabledLanguages, isEnabledLanguage } from '../../src/config/site.ts';
import { pickLanguage } from '../language.ts';
import { resolveDetailPath } from '../detailPaths.ts';
import type { ReleaseView } from '../release/view.ts';
import type { ReleaseSnapshot } from '../release/types.ts';
import { fileTarget, goneKind } from '../release/resolve.ts';
import { listPageAnswer } from '../release/listPage.ts';
import { ADMIN_PAGE } from './adminPage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Cache rules, by the file's path in the site (dist/ or a release overlay): hashed assets
 * forever; HTML, translations and the data files revalidated (the data files keep their
 * addresses from one publish to the next and are answered 304 by their ETag while unchanged);
 * photos a week, the rest a day.
 */
export function cacheControlFor(sitePath: string): string {
  const normalized = `/${sitePath.split(path.sep).join('/').replace(/^\/+/, '')}`;
  if (normalized.startsWith('/assets/')) return IMMUTABLE;
  if (normalized.startsWith('/data/')) return 'no-cache';
  if (normalized.startsWith('/media/')) return 'public, max-age=604800';
  if (/\.html(\.br|\.gz)?$/.test(normalized) || normalized.startsWith('/locales/')) return 'no-cache';
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

function languageFor(request: FastifyRequest): Lng {
  const first = request.url.split('/')[1]?.split('?')[0];
  if (isEnabledLanguage(first)) return first;
  // No cookies yet on a URL the router refused before any hook ran (a broken %-escape).
  const cookies = request.cookies as FastifyRequest['cookies'] | null;
  return pickLanguage({ cookie: cookies?.i18nextLng, acceptLanguage: request.headers['accept-language'] });
}

/** LIVE_DIR/variants/, beside LIVE_DIR/releases/{id}/ (docs/LIVE_CATALOGUE.md). */
const variantsDirOf = (overlayDir: string) => path.resolve(overlayDir, '..', '..', 'variants');

/**
 * What only the build needs, never a visitor: dot-folders (Vite's .vite/manifest.json lists the
 * source paths) and the precompressed siblings (.br, .gz), which are sent in place of their page
 * with the right Content-Encoding, never as downloads of their own.
 */
const BUILD_INTERNAL = /(?:^|\/)\.|\.(?:br|gz)$/;

/** The release a request started on, for its not-found answer (a switch meanwhile changes nothing). */
const startedOn = new WeakMap<FastifyRequest, ReleaseSnapshot>();
/** The root a response's file is sent from (dist/ or an overlay), for its cache rule. */
const sentFrom = new WeakMap<object, string>();

/**
 * Serves the prerendered site: every page is a file dist/{lng}/{path}/index.html, assets
 * are precompressed at build (.br, .gz). Each file resolves against the release current when
 * the request started (docs/LIVE_CATALOGUE.md): its overlay's file, a hidden file as missing,
 * else the base's; a list's `?page=N` resolves to its page's file (release/listPage.ts). "/"
 * redirects to the visitor's language; an unknown URL gets the 404 page of its language with
 * status 404, a removed listing's the 410 of its kind.
 */
export async function pageRoutes(
  app: FastifyInstance,
  distDir: string,
  view: Pick<ReleaseView, 'current'>,
): Promise<(request: FastifyRequest, reply: FastifyReply, status: number) => FastifyReply> {
  if (!existsSync(distDir)) throw new Error(`No built site at ${distDir}: run "npm run build" first`);
  // The not-found pages are the base's: a release does not change them.
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
    // The route below chooses the root of each file (the base or the request's release).
    serve: false,
    index: ['index.html'],
    redirect: true,
    preCompressed: true,
    cacheControl: false,
    // The ETag alone revalidates a page. Last-Modified would add 45 bytes to every answer's
    // headers, and a list page's HTML with its headers must fit the first round trip (~14.6 KB).
    lastModified: false,
    // The 404 pages are served by the not-found handler with the right status, never as files;
    // the back office's page only at /admin/ (routes/adminPage.ts), with its own headers.
    allowedPath: (pathName) =>
      !/\/404(?:-\w+)?\.html$/.test(pathName) && pathName !== `/${ADMIN_PAGE}` && !BUILD_INTERNAL.test(pathName),
    setHeaders: (res, filePath) => {
      const root = sentFrom.get(res) ?? distDir;
      // A CRM photo's variants are named by their content: one name, one picture, for good.
      const cache = root.endsWith(`${path.sep}variants`) ? IMMUTABLE : cacheControlFor(path.relative(root, filePath));
      res.setHeader('cache-control', cache);
      // Any file may be sent brotli, gzip or plain (precompressed or compressed on the fly):
      // a shared cache must not hand the brotli body to a browser that did not ask for it.
      res.setHeader('vary', 'Accept-Encoding');
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      const release = view.current();
      startedOn.set(request, release);
      const url = request.raw.url ?? '/';
      // A list's page N is a file of its own (docs/DECISIONS.md, "Paged lists").
      const listPage = listPageAnswer(url, release.manifest.listPages);
      if (listPage.kind === 'missing') return void reply.callNotFound();
      if (listPage.kind === 'redirect') return void reply.redirect(listPage.location, 301);
      const target = fileTarget(listPage.kind === 'page' ? listPage.file : url, release);
      if (target.kind === 'missing') return void reply.callNotFound();
      if (target.kind === 'redirect') return void reply.redirect(target.location, 301);
      const root =
        target.root === 'overlay'
          ? target.dir
          : target.root === 'base' || !release.overlayDir
            ? distDir
            : variantsDirOf(release.overlayDir);
      sentFrom.set(reply.raw, root);
      reply.sendFile(target.pathname, root);
    },
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) return pageError(request, reply, 404);
    const release = startedOn.get(request) ?? view.current();
    const lng = languageFor(request);
    const [pathname = '/', query] = request.url.split(/\?(.*)/s);
    const readable = request.method === 'GET' || request.method === 'HEAD';
    const detail = readable ? resolveDetailPath(pathname, lng, release.manifest) : null;
    if (detail && 'redirect' in detail) {
      // Permanent: the canonical URL of a listing changes only if the agency renames its town or type.
      return reply.redirect(detail.redirect + (query ? `?${query}` : ''), 301);
    }
    const gone = readable ? goneKind(pathname, release) : null;
    if (gone) return pageError(request, reply, 410, gone);
    return pageError(request, reply, 404, detail ? detail.notFound : 'page');
  });
  return pageError;
}
