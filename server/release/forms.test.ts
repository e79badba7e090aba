/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.ts';
import { VALID_VALUES } from '../../test/forms/validValues.ts';
import { makeSite, solvedCaptcha } from '../../test/forms/serverKit.ts';
import { STAMP, manifestOf, setCurrent, writeRelease } from './testKit.ts';
import path from 'node:path';

// Starts the app on a release: sized for a machine several times slower than a loaded one.
jest.setTimeout(60_000);

const HOUSE_130 = { nl: '/nl/te-koop/durbuy/huis/130/', fr: '/fr/a-vendre/durbuy/maison/130/', en: '/en/x/130/' };

describe('the forms, owners and alerts on the current release', () => {
  const site = makeSite();
  const liveDir = path.join(path.dirname(site.distDir), 'live');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createApp({
      distDir: site.distDir,
      detailManifest: site.detailManifest,
      dataDir: site.dataDir,
      live: { dir: liveDir, graceMinutes: 60, stamp: STAMP },
      mail: { relay: false },
      alerts: { schedule: false },
      forms: { rateLimit: 0, captchaMaxNumber: 500, captchaKey: 'test-key', hashPassword: async () => 'x' },
    });
  });
  afterAll(() => app.close());

  const contact = async (propertyId: number) =>
    app.inject({
      method: 'POST',
      url: '/api/forms/contact-me',
      payload: { ...VALID_VALUES['contact-me'], propertyId, lng: 'fr', captcha: await solvedCaptcha(app) },
    });

  it('accepts a request for a listing only the new release has, once it is served, and runs the alerts', async () => {
    const before = await contact(130);
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({ errors: { propertyId: 'errors.unknownProperty' } });
    expect((await app.inject({ url: '/api/appointments/130' })).statusCode).toBe(404);

    writeRelease(liveDir, 'r1', { manifest: manifestOf({ '130': HOUSE_130 }) });
    setCurrent(liveDir, 'r1');
    const run = jest.spyOn(app.alerts!, 'run');
    expect(await app.release.refresh()).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);

    const after = await contact(130);
    expect(after.statusCode).toBe(202);
    expect((await app.inject({ url: '/api/appointments/130' })).json()).toMatchObject({ open: true });
    // The house 120 is not in that release: refused now.
    expect((await contact(120)).statusCode).toBe(400);
    // Its original address goes to the release's canonical path.
    const original = await app.inject({ url: '/fr/property/130/' });
    expect(original.headers.location).toBe(HOUSE_130.fr);
  });
});
