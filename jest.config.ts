/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/server', '<rootDir>/publisher', '<rootDir>/tools', '<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // *.cluster.test.ts start their own PostgreSQL: they run with `npm run test:pg` (scripts/test-pg.ts).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/e2e/', '\\.cluster\\.test\\.ts$'],
  transform: { '^.+\\.(t|j)sx?$': swc as never },
  // beasties (the build's critical-CSS step) loads these ES-module-only parsers with require(),
  // and otplib (the back office's one-time codes) its ES-module-only hash and base32 libraries.
  transformIgnorePatterns: [
    '/node_modules/(?!(beasties/node_modules/)?(boolbase|css-select|css-what|dom-serializer|domelementtype|domhandler|domutils|htmlparser2|entities|nth-check|@noble/hashes|@scure/base)/)',
  ],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    // The one module that reads import.meta.env, replaced for tests.
    '^(\\.{1,2}/)+(.*/)?config/env\\.ts$': '<rootDir>/test/env.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  clearMocks: true,
  // Jest's 5 s default fails ordinary tests on a slower or busy machine: a component test that
  // takes 1-2 s with both cores loaded needs 5-10 s on a machine five times slower. Tests (and
  // hooks) that do real work (servers, child processes, threads, SMTP, hashing, publishing,
  // fuzzing) state their own, longer limit in their file.
  testTimeout: 30_000,
};

export default config;
