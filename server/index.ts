import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';

/**
 * Starts the server. PORT (8080) and HOST (0.0.0.0) from the environment; DIST_DIR points
 * at the built site; FRAME_ANCESTORS (space-separated) overrides who may frame the site;
 * HTTPS=1 when served over HTTPS behind a proxy (adds HSTS).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number.parseInt(process.env.PORT ?? '8080', 10);
const host = process.env.HOST ?? '0.0.0.0';
const distDir = process.env.DIST_DIR ?? path.resolve(here, '../../dist');
const frameAncestors = process.env.FRAME_ANCESTORS?.split(/\s+/).filter(Boolean);

const app = await createApp({
  distDir,
  detailManifest: process.env.DETAIL_MANIFEST ?? path.resolve(here, '../canonical.json'),
  logger: process.env.LOG !== '0',
  https: process.env.HTTPS === '1',
  ...(frameAncestors?.length ? { frameAncestors } : {}),
});

const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void close());
process.on('SIGTERM', () => void close());

await app.listen({ port, host });
