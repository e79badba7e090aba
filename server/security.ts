import type { FastifyHelmetOptions } from '@fastify/helmet';

/**
 * Security headers. Scripts come only from this origin: no 'unsafe-inline', no eval (the
 * page's data travels in a non-executable JSON block). Styles allow inline attributes,
 * which React's style props need; that is not a script-injection path. Who may frame the
 * site is configuration (the parent page with the map), so X-Frame-Options stays off and
 * frame-ancestors decides.
 */
export function helmetOptions(frameAncestors: string[], https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        frameSrc: ["'self'"],
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
