/**
 * Two machines, no shared disk (issue 36; run by .ci/run after the build): instances of the
 * built site with their own DATA_DIR and LIVE_DIR on one PostgreSQL and one test CRM.
 *   1. A change in the CRM synced on A is served by A and B; an instance started after that
 *      serves it from its first answer.
 *   2. A sync on B (whose disk lacks A's snapshot) publishes and reaches A and C.
 *   3. A killed (SIGKILL, its sync child with it) while it publishes: started again, it serves
 *      the release every other instance serves, and the next sync brings the change.
 *
 *   node --import tsx test/multi/releaseCheck.ts
 *
 * Prints each step with the time it took (figures to read, never asserted) and exits 0, or
 * names the step that failed and exits 1.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { dutchPrice, priceShown, showsPrice, startSharedSites, syncOn, type Instance } from './sharedSites.ts';

const PORT = Number(process.env.RELEASE_CHECK_PORT ?? 4620);

function expectStatus(answer: { status: string; message?: string }, wanted: string[], what: string): void {
  if (!wanted.includes(answer.status))
    throw new Error(`${what}: the sync ended ${answer.status} ${answer.message ?? ''}`);
}

/** A publish under way on this instance: its work folder exists (publisher/release/publish.ts). */
function publishing(instance: Instance): boolean {
  const releases = path.join(instance.dataDir, 'live', 'releases');
  return existsSync(releases) && readdirSync(releases).some((name) => /^\..+\.tmp$/.test(name));
}

async function main(): Promise<void> {
  const sites = await startSharedSites(PORT);
  try {
    const a = await sites.start('a');
    expectStatus(await syncOn(a), ['published', 'unchanged'], 'the first sync on A');
    const b = await sites.start('b');
    // B's own sync at start: another instance's lock, or a publish from its own disk.
    expectStatus(await syncOn(b), ['published', 'unchanged', 'busy'], 'the first sync on B');

    await sites.setPrice(299_000);
    const onA = await syncOn(a);
    expectStatus(onA, ['published'], 'the sync on A after the change');
    const reached = await priceShown(b, dutchPrice(299_000));
    if (!(await showsPrice(a, dutchPrice(299_000)))) throw new Error('A does not serve its own publish');
    console.log(`✓ A published ${onA.release ?? '?'}; B served it ${reached} ms after A's sync answered`);

    const c = await sites.start('c');
    if (!(await showsPrice(c, dutchPrice(299_000))))
      throw new Error('C, started later, does not serve the release at once');
    console.log('✓ C, started later, served it from its first answer');
    // C's own sync at start holds the lock a moment: it ends before B is asked.
    expectStatus(await syncOn(c), ['published', 'unchanged', 'busy'], 'the first sync on C');

    await sites.setPrice(301_000);
    const onB = await syncOn(b);
    expectStatus(onB, ['published'], 'the sync on B after a change');
    await priceShown(a, dutchPrice(301_000));
    await priceShown(c, dutchPrice(301_000));
    console.log(`✓ B published ${onB.release ?? '?'} (a disk without A's snapshot); A and C served it`);

    await sites.setPrice(305_000);
    const pending = syncOn(a).catch(() => null);
    let caught = false;
    for (let i = 0; i < 3000 && !caught; i++) {
      caught = publishing(a);
      if (!caught) await delay(5);
    }
    await a.kill();
    await pending;
    console.log(
      `  A killed ${caught ? 'while its publish was writing' : 'after its sync (the publish was too quick to catch)'}`,
    );
    const again = await sites.start('a');
    const restartSync = syncOn(again);
    const served = (await showsPrice(again, dutchPrice(305_000))) ? 305_000 : 301_000;
    if (!(await showsPrice(again, dutchPrice(served)))) throw new Error('A, started again, serves neither release');
    await priceShown(b, dutchPrice(served));
    console.log(`✓ A started again serves the release B serves (€ ${dutchPrice(served)})`);
    // Its sync at start (or, if B holds the lock, the one asked for after it).
    expectStatus(await restartSync, ['published', 'unchanged', 'busy'], 'the sync on A at its restart');
    expectStatus(await syncOn(again), ['published', 'unchanged'], 'the sync on A after its restart');
    for (const instance of [again, b, c]) await priceShown(instance, dutchPrice(305_000));
    console.log('✓ the next sync brought the change to every instance');
  } finally {
    await sites.stop();
  }
}

try {
  await main();
  console.log('Several instances serve one catalogue without a shared disk.');
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
