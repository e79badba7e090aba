/** @jest-environment node */
/**
 * Saved-search alerts end to end: the app with its database, the relay writing .eml
 * files, a catalogue directory shaped as the build writes it, and an injected clock. What is
 * asserted is what the visitor receives: recipient, subject, text, links, headers.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../app.ts';
import { testSqlFor } from '../../test/db/testSql.ts';
import { VALID_VALUES } from '../../test/forms/validValues.ts';
import { makeSite, solvedCaptcha } from '../../test/forms/serverKit.ts';
import {
  detailPath,
  emlReader,
  house,
  makeCatalogue,
  tokenIn,
  type ReceivedMail,
  type TestListing,
} from './testKit.ts';

// Each test starts the app on a published catalogue and runs the alerts over it: sized for a
// machine several times slower than a loaded one.
jest.setTimeout(60_000);

const SITE = 'https://www.immo-famenne.be';
const VISITOR = 'jan.claes@example.be';
/** Tuesday 17 November 2026, 10:00 in Belgium (CET, UTC+1). */
const START = Date.UTC(2026, 10, 17, 9, 0);
const HOUR = 3600_000;

let now = START;
let app: FastifyInstance;
let catalogue: ReturnType<typeof makeCatalogue>;
let received: () => Promise<ReceivedMail[]>;
/** What is online before any search exists. */
const OLD: TestListing[] = [house(120), house(121, { Zip: '5000', City: 'Namur' })];
let online: TestListing[] = [];
let site: ReturnType<typeof makeSite>;

async function start(at = START) {
  now = at;
  site = makeSite();
  catalogue = makeCatalogue();
  online = [...OLD];
  catalogue.publish(online);
  received = emlReader(path.join(site.dataDir, 'outbox'));
  app = await createApp({
    distDir: site.distDir,
    detailManifest: site.detailManifest,
    dataDir: site.dataDir,
    clock: () => new Date(now),
    mail: { relay: false },
    forms: { rateLimit: 0, captchaMaxNumber: 500, captchaKey: 'test-key', hashPassword: async () => 'hash' },
    alerts: { catalogueDir: catalogue.dataDir, schedule: false },
  });
  // The first run: what is online now is recorded, never mailed.
  expect(await app.alerts!.run()).toEqual({ recorded: 2, matched: 0, mails: 0 });
}

afterEach(async () => {
  await app.close();
});

/** A visitor saves the search of VALID_VALUES (houses and villas in 5000 and 6900, € 150k-300k…). */
async function register(lng = 'fr', extra: Record<string, unknown> = {}) {
  const values = { ...VALID_VALUES['demand-register'], lng, captcha: await solvedCaptcha(app), ...extra };
  const response = await app.inject({ method: 'POST', url: '/api/forms/demand-register', payload: values });
  expect(response.statusCode).toBe(202);
}

/** What the relay delivers now. */
async function deliver(): Promise<ReceivedMail[]> {
  await app.relay!.run();
  return received();
}

const toVisitor = (mails: ReceivedMail[]) => mails.filter((mail) => mail.to === VISITOR);

const CONFIRM_PAGE = { fr: 'je-cherche/confirmer', nl: 'ik-zoek/bevestigen', en: 'looking-for/confirm' };

/** Registers and reads the token from the opt-in mail's confirm link. */
async function registerForToken(lng: 'fr' | 'nl' | 'en' = 'fr', extra: Record<string, unknown> = {}) {
  await register(lng, extra);
  const [optIn] = toVisitor(await deliver());
  return tokenIn(optIn!.text, CONFIRM_PAGE[lng]);
}

async function confirm(token: string) {
  const confirmed = await app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
  expect(confirmed.json()).toMatchObject({ status: 'active' });
}

/** Registers and follows the opt-in mail's confirm link, as the confirm page does. */
async function registerAndConfirm(lng: 'fr' | 'nl' | 'en' = 'fr', extra: Record<string, unknown> = {}) {
  const token = await registerForToken(lng, extra);
  await confirm(token);
  return token;
}

async function publishAt(at: number, ...listings: TestListing[]) {
  now = at;
  online = [...online, ...listings];
  catalogue.publish(online);
  await app.alerts!.run();
}

async function runAt(at: number) {
  now = at;
  return app.alerts!.run();
}

describe('the opt-in', () => {
  beforeEach(() => start());

  it('mails the visitor a confirm link that works, and the agency its notification as before', async () => {
    await register();
    const mails = await deliver();
    expect(mails).toHaveLength(2);
    const agency = mails.find((mail) => mail.to === 'info@immo-famenne.be')!;
    expect(agency.subject).toBe('Nouvelle recherche enregistrée par Jan Claes');
    const optIn = toVisitor(mails)[0]!;
    expect(optIn.subject).toBe('Confirmez votre alerte de recherche');
    expect(optIn.text).toMatch(new RegExp(`${SITE}/fr/je-cherche/confirmer/\\?token=[0-9a-f]{32}\\n`));
    expect(optIn.text).toContain('Bonjour Jan Claes,');
    // The summary of the search stays, so the visitor sees what they confirm.
    expect(optIn.text).toContain('Maison, Villa');
    // With the list's advanced criteria, in the search's language.
    expect(optIn.text).toContain('Surface habitable minimum (m²)');
    expect(optIn.text).toContain('C ou mieux');
    expect(optIn.text).not.toContain('correct horse battery');
    const token = tokenIn(optIn.text, 'je-cherche/confirmer');
    expect(optIn.html).toContain(`href="${SITE}/fr/je-cherche/confirmer/?token=${token}"`);

    const pending = await app.inject({ method: 'POST', url: '/api/alerts/demand', payload: { token } });
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({
      status: 'pending',
      frequency: 'immediately',
      lng: 'fr',
      criteria: {
        goal: 'sale',
        types: [1, 2],
        zones: ['5000', '6900'],
        minPrice: 150000,
        maxPrice: 300000,
        bedrooms: 3,
        minLiving: 120,
        minPlot: null,
        epc: 'c',
        garden: true,
        parking: false,
        terrace: true,
        lift: false,
        newBuild: false,
      },
    });
    const confirmed = await app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    expect(confirmed.json()).toMatchObject({ status: 'active' });
    // Confirming again changes nothing.
    const again = await app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    expect(again.json()).toMatchObject({ status: 'active' });
  });

  it('writes the opt-in in the visitor language, with that language’s page', async () => {
    await register('nl');
    const optIn = toVisitor(await deliver())[0]!;
    expect(optIn.subject).toBe('Bevestig uw zoekopdracht');
    expect(optIn.text).toMatch(new RegExp(`${SITE}/nl/ik-zoek/bevestigen/\\?token=[0-9a-f]{32}`));
  });

  it('mails nothing before the confirmation, nor a listing that came online before it', async () => {
    const token = await registerForToken();
    await publishAt(START + HOUR, house(501));
    expect(toVisitor(await deliver())).toEqual([]);
    now = START + 2 * HOUR;
    await confirm(token);
    // 501 was online before the confirmation: not news to this search.
    await runAt(START + 3 * HOUR);
    expect(toVisitor(await deliver())).toEqual([]);
    await publishAt(START + 4 * HOUR, house(502));
    expect(toVisitor(await deliver()).map((mail) => mail.subject)).toEqual([
      'Nouveau pour votre recherche\u00a0: Maison à Marche-en-Famenne',
    ]);
  });
});

describe('a new listing that matches', () => {
  beforeEach(() => start());

  it('gives exactly one mail, with photo, price, link, preferences and unsubscribe links, and the one-click headers', async () => {
    const token = await registerAndConfirm();
    await publishAt(START + HOUR, house(501, { Price: 289000 }));
    const mails = await deliver();
    expect(mails).toHaveLength(1);
    const [alert] = mails;
    expect(alert!.to).toBe(VISITOR);
    expect(alert!.subject).toBe('Nouveau pour votre recherche\u00a0: Maison à Marche-en-Famenne');
    const listingUrl = `${SITE}${detailPath('fr', house(501))}`;
    expect(alert!.text).toContain('Bonjour Jan Claes,');
    expect(alert!.text).toContain('€ 289.000');
    expect(alert!.text).toContain(listingUrl);
    expect(alert!.text).toContain(`${SITE}/fr/je-cherche/preferences/?token=${token}`);
    expect(alert!.text).toContain(`${SITE}/fr/je-cherche/desinscription/?token=${token}`);
    expect(alert!.html).toContain(`<img src="${SITE}/media/p501-1-600.jpg"`);
    expect(alert!.html).toContain(`href="${listingUrl}"`);
    expect(alert!.html).toContain(`href="${SITE}/fr/je-cherche/desinscription/?token=${token}"`);
    expect(alert!.html).toContain(`href="${SITE}/fr/je-cherche/preferences/?token=${token}"`);
    // The listing's own text is escaped in the HTML.
    expect(alert!.html).toContain('Maison 501 &lt;b&gt;&amp;&lt;/b&gt; jardin');
    expect(alert!.html).not.toContain('<b>&</b>');
    // RFC 8058, written into the .eml as the relay passes them on.
    expect(alert!.headers.get('list-unsubscribe')).toBe(`<${SITE}/api/alerts/unsubscribe?token=${token}>`);
    expect(alert!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Running again, even with the clock moved on, mails nothing more.
    expect(await runAt(START + 2 * HOUR)).toEqual({ recorded: 0, matched: 0, mails: 0 });
    expect(await deliver()).toEqual([]);
    // Nor do two runs at the same time, nor a restart of the server.
    online = [...online, house(502)];
    catalogue.publish(online);
    await Promise.all([app.alerts!.run(), app.alerts!.run()]);
    expect(await deliver()).toHaveLength(1);
    await app.close();
    app = await createApp({
      distDir: site.distDir,
      detailManifest: site.detailManifest,
      dataDir: site.dataDir,
      clock: () => new Date(now),
      mail: { relay: false },
      alerts: { catalogueDir: catalogue.dataDir, schedule: false },
    });
    expect(await runAt(START + 3 * HOUR)).toEqual({ recorded: 0, matched: 0, mails: 0 });
    expect(await deliver()).toEqual([]);
  });

  it('speaks the search’s language: an English search gets the English page and texts', async () => {
    await registerAndConfirm('en', { minPrice: '', maxPrice: '' });
    await publishAt(START + HOUR, house(501, { PublishPrice: false }));
    const [alert] = await deliver();
    expect(alert!.subject).toBe('New for your search: House in Marche-en-Famenne');
    expect(alert!.text).toContain('Dear Jan Claes,');
    expect(alert!.text).toContain(`${SITE}${detailPath('en', house(501))}`);
    // No published price: the mail says so, and a search without price bounds still hears of it.
    expect(alert!.text).toContain('Price on demand');
    expect(alert!.text).toContain(`${SITE}/en/looking-for/unsubscribe/?token=`);
  });

  it('refuses a German search while German is off', async () => {
    const values = { ...VALID_VALUES['demand-register'], lng: 'de', captcha: await solvedCaptcha(app) };
    const response = await app.inject({ method: 'POST', url: '/api/forms/demand-register', payload: values });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ lng: expect.stringMatching(/^errors\./) });
    expect(await deliver()).toEqual([]);
  });

  it('writes to a German search saved while German was on in German, with the pages of the default language', async () => {
    const token = await registerAndConfirm('fr');
    // German is off now, so the form refuses it: a search saved while it was on is a row in German.
    const sql = await testSqlFor(site.dataDir);
    await sql.run("UPDATE demands SET lng = 'de'");
    await sql.close();
    await publishAt(START + HOUR, house(501));
    const [alert] = await deliver();
    expect(alert!.subject).toBe('Neu für Ihren Suchauftrag: Maison in Marche-en-Famenne');
    expect(alert!.text).toContain(`${SITE}${detailPath('fr', house(501))}`);
    expect(alert!.text).toContain(`${SITE}/fr/je-cherche/desinscription/?token=${token}`);
  });

  it('uses the canonical path of build/canonical.json for a listing it knows', async () => {
    await registerAndConfirm('nl');
    // 147 is in the test manifest (makeSite) under another path than its detail file's: the manifest wins.
    await publishAt(START + HOUR, house(147, { Zip: '6900' }));
    const [alert] = await deliver();
    expect(alert!.text).toContain(`${SITE}/nl/te-koop/durbuy/hoeve/147/`);
    expect(alert!.subject).toBe('Nieuw voor uw zoekopdracht: Huis in Marche-en-Famenne');
  });

  it('mails nothing for a listing that does not match, nor for one that is sold or let', async () => {
    await registerAndConfirm();
    await publishAt(
      START + HOUR,
      house(601, { Zip: '6940', City: 'Durbuy' }), // another zone
      house(602, { Price: 310000 }), // above the maximum
      house(603, { Price: 140000 }), // below the minimum
      house(604, { Goal: 1, Price: 1200 }), // for rent
      house(605, { WebID: 4, WebIDs: '4' }), // an apartment
      house(606, { Bedrooms: 2 }), // too few bedrooms
      house(607, { Bedrooms: null }), // bedrooms unknown
      house(608, { SurfaceGarden: null }), // no garden
      house(609, { SurfaceTerrace: 0 }), // no terrace
      house(610, { Garages: 0 }), // no garage
      house(611, { PublishPrice: false }), // price on demand, the search has bounds
      house(612, { Marquee: 4 }), // sold
      house(613, { Marquee: 5 }), // let
      house(616, { EPCLabel: 'D' }), // EPC worse than the C asked
      house(617, { EPCLabel: null }), // EPC unknown
      house(618, { SurfaceLiving: 119 }), // living area below the 120 m² asked
      house(619, { SurfaceLiving: null }), // living area unknown
    );
    expect(await deliver()).toEqual([]);
    // A villa also listed as a house, and one in Namur with a finer label of the C asked, do answer.
    await publishAt(
      START + 2 * HOUR,
      house(614, { WebID: 2, WebIDs: '2,1' }),
      house(615, { Zip: '5000', City: 'Namur', EPCLabel: 'C-', SurfaceLiving: 120 }),
    );
    expect((await deliver()).map((mail) => mail.subject)).toEqual([
      'Nouveau pour votre recherche\u00a0: Villa à Marche-en-Famenne',
      'Nouveau pour votre recherche\u00a0: Maison à Namur',
    ]);
  });
});

describe('digests', () => {
  it('daily: what was found waits for 08:00 Belgian time and goes out as one mail', async () => {
    await start();
    const token = await registerAndConfirm();
    const changed = await app.inject({
      method: 'POST',
      url: '/api/alerts/frequency',
      payload: { token, frequency: 'daily' },
    });
    expect(changed.json()).toMatchObject({ status: 'active', frequency: 'daily' });
    // Tuesday 14:00 and 20:00 (CET).
    await publishAt(Date.UTC(2026, 10, 17, 13), house(701, { Price: 199000 }));
    await publishAt(Date.UTC(2026, 10, 17, 19), house(702, { Zip: '5000', City: 'Namur' }));
    expect(await deliver()).toEqual([]);
    // Wednesday 07:59 in Belgium: not yet.
    expect((await runAt(Date.UTC(2026, 10, 18, 6, 59))).mails).toBe(0);
    // 08:00.
    expect((await runAt(Date.UTC(2026, 10, 18, 7, 0))).mails).toBe(1);
    const [digest] = await deliver();
    expect(digest!.to).toBe(VISITOR);
    expect(digest!.subject).toBe('Votre recherche\u00a0: les nouveaux biens du jour');
    expect(digest!.text).toContain('€ 199.000');
    expect(digest!.text).toContain(`${SITE}${detailPath('fr', house(701))}`);
    expect(digest!.text).toContain(`${SITE}${detailPath('fr', house(702, { Zip: '5000', City: 'Namur' }))}`);
    expect(digest!.html).toContain(`${SITE}/media/p701-1-600.jpg`);
    expect(digest!.html).toContain(`${SITE}/media/p702-1-600.jpg`);
    expect(digest!.text).toContain(`${SITE}/fr/je-cherche/desinscription/?token=${token}`);
    expect(digest!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // Nothing twice, and a listing found after 08:00 waits for the next day.
    await publishAt(Date.UTC(2026, 10, 18, 7, 15), house(703));
    expect((await runAt(Date.UTC(2026, 10, 18, 12))).mails).toBe(0);
    expect((await runAt(Date.UTC(2026, 10, 19, 7, 0))).mails).toBe(1);
    const [next] = await deliver();
    expect(next!.text).toContain(detailPath('fr', house(703)));
    expect(next!.text).not.toContain(detailPath('fr', house(701)));
  });

  it('daily across the spring clock change: 08:00 summer time is 06:00 UTC', async () => {
    // Saturday 28 March 2026, 10:00 CET; the clocks go forward in the night to Sunday.
    await start(Date.UTC(2026, 2, 28, 9));
    const token = await registerAndConfirm();
    await app.inject({ method: 'POST', url: '/api/alerts/frequency', payload: { token, frequency: 'daily' } });
    await publishAt(Date.UTC(2026, 2, 28, 10), house(701));
    expect((await runAt(Date.UTC(2026, 2, 29, 5, 59))).mails).toBe(0); // 07:59 CEST
    expect((await runAt(Date.UTC(2026, 2, 29, 6, 0))).mails).toBe(1); // 08:00 CEST
    expect(toVisitor(await deliver())).toHaveLength(1);
  });

  it('weekly: Monday 08:00, also across the autumn clock change', async () => {
    // Wednesday 21 October 2026, summer time; the clocks go back on Sunday 25.
    await start(Date.UTC(2026, 9, 21, 8));
    const token = await registerAndConfirm();
    const changed = await app.inject({
      method: 'POST',
      url: '/api/alerts/frequency',
      payload: { token, frequency: 'weekly' },
    });
    expect(changed.json()).toMatchObject({ frequency: 'weekly' });
    await publishAt(Date.UTC(2026, 9, 21, 12), house(701));
    await publishAt(Date.UTC(2026, 9, 23, 12), house(702));
    // Daily 08:00s pass: nothing before Monday.
    expect((await runAt(Date.UTC(2026, 9, 24, 8))).mails).toBe(0);
    expect((await runAt(Date.UTC(2026, 9, 25, 8))).mails).toBe(0);
    // Monday 26 October 07:59 CET (06:59 UTC): not yet; 08:00 CET is 07:00 UTC.
    expect((await runAt(Date.UTC(2026, 9, 26, 6, 59))).mails).toBe(0);
    expect((await runAt(Date.UTC(2026, 9, 26, 7, 0))).mails).toBe(1);
    const [digest] = await deliver();
    expect(digest!.subject).toBe('Votre recherche\u00a0: les nouveaux biens de la semaine');
    expect(digest!.text).toContain(detailPath('fr', house(701)));
    expect(digest!.text).toContain(detailPath('fr', house(702)));
    expect((await runAt(Date.UTC(2026, 9, 27, 7, 0))).mails).toBe(0);
  });
});

describe('unsubscribing and preferences', () => {
  beforeEach(() => start());

  it('unsubscribe stops everything, also what was waiting for a digest, and a confirm link does not undo it', async () => {
    const token = await registerAndConfirm();
    await app.inject({ method: 'POST', url: '/api/alerts/frequency', payload: { token, frequency: 'daily' } });
    await publishAt(START + HOUR, house(701));
    const gone = await app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token } });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({ status: 'unsubscribed' });
    const again = await app.inject({ method: 'POST', url: '/api/alerts/unsubscribe', payload: { token } });
    expect(again.json()).toMatchObject({ status: 'unsubscribed' });
    const confirmed = await app.inject({ method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    expect(confirmed.json()).toMatchObject({ status: 'unsubscribed' });
    await publishAt(START + 2 * HOUR, house(702));
    await runAt(Date.UTC(2026, 10, 18, 7));
    expect(await deliver()).toEqual([]);
  });

  it('the one-click POST of the List-Unsubscribe header unsubscribes (RFC 8058)', async () => {
    const token = await registerAndConfirm();
    await publishAt(START + HOUR, house(701));
    const [alert] = await deliver();
    const header = alert!.headers.get('list-unsubscribe') ?? '';
    const url = new URL(/^<([^>]+)>$/.exec(header)![1]!);
    expect(url.origin).toBe(SITE);
    // As a mail provider sends it: no Origin, no cookie, a form body.
    const response = await app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'unsubscribed' });
    const view = await app.inject({ method: 'POST', url: '/api/alerts/demand', payload: { token } });
    expect(view.json()).toMatchObject({ status: 'unsubscribed' });
    await publishAt(START + 2 * HOUR, house(702));
    expect(await deliver()).toEqual([]);
  });

  it('a change to "immediately" sends what waited at the next run', async () => {
    const token = await registerAndConfirm();
    await app.inject({ method: 'POST', url: '/api/alerts/frequency', payload: { token, frequency: 'weekly' } });
    await publishAt(START + HOUR, house(701));
    expect(await deliver()).toEqual([]);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/alerts/frequency',
      payload: { token, frequency: 'immediately' },
    });
    expect(changed.json()).toMatchObject({ frequency: 'immediately' });
    await runAt(START + 2 * HOUR);
    expect((await deliver()).map((mail) => mail.subject)).toEqual([
      'Nouveau pour votre recherche\u00a0: Maison à Marche-en-Famenne',
    ]);
  });
});
