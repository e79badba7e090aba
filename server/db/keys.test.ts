/** @jest-environment node */
/** The generated keys on the engine of the run: one for all instances, a data folder's old key kept. */
import { rmSync, writeFileSync } from 'node:fs';
import { serverKey } from './keys.ts';
import { dropTestDatabase, freshTestSql } from '../../test/db/testSql.ts';

it('creates a key once, keeps it, and lets the environment win', async () => {
  const { sql, dataDir } = await freshTestSql('keys-');
  try {
    const [a, b] = await Promise.all([serverKey(sql, 'captcha', undefined), serverKey(sql, 'captcha', undefined)]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(await serverKey(sql, 'captcha', undefined)).toBe(a);
    expect(await serverKey(sql, 'auth', undefined)).not.toBe(a);
    expect(await serverKey(sql, 'captcha', 'from-env')).toBe('from-env');
  } finally {
    await sql.close();
    await dropTestDatabase(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

it("carries a data folder's key file into the database", async () => {
  const { sql, dataDir } = await freshTestSql('keys-');
  try {
    writeFileSync(`${dataDir}/auth.key`, 'an-older-key\n');
    expect(await serverKey(sql, 'auth', undefined, dataDir)).toBe('an-older-key');
    rmSync(`${dataDir}/auth.key`);
    expect(await serverKey(sql, 'auth', undefined, dataDir)).toBe('an-older-key');
  } finally {
    await sql.close();
    await dropTestDatabase(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
