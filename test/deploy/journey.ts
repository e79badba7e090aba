/**
 * The deployment's journey (docs/DEPLOY.md, run by .ci/deploy once the page's steps have set
 * the site up): a visitor on 127.0.0.2 goes through nginx over HTTPS to the server nginx
 * fronts on 127.0.0.1, so the client's address and nginx's differ and the server's log must
 * name the client's.
 *
 *   DEPLOY_ROOT=… DEPLOY_SITE_URL=https://localhost:4443 DEPLOY_HTTP_URL=http://localhost:4444 \
 *   DEPLOY_CA=cert.pem DEPLOY_SERVER_LOG=… node --import tsx test/deploy/journey.ts
 *
 * Prints what it checked and exits 0, or names the step that failed and exits 1.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { brotliDecompressSync } from 'node:zlib';
import { simpleParser } from 'mailparser';
import { MAX_UPLOAD_BYTES } from '../../src/domain/forms/kinds.ts';
import { multipartBody } from '../forms/formsApp.ts';
import { captchaAnswer, type CaptchaChallenge } from '../forms/serverKit.ts';
import { VALID_VALUES } from '../forms/validValues.ts';
import { CLIENT, negotiatedProtocol, request, setClient } from './client.ts';

const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (.ci/deploy sets it)`);
  return value;
};
const root = need('DEPLOY_ROOT');
const site = new URL(need('DEPLOY_SITE_URL'));
const plain = new URL(need('DEPLOY_HTTP_URL'));
const serverLog = need('DEPLOY_SERVER_LOG');
setClient({ ca: readFileSync(need('DEPLOY_CA')) });

/** Where the unit's paths are under ROOT (docs/DEPLOY.md). */
const distDir = path.join(root, 'opt/agency-site/dist');
const outbox = path.join(root, 'var/lib/agency-site/outbox');
const NGINX = '127.0.0.1';
/** An address the client makes up: the server must not take it for the client's. */
const FORGED = '203.0.113.7';
/** A demo owner of snapshot/owners.json (DEMO_OWNERS=1, set by CI only). */
const OWNER = { email: 'famille.delvaux@example.be', password: 'demo-owner-2026', name: 'Famille Delvaux' };
/** Generous: a slow machine with both cores busy (no timing is asserted, this only ends a hang). */
const PATIENCE_MS = 120_000;

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(what);
}

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await delay(250);
  }
  throw new Error(`${what}: nothing after ${PATIENCE_MS / 1000} s`);
}

const marker = `deploy-${Date.now().toString(36)}`;

async function redirectsToHttps(): Promise<void> {
  const answer = await request(new URL('/fr/', plain));
  check(answer.status === 301, `http://…/fr/ answered ${answer.status}, not 301`);
  check(answer.header('location') === `https://${plain.hostname}/fr/`, `it redirects to ${answer.header('location')}`);
  console.log(`✓ port 80 redirects to HTTPS: 301 to ${answer.header('location')}`);
}

async function speaksHttp2(): Promise<void> {
  const protocol = await negotiatedProtocol(site);
  check(protocol === 'h2', `TLS negotiated ${protocol}, not h2`);
  console.log('✓ TLS with the certificate, HTTP/2 offered (ALPN h2)');
}

/** The page, with a made-up X-Forwarded-For; its URL carries the marker the log is searched for. */
async function servesAPage(): Promise<string> {
  const answer = await request(new URL(`/fr/?from=${marker}`, site), {
    headers: { 'accept-encoding': 'br', 'x-forwarded-for': FORGED },
  });
  check(answer.status === 200, `GET /fr/ answered ${answer.status}`);
  check(/^text\/html/.test(answer.header('content-type') ?? ''), `GET /fr/ is ${answer.header('content-type')}`);
  const html = answer.header('content-encoding') === 'br' ? brotliDecompressSync(answer.body).toString() : '';
  check(html.includes('<html lang="fr"'), 'GET /fr/ is not the French home page in brotli');
  const hsts = answer.all('strict-transport-security');
  check(hsts.length === 1, `${hsts.length} Strict-Transport-Security headers, not one`);
  check(/max-age=\d{7,}/.test(hsts[0] ?? ''), `Strict-Transport-Security: ${hsts[0]}`);
  console.log(`✓ GET /fr/: 200, text/html in brotli, one Strict-Transport-Security: ${hsts[0]}`);
  return html;
}

async function servesAnAssetAsBuilt(html: string): Promise<void> {
  const asset = /(\/assets\/[\w.-]+\.js)"/.exec(html)?.[1];
  check(asset !== undefined, 'the home page names no /assets/…js file');
  const answer = await request(new URL(asset, site), { headers: { 'accept-encoding': 'br, gzip' } });
  check(answer.status === 200, `GET ${asset} answered ${answer.status}`);
  check(
    answer.header('cache-control') === 'public, max-age=31536000, immutable',
    `cache-control ${answer.header('cache-control')}`,
  );
  check(answer.header('content-encoding') === 'br', `content-encoding ${answer.header('content-encoding')}`);
  const built = readFileSync(path.join(distDir, `${asset}.br`));
  check(answer.body.equals(built), `${asset} is not the build's ${asset}.br byte for byte`);
  console.log(
    `✓ GET ${asset}: the build's .br (${built.length} bytes), cache-control ${answer.header('cache-control')}`,
  );
}

async function takesAFormWithA5MbFile(): Promise<void> {
  const challenge = await request(new URL('/api/forms/challenge', site));
  check(challenge.status === 200, `the captcha challenge answered ${challenge.status}`);
  const values = {
    ...VALID_VALUES['job-contact'],
    motivation: `Five years of experience in Namur (${marker}).`,
    lng: 'fr',
    captcha: await captchaAnswer(JSON.parse(challenge.body.toString()) as CaptchaChallenge),
  };
  // The largest CV the form takes: a PDF of exactly MAX_UPLOAD_BYTES (5 MB), a comment filling
  // its middle (the type is read from its first bytes and the %%EOF of its last kilobyte).
  const head = Buffer.from('%PDF-1.4\n%');
  const tail = Buffer.from('\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const cv = Buffer.concat([head, Buffer.alloc(MAX_UPLOAD_BYTES - head.length - tail.length, 0x20), tail]);
  const { body, headers } = multipartBody(values, { field: 'cv', name: 'cv.pdf', bytes: cv });
  const answer = await request(new URL('/api/forms/job-contact', site), { method: 'POST', headers, body });
  check(answer.status === 202, `the application with a 5 MB CV answered ${answer.status}: ${answer.body.toString()}`);
  const sizes = await until('the application mail in the outbox', async () => {
    for (const name of readdirSync(outbox).filter((file) => file.endsWith('.eml'))) {
      const mail = await simpleParser(readFileSync(path.join(outbox, name)));
      if (mail.text?.includes(marker)) return mail.attachments.map((file) => file.size);
    }
    return undefined;
  });
  check(
    sizes.includes(MAX_UPLOAD_BYTES),
    `the mail's attachments are ${sizes.join(', ')} bytes, no ${MAX_UPLOAD_BYTES}`,
  );
  console.log(`✓ POST /api/forms/job-contact with a ${MAX_UPLOAD_BYTES}-byte CV: 202, mailed with it to the outbox`);
}

async function logsAnOwnerIn(): Promise<void> {
  const answer = await request(new URL('/api/owner/login', site), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.origin },
    body: Buffer.from(JSON.stringify({ email: OWNER.email, password: OWNER.password, lng: 'fr' })),
  });
  check(answer.status === 200, `the owner login answered ${answer.status}: ${answer.body.toString()}`);
  const session = answer.all('set-cookie').find((line) => line.startsWith('__Host-owner_session='));
  check(session !== undefined && /; Secure/.test(session), 'no Secure __Host-owner_session cookie');
  const portal = await request(new URL('/fr/proprietaire/', site), {
    headers: { cookie: session.split(';')[0] ?? '' },
  });
  check(portal.status === 200, `the portal page answered ${portal.status}`);
  check(portal.body.toString().includes(OWNER.name), `the portal page does not greet ${OWNER.name}`);
  console.log(`✓ the owner login over HTTPS: 200, __Host-owner_session Secure; /fr/proprietaire/ shows ${OWNER.name}`);
}

/** The server's request log line of the page, from the log the unit's output goes to. */
async function logsTheClientsAddress(): Promise<void> {
  const logged = await until('the log line of GET /fr/?from=…', async () => {
    for (const line of readFileSync(serverLog, 'utf8').split('\n')) {
      if (!line.includes(marker) || !line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; req?: { url?: string; remoteAddress?: string } };
      if (entry.msg === 'incoming request' && entry.req?.url?.startsWith('/fr/')) return entry.req.remoteAddress;
    }
    return undefined;
  });
  check(logged === CLIENT, `the server logged ${logged} for the page, not the client's ${CLIENT} (nginx is ${NGINX})`);
  console.log(`✓ the server's log names the client ${CLIENT}, not nginx (${NGINX}) nor the made-up ${FORGED}`);
}

try {
  await redirectsToHttps();
  await speaksHttp2();
  const html = await servesAPage();
  await servesAnAssetAsBuilt(html);
  await takesAFormWithA5MbFile();
  await logsAnOwnerIn();
  await logsTheClientsAddress();
  console.log('The deployment serves the site over HTTPS.');
} catch (error) {
  console.error(`Deployment journey failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
