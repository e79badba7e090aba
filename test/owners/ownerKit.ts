/**
 * What the server tests of the owner portal share: two demo owners (Anne owns 120, Bert 284),
 * the app's owner options with a fast hash, and a client that keeps the cookies it is given.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OwnerOptions } from '../../server/owners/mount.ts';
import { createApp } from '../../server/app.ts';
import { makeSite } from '../forms/serverKit.ts';

export const ORIGIN = 'https://www.immo-famenne.be';

const property = (id: number) => ({
  id,
  source: 'website',
  sinceDaysAgo: 30,
  calendar: [{ daysAgo: 3, time: '14:00', kind: 'visit', contact: 'Famille Dubois', status: 'done' }],
  communications: [
    {
      daysAgo: 2,
      time: '10:15',
      kind: 'phone',
      contact: 'Sophie Lambert',
      subject: `Retour visite ${id}`,
      status: 'done',
    },
  ],
  media: [{ portal: 'Immoweb', daysAgo: 20, url: `https://www.immoweb.be/fr/annonce/${id}` }],
  visits: { base: 10, trend: 0, weekendBoost: 1 },
});

export const DEMO = {
  owners: [
    { email: 'anne@example.be', name: 'Anne', lng: 'fr', password: 'anne-password', properties: [property(120)] },
    { email: 'bert@example.be', name: 'Bert', lng: 'nl', password: 'bert-password', properties: [property(284)] },
  ],
};

/** The owner options of a test app: the demo above, plain "hashes", and waits recorded, not slept. */
export function ownerOptions(waits: number[], demo: unknown = DEMO): Partial<OwnerOptions> {
  const demoFile = path.join(mkdtempSync(path.join(tmpdir(), 'owners-')), 'owners.json');
  writeFileSync(demoFile, JSON.stringify(demo));
  return {
    demoFile,
    authKey: 'test-auth-key',
    hashPassword: async (password) => `plain$${password}`,
    verifyPassword: async (password, stored) => stored === `plain$${password}`,
    sleep: async (ms) => {
      waits.push(ms);
    },
  };
}

export type Cookies = Record<string, string>;

/** The jar after an answer: its Set-Cookie lines added, the cleared ones removed. */
export function cookiesOf(response: LightMyRequestResponse, jar: Cookies = {}): Cookies {
  const header = response.headers['set-cookie'];
  const next = new Map(Object.entries(jar));
  for (const line of Array.isArray(header) ? header : header ? [header] : []) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (value === '' || /Max-Age=0/.test(line)) next.delete(name);
    else next.set(name, value);
  }
  return Object.fromEntries(next);
}

export const cookieHeader = (jar: Cookies) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Requests to the app of the moment (each test builds its own). */
export function ownerClient(app: () => FastifyInstance) {
  const post = (url: string, payload: unknown, jar: Cookies = {}, origin: string | null = ORIGIN) =>
    app().inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers: { ...(origin ? { origin } : {}), ...(Object.keys(jar).length ? { cookie: cookieHeader(jar) } : {}) },
    });
  const get = (url: string, jar: Cookies = {}) =>
    app().inject({ method: 'GET', url, headers: Object.keys(jar).length ? { cookie: cookieHeader(jar) } : {} });
  const login = async (email = 'anne@example.be', password = 'anne-password', jar: Cookies = {}) => {
    const response = await post('/api/owner/login', { email, password, lng: 'fr' }, jar);
    return { response, jar: cookiesOf(response, jar) };
  };
  return { post, get, login };
}

/** The app as the owner tests run it: a fresh site and database, their clock, no relay, no rate limit. */
export async function ownerApp(
  clock: () => Date,
  owners: Partial<OwnerOptions>,
  extra: Partial<Parameters<typeof createApp>[0]> = {},
) {
  const site = makeSite();
  const app = await createApp({
    distDir: site.distDir,
    detailManifest: site.detailManifest,
    dataDir: site.dataDir,
    clock,
    mail: { relay: false },
    forms: { rateLimit: 0, captchaKey: 'k' },
    owners,
    ...extra,
  });
  await app.ready();
  return { app, site };
}
