import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import { site } from '../src/config/site.ts';
import { helmetOptions } from './security.ts';
import { healthRoutes } from './routes/health.ts';
import { pageRoutes } from './routes/pages.ts';

export interface AppDeps {
  /** The built site (dist/). */
  distDir: string;
  /** Canonical detail paths written by the build (build/canonical.json). */
  detailManifest?: string;
  clock?: () => Date;
  logger?: boolean;
  /** Who may frame the site; defaults to the site configuration. */
  frameAncestors?: string[];
  /** Served over HTTPS (adds HSTS). */
  https?: boolean;
}

/** Builds the whole server without listening, so tests can inject requests. */
export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: true,
    bodyLimit: 64 * 1024,
  });

  await app.register(helmet, helmetOptions(deps.frameAncestors ?? site.security.frameAncestors, deps.https ?? false));
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  healthRoutes(app, clock, clock());
  await pageRoutes(app, path.resolve(deps.distDir), deps.detailManifest);
  return app;
}
