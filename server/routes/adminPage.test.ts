/** @jest-environment node */
/**
 * The back office's page: /admin, /admin/ and any path under it answer dist/admin.html, never
 * indexed nor stored, with the site's security headers, and never redirected to a language;
 * without the file, the site's 404. The file itself is not served under its own name.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.ts';
import { makeSite } from '../../test/forms/serverKit.ts';

const PAGE = '<!doctype html><html><head><meta name="robots" content="noindex, nofollow"></head><body></body></html>';
let app: FastifyInstance;
let distDir: string;

beforeEach(async () => {
  ({ distDir } = makeSite());
  app = await createApp({ distDir });
});

afterEach(async () => {
  await app.close();
});

it('answers the page at /admin, /admin/ and every path under it', async () => {
  writeFileSync(path.join(distDir, 'admin.html'), PAGE);
  for (const url of ['/admin', '/admin/', '/admin/password?token=abc', '/admin/members/12']) {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'nl' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(PAGE);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  }
  const head = await app.inject({ method: 'HEAD', url: '/admin/' });
  expect(head.statusCode).toBe(200);
});

it('does not serve admin.html under its own name', async () => {
  writeFileSync(path.join(distDir, 'admin.html'), PAGE);
  const response = await app.inject({ method: 'GET', url: '/admin.html' });
  expect(response.statusCode).toBe(404);
  expect(response.body).not.toBe(PAGE);
});

it('answers 404 without the file, never a redirect to a language', async () => {
  for (const url of ['/admin', '/admin/', '/admin/login']) {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
  }
});
