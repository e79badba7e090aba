/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { KNOWN_SETTINGS } from './env.ts';

/** docs/CONFIGURATION.md is where a deployer looks: every setting the schema reads is in its tables. */
it('documents every setting the server reads in docs/CONFIGURATION.md', () => {
  const doc = readFileSync('docs/CONFIGURATION.md', 'utf8');
  const tableCells = doc
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1] ?? '')
    .join(' ');
  expect(KNOWN_SETTINGS.filter((name) => !tableCells.includes(`\`${name}\``))).toEqual([]);
});
