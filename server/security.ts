import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { EMBED_ORIGINS, YOUTUBE_THUMBNAIL_ORIGIN } from '../src/lib/video.ts';
import { BOOT_LOADER_CSP } from '../publisher/pages/bootLoader.ts';

/**
 * Security headers. Scripts come only from this origin: no 'unsafe-inline', no eval (the
 * page's data travels in a non-executable JSON block); the one inline script, the boot loader
 * (publisher/pages/bootLoader.ts), is allowed by its hash. Styles allow inline attributes,
 * which React's style props need; that is not a script-injection path. Who may frame the
 * site is configuration (the parent page with the map), so X-Frame-Options stays off and
 * frame-ancestors decides. The video and tour hosts are allowed as frames (and YouTube's stills
 * as images) because the app loads them only after consent and a click.
 */
export function helmetOptions(
  frameAncestors: string[],
  https: boolean,
  tags: { tagManager: string | null; siteTag: string | null; pixel: string | null } = {
    tagManager: null,
    siteTag: null,
    pixel: null,
  },
): HelmetOptions {
  const hosts = tagHosts(tags);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", BOOT_LOADER_CSP, ...hosts.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', YOUTUBE_THUMBNAIL_ORIGIN, ...hosts.img],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...hosts.connect],
        mediaSrc: ["'self'"],
        frameSrc: ["'self'", ...EMBED_ORIGINS],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors,
      },
    },
    frameguard: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    hsts: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/**
 * The hosts the configured tags load from and report to (Google's and Meta's published lists),
 * allowed only when their id is configured. The app requests them only after consent.
 */
export function tagHosts(tags: { tagManager: string | null; siteTag: string | null; pixel: string | null }) {
  const google = tags.tagManager !== null || tags.siteTag !== null;
  const meta = tags.pixel !== null;
  const analytics = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
  return {
    script: [
      ...(google ? ['https://www.googletagmanager.com'] : []),
      ...(meta ? ['https://connect.facebook.net'] : []),
    ],
    img: [
      ...(google ? ['https://www.googletagmanager.com', ...analytics] : []),
      ...(meta ? ['https://www.facebook.com'] : []),
    ],
    connect: [
      ...(google ? ['https://www.googletagmanager.com', ...analytics] : []),
      ...(meta ? ['https://www.facebook.com', 'https://connect.facebook.net'] : []),
    ],
  };
}

/**
 * Sets the headers on every answer. Helmet's middleware is built once: the Fastify plugin
 * builds it again for each request, parsing the whole policy every time.
 */
export function securityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const middleware = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
  // For an answer Fastify makes before any hook runs (a URL it cannot decode); helmet is synchronous.
  return (request, reply) => middleware(request.raw, reply.raw, () => undefined);
}
