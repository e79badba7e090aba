/**
 * Leads handed to the agency's CRM (server/crm/leads/), as a visitor and the agency live them:
 * the real app on its own SQLite file with its delivery loop running, the test CRM over HTTP on
 * 127.0.0.1, and contact forms posted one after the other.
 *   - while the CRM is up: the time from each form's 202 to the CRM's receipt of its lead;
 *   - through an outage: the CRM answers 503 for BENCH_LEAD_OUTAGE_S seconds (300 by default:
 *     five minutes) while leads keep coming; then the time from its recovery until every queued
 *     lead is in the CRM, and whether any came twice.
 * Run alone with `npx tsx tools/bench/leadsBench.ts`.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApp } from '../../server/app.ts';
import { smtpTransport } from '../../server/mail/transport.ts';
import { makeSite, solvedCaptcha } from '../../test/forms/serverKit.ts';
import { VALID_VALUES } from '../../test/forms/validValues.ts';
import { CUSTOMER, PASSWORD, startCrm } from '../../test/crm/kit.ts';

export interface LeadsBench {
  leads: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  outageS: number;
  queued: number;
  recoveryS: number;
  duplicates: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export async function benchLeads(
  leads = 50,
  outageS = Number(process.env.BENCH_LEAD_OUTAGE_S ?? 300),
  queued = 20,
): Promise<LeadsBench> {
  const crm = await startCrm({ now: () => Date.now(), advance: () => Date.now() });
  const site = makeSite();
  const app = await createApp({
    distDir: site.distDir,
    detailManifest: site.detailManifest,
    dataDir: site.dataDir,
    // The agency's mails stay in the outbox: the bench measures the CRM's side.
    mail: { transport: smtpTransport({ host: '127.0.0.1', port: 9, ignoreTls: true }), relay: false },
    forms: { rateLimit: 0, captchaMaxNumber: 500, captchaKey: 'bench-key', hashPassword: async () => 'x' },
    crmLeads: { connection: { url: crm.url, customer: CUSTOMER, password: PASSWORD }, agencyMail: true },
  });
  await app.ready();
  let n = 0;
  const post = async () => {
    const marker = `bench-lead-${++n}`;
    const payload = { ...VALID_VALUES['site-contact'], remarks: marker, lng: 'fr', captcha: await solvedCaptcha(app) };
    const response = await app.inject({ method: 'POST', url: '/api/forms/site-contact', payload });
    if (response.statusCode !== 202) throw new Error(`the form answered ${response.statusCode}`);
    return { marker, at: performance.now() };
  };
  // bench-lead-1 is not bench-lead-10.
  const arrived = (marker: string) =>
    crm.leads.received.filter((lead) => new RegExp(`${marker}(?!\\d)`).test(String(lead.params.Content))).length;
  try {
    const times: number[] = [];
    for (let i = 0; i < leads; i++) {
      const { marker, at } = await post();
      while (arrived(marker) === 0) {
        if (performance.now() - at > 60_000) throw new Error(`${marker} did not reach the CRM in 60 s`);
        await sleep(2);
      }
      times.push(performance.now() - at);
    }

    crm.fail({ kind: 'status', status: 503 });
    const during: string[] = [];
    const outageEnd = Date.now() + outageS * 1000;
    // The leads of the outage come over its length, as visitors send them.
    for (let i = 0; i < queued; i++) {
      during.push((await post()).marker);
      await sleep(Math.max(0, (outageEnd - Date.now()) / (queued - i + 1)));
    }
    await sleep(Math.max(0, outageEnd - Date.now()));
    if (during.some((marker) => arrived(marker) > 0)) throw new Error('a lead got through the outage');
    crm.failures.clear();
    const recovered = performance.now();
    while (during.some((marker) => arrived(marker) === 0)) {
      if (performance.now() - recovered > 600_000) throw new Error('the queued leads did not arrive in 10 minutes');
      await sleep(20);
    }
    const recoveryS = (performance.now() - recovered) / 1000;
    // A moment for a late repeat to show.
    await sleep(2_000);
    const duplicates = [...during, ...Array.from({ length: leads }, (_, i) => `bench-lead-${i + 1}`)].filter(
      (marker) => arrived(marker) > 1,
    ).length;
    return {
      leads,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      maxMs: Math.max(...times),
      outageS,
      queued,
      recoveryS,
      duplicates,
    };
  } finally {
    await app.close();
    await crm.close();
    rmSync(path.dirname(site.dataDir), { recursive: true, force: true });
  }
}

export function leadsLine(result: LeadsBench): string {
  return (
    `\nLeads to the CRM (test CRM over HTTP, delivery loop running): ${result.leads} contact forms one after another, ` +
    `202 to the CRM's receipt p50 ${result.p50Ms.toFixed(0)} ms, p95 ${result.p95Ms.toFixed(0)} ms, ` +
    `max ${result.maxMs.toFixed(0)} ms (target: p95 <= 5 s). ` +
    `A ${result.outageS} s outage (HTTP 503) with ${result.queued} leads sent during it: all in the CRM ` +
    `${result.recoveryS.toFixed(1)} s after its recovery (target: <= 60 s), ${result.duplicates} duplicates.`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(leadsLine(await benchLeads()));
}
