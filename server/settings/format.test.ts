/** @jest-environment node */
/** The start's words: the message of a failed check, the typo warnings, the NODE_ENV warning. */
import { editDistance, nodeEnvWarning, problemsMessage, unknownSettingWarnings } from './format.ts';

describe('the warning for an unknown CRM_, SMTP_ or DATABASE_ variable', () => {
  it('suggests the known name a typo is close to', () => {
    expect(unknownSettingWarnings({ CRM_PASWORD: 'x', DATABASE_ULR: 'x', SMTP_PASSWORD: 'x', SMTP_HOTS: 'x' })).toEqual(
      [
        'Warning: CRM_PASWORD is set but no setting has that name; it is ignored. Did you mean CRM_PASSWORD?',
        'Warning: DATABASE_ULR is set but no setting has that name; it is ignored. Did you mean DATABASE_URL?',
        'Warning: SMTP_HOTS is set but no setting has that name; it is ignored. Did you mean SMTP_HOST?',
        'Warning: SMTP_PASSWORD is set but no setting has that name; it is ignored. Did you mean SMTP_PASS?',
      ],
    );
  });

  it('says only that it is ignored when no known name is close', () => {
    expect(unknownSettingWarnings({ CRM_API_TOKEN: 'x' })).toEqual([
      'Warning: CRM_API_TOKEN is set but no setting has that name; it is ignored.',
    ]);
  });

  it('is not given for known names, nor for other prefixes (the environment has many)', () => {
    expect(
      unknownSettingWarnings({
        CRM_URL: 'x',
        SMTP_PASS: 'x',
        DATABASE_POOL: 'x',
        TEST_DATABASE_URL: 'x',
        PORTT: 'x',
        FORMS_RATE_LIMT: 'x',
        npm_config_cache: 'x',
        PATH: '/usr/bin',
      }),
    ).toEqual([]);
  });
});

test('the edit distance counts inserted, deleted and replaced letters', () => {
  expect(editDistance('CRM_URL', 'CRM_URL')).toBe(0);
  expect(editDistance('CRM_ULR', 'CRM_URL')).toBe(2);
  expect(editDistance('SMTP_HOST', 'SMTP_HOSTS')).toBe(1);
  expect(editDistance('', 'abc')).toBe(3);
});

test('a failed check prints a header and one indented line per setting', () => {
  expect(problemsMessage(['PORT="x": not a whole number'])).toBe(
    'A setting of the environment cannot be used (docs/CONFIGURATION.md):\n  PORT="x": not a whole number',
  );
  expect(problemsMessage(['a', 'b']).split('\n')).toEqual([
    '2 settings of the environment cannot be used (docs/CONFIGURATION.md):',
    '  a',
    '  b',
  ]);
});

test('NODE_ENV other than production is warned about', () => {
  expect(nodeEnvWarning('production')).toBeNull();
  expect(nodeEnvWarning(undefined)).toContain('NODE_ENV is unset, not production');
  expect(nodeEnvWarning('development')).toContain('NODE_ENV is "development", not production');
});
