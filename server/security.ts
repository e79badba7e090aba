import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { EMBED_ORIGINS, YOUTUBE_THUMBNAIL_ORIGIN } from '../src/lib/video.ts';

/**
 * Security headers. Scripts come only from this origin: no 'unsafe-inline', no eval (the
 * page's data travels in a non-executable JSON block). Styles allow inline attributes,
 * which React's style props need; that is not a script-injection path. Who may frame the
 * site is configuration (the parent page with the map), so X-Frame-Options stays off and
 * frame-ancestors decides. The video and tour hosts are allowed as frames (and YouTube's stills
 * as images) because the app loads them only after consent and a click.
 */
export function helmetOptions(frameAncestors: string[], https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', YOUTUBE_THUMBNAIL_ORIGIN],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
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
 * Sets the headers on every answer. Helmet's middleware is built once: the Fastify plugin
 * builds it again for each request, parsing the whole policy every time.
 */
export function securityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const middleware = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
