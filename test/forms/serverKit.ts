/**
 * What the server tests of the forms need: a built site on disk with its manifest, a real
 * SMTP server on 127.0.0.1 that records what it receives (and can be stopped and restarted
 * on the same port), and a solver for the captcha challenges.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';

export const HOUSE = {
  nl: '/nl/te-koop/marche-en-famenne/huis/120/',
  fr: '/fr/a-vendre/marche-en-famenne/maison/120/',
  en: '/en/for-sale/marche-en-famenne/house/120/',
};

export function makeSite(): { distDir: string; detailManifest: string; dataDir: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'forms-site-'));
  const distDir = path.join(dir, 'dist');
  mkdirSync(path.join(distDir, 'fr'), { recursive: true });
  writeFileSync(path.join(distDir, 'fr', 'index.html'), '<!doctype html><html lang="fr"><title>Accueil</title></html>');
  const detailManifest = path.join(dir, 'canonical.json');
  const label = (text: string) => ({ nl: text, fr: text, en: text });
  writeFileSync(
    detailManifest,
    JSON.stringify({
      canonical: {
        'property/120': HOUSE,
        'property/147': {
          fr: '/fr/a-vendre/durbuy/ferme/147/',
          nl: '/nl/te-koop/durbuy/hoeve/147/',
          en: '/en/for-sale/durbuy/farmhouse/147/',
        },
        'property/284': {
          fr: '/fr/a-louer/namur/appartement/284/',
          nl: '/nl/te-huur/namen/appartement/284/',
          en: '/en/for-rent/namur/apartment/284/',
        },
        'project/2': {
          fr: '/fr/projets/namur/les-jardins/2/',
          nl: '/nl/projecten/namen/les-jardins/2/',
          en: '/en/projects/namur/les-jardins/2/',
        },
      },
      prefixes: {},
      forms: {
        subjects: {
          'property/120': {
            goal: 0,
            open: true,
            label: { nl: 'Huis, Marche-en-Famenne', fr: 'Maison, Marche-en-Famenne', en: 'House, Marche-en-Famenne' },
          },
          'property/147': { goal: 0, open: false, label: label('Ferme, Durbuy') },
          'property/284': { goal: 1, open: true, label: label('Appartement, Namur') },
          'project/2': { goal: 0, open: true, label: label('Les Jardins, Namur') },
        },
        types: { '1': { nl: 'Huis', fr: 'Maison', en: 'House' }, '2': { nl: 'Villa', fr: 'Villa', en: 'Villa' } },
        pages: {
          newsletter: { nl: '/nl/nieuwsbrief/', fr: '/fr/newsletter/', en: '/en/newsletter/' },
          login: { nl: '/nl/aanmelden/', fr: '/fr/connexion/', en: '/en/login/' },
          portal: { nl: '/nl/eigenaar/', fr: '/fr/proprietaire/', en: '/en/owner/' },
        },
      },
    }),
  );
  return { distDir, detailManifest, dataDir: path.join(dir, 'data') };
}

export interface Received {
  /** When the mail server had the whole mail (before it answered the sender). */
  receivedAt: number;
  from: string;
  to: string[];
  raw: string;
  parsed: ParsedMail;
}

/** A real SMTP server on 127.0.0.1 that keeps every mail it accepted. */
export async function startSmtp(port = 0): Promise<{ port: number; mails: Received[]; stop: () => Promise<void> }> {
  const mails: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const receivedAt = Date.now();
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then((parsed) => {
          mails.push({
            receivedAt,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            parsed,
          });
          callback();
        }, callback);
      });
    },
  });
  // A client that dies mid-session resets its connection (the instances test kills a server with
  // SIGKILL while it sends): the server says so as an 'error' event, which must not end the test run.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A proof-of-work challenge as GET /api/forms/challenge gives it. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The captcha field's value for a challenge: its solution, encoded as the browser sends it. */
export async function captchaAnswer(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('captcha not solved');
  const { maxnumber: _max, ...rest } = challenge;
  return Buffer.from(JSON.stringify({ ...rest, number: solution.number })).toString('base64');
}

/** Asks the app for a challenge and answers it, as the browser does. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/forms/challenge' });
  return captchaAnswer(response.json<CaptchaChallenge>());
}

/**
 * A worker script that runs one of the server's worker entries from its TypeScript source
 * (the server itself runs the built .js files). A data: URL may only import absolute URLs,
 * hence tsx's loader by its full path.
 */
export function sourceWorker(entry: string): URL {
  // The ESM build of tsx's API (require.resolve would give its CommonJS build).
  const tsxPackage = JSON.parse(readFileSync(require.resolve('tsx/package.json'), 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  const api = tsxPackage.exports['./esm/api']?.import.default ?? './dist/esm/api/index.mjs';
  const tsx = pathToFileURL(path.resolve(path.dirname(require.resolve('tsx/package.json')), api)).href;
  const source = pathToFileURL(path.resolve(entry)).href;
  return new URL(
    `data:text/javascript,${encodeURIComponent(`const { tsImport } = await import(${JSON.stringify(tsx)}); await tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)});`)}`,
  );
}
