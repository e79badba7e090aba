/**
 * The house plan's boundaries (docs/ARCHITECTURE.md, each folder's README) are lint rules:
 * this plants one import across each forbidden boundary, in a file of the folder it would be
 * written in, and expects lint to refuse it; the same kind of import that the plan allows
 * passes, so a rule that refuses everything fails here too. The files are never written: ESLint
 * lints the text as if it stood at that path, with the repository's own configuration.
 */
import { execFileSync } from 'node:child_process';

// ESLint loads its configuration and the import resolver once for all the cases: seconds.
jest.setTimeout(180_000);

const BOUNDARY_RULES = ['import-x/no-restricted-paths', '@typescript-eslint/no-restricted-imports'];

interface Finding {
  rule: string | null;
  message: string;
}

/** Every case's boundary findings, linted in one run before the tests read them. */
const found = new Map<string, string[]>();
const key = (file: string, specifier: string) => `${file} -> ${specifier}`;

const use = (specifier: string) => `import * as planted from '${specifier}';\nexport const kept = planted;\n`;

const FORBIDDEN: [string, string, string][] = [
  ['the server imports a command-line entry point', 'server/forms/planted.ts', '../../scripts/sync.ts'],
  ['the server imports a developer tool', 'server/forms/planted.ts', '../../tools/bench/builtServer.ts'],
  ['the server imports test/', 'server/forms/planted.ts', '../../test/forms/validValues.ts'],
  ['the server imports a feature', 'server/forms/planted.ts', '../../src/features/catalogue/ListingGrid.tsx'],
  ['the server imports the app', 'server/forms/planted.ts', '../../src/app/Root.tsx'],
  ['a command-line entry point imports test/', 'scripts/planted.ts', '../test/crm/server.ts'],
  ['the publisher imports the server', 'publisher/release/planted.ts', '../../server/db/sql.ts'],
  ['the publisher imports a feature', 'publisher/release/planted.ts', '../../src/features/catalogue/ListingGrid.tsx'],
  ['the publisher imports the app', 'publisher/release/planted.ts', '../../src/app/Root.tsx'],
  ['the publisher imports test/', 'publisher/release/planted.ts', '../../test/fixtures/catalogue.ts'],
  ['the domain imports a feature', 'src/domain/catalogue/planted.ts', '../../features/catalogue/ListingGrid.tsx'],
  ['the domain imports the app', 'src/domain/catalogue/planted.ts', '../../app/Root.tsx'],
  ['the domain imports React', 'src/domain/catalogue/planted.ts', 'react'],
  ['the domain imports Redux Toolkit', 'src/domain/catalogue/planted.ts', '@reduxjs/toolkit'],
  ['lib imports a feature', 'src/lib/planted.ts', '../features/catalogue/ListingGrid.tsx'],
  ['a shared component imports a feature', 'src/components/planted.ts', '../features/catalogue/ListingGrid.tsx'],
  ['a feature imports an app page', 'src/features/catalogue/planted.ts', '../../app/pages/HomePage.tsx'],
  ['a public page imports the back office', 'src/app/planted.ts', '../features/office/AuditPage.tsx'],
  ['browser code imports test/', 'src/features/catalogue/planted.ts', '../../../test/env.ts'],
  ['a feature imports another feature', 'src/features/compare/planted.ts', '../catalogue/ListingGrid.tsx'],
  [
    'a feature imports another feature’s component',
    'src/features/layout/planted.ts',
    '../favourites/FavouriteButton.tsx',
  ],
  ['a feature imports the app’s composition', 'src/features/detail/planted.ts', '../../app/featureSlots.tsx'],
  ['the state imports a feature', 'src/state/catalogue/planted.ts', '../../features/catalogue/ListingGrid.tsx'],
  ['the state imports the app', 'src/state/planted.ts', '../app/Root.tsx'],
  ['the state imports a component', 'src/state/planted.ts', '../components/PriceText.tsx'],
  ['a shared component imports the state', 'src/components/planted.ts', '../state/hooks.ts'],
  ['the server imports the state', 'server/forms/planted.ts', '../../src/state/catalogue/selectors.ts'],
  ['the publisher imports the state', 'publisher/release/planted.ts', '../../src/state/catalogue/selectors.ts'],
];

const ALLOWED: [string, string, string][] = [
  ['the server imports the domain', 'server/forms/planted.ts', '../../src/domain/criteria/criteria.ts'],
  ['the server imports the publisher', 'server/forms/planted.ts', '../../publisher/dataFiles/manifest.ts'],
  ['a server test imports test/', 'server/forms/planted.test.ts', '../../test/forms/validValues.ts'],
  ['a command-line entry point imports the server', 'scripts/planted.ts', '../server/db/sql.ts'],
  ['the publisher imports the domain', 'publisher/release/planted.ts', '../../src/domain/catalogue/views.ts'],
  ['the domain imports lib', 'src/domain/catalogue/planted.ts', '../../lib/paths.ts'],
  ['a feature imports the domain', 'src/features/catalogue/planted.ts', '../../domain/criteria/criteria.ts'],
  ['a feature imports itself', 'src/features/catalogue/planted.ts', './ListingGrid.tsx'],
  ['a feature imports the state', 'src/features/compare/planted.ts', '../../state/hooks.ts'],
  ['a feature imports a shared component', 'src/features/detail/planted.ts', '../../components/slots.tsx'],
  ['the app composes features', 'src/app/pages/planted.ts', '../../features/catalogue/ListingGrid.tsx'],
  ['the state imports the domain', 'src/state/catalogue/planted.ts', '../../domain/catalogue/views.ts'],
  ['a tool imports test/', 'tools/bench/planted.ts', '../../test/crm/server.ts'],
];

beforeAll(() => {
  const cases = [...FORBIDDEN, ...ALLOWED];
  const output = execFileSync(process.execPath, ['test/lint/lintText.mjs'], {
    input: JSON.stringify(cases.map(([, file, specifier]) => ({ file, code: use(specifier) }))),
    maxBuffer: 16 * 1024 * 1024,
  });
  const results = JSON.parse(output.toString('utf8')) as Finding[][];
  cases.forEach(([, file, specifier], i) => {
    const findings = results[i] ?? [];
    found.set(
      key(file, specifier),
      findings.filter((finding) => BOUNDARY_RULES.includes(finding.rule ?? '')).map((finding) => finding.message),
    );
  });
});

it.each(FORBIDDEN)('refuses it when %s', (_case, file, specifier) => {
  expect(found.get(key(file, specifier))).not.toEqual([]);
});

it.each(ALLOWED)('lets it pass when %s', (_case, file, specifier) => {
  expect(found.get(key(file, specifier))).toEqual([]);
});
