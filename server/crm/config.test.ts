/** @jest-environment node */
import { CrmConfigError, crmSettingsFromEnv, describeCrm } from './config.ts';

const BASE = { CRM_URL: 'https://newapi.omnicasa.com/1.12/', CRM_CUSTOMER: 'immo-famenne', CRM_PASSWORD: 'pa55-w0rd' };

function problemsOf(env: Record<string, string>): string[] {
  try {
    crmSettingsFromEnv(env, ['nl', 'fr', 'en']);
  } catch (error) {
    if (error instanceof CrmConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a CrmConfigError');
}

test('CRM_URL unset or blank: no CRM, whatever else is set', () => {
  expect(crmSettingsFromEnv({ CRM_CUSTOMER: 'x', CRM_SYNC_MINUTES: 'soon' })).toBeNull();
  expect(crmSettingsFromEnv({ CRM_URL: '  ' })).toBeNull();
  expect(describeCrm(null)).toBe('no CRM (CRM_URL unset): the committed snapshot is served');
});

test('the defaults: the site enabled languages, a sync every 5 minutes, no office', () => {
  const settings = crmSettingsFromEnv(BASE, ['nl', 'fr', 'en']);
  expect(settings).toEqual({
    url: 'https://newapi.omnicasa.com/1.12',
    customer: 'immo-famenne',
    password: 'pa55-w0rd',
    languages: ['nl', 'fr', 'en'],
    syncMinutes: 5,
    officeId: null,
    mediaHosts: [],
  });
  expect(describeCrm(settings)).toBe(
    'CRM https://newapi.omnicasa.com/1.12 as immo-famenne, languages nl, fr, en, a sync every 5 min',
  );
  expect(crmSettingsFromEnv(BASE)?.languages).toEqual(['nl', 'fr', 'en']);
});

test('every setting given', () => {
  const env = { ...BASE, CRM_LANGUAGES: ' FR, nl ,fr', CRM_SYNC_MINUTES: '15', CRM_OFFICE_ID: '3' };
  expect(crmSettingsFromEnv(env, ['nl', 'fr', 'en'])).toMatchObject({
    languages: ['fr', 'nl'],
    syncMinutes: 15,
    officeId: 3,
  });
});

test('bad values: one message naming each, never the password', () => {
  const problems = problemsOf({
    CRM_URL: 'ftp://crm.example.be/api',
    CRM_PASSWORD: 'pa55-w0rd',
    CRM_LANGUAGES: 'fr,de,xx,',
    CRM_SYNC_MINUTES: '0',
    CRM_OFFICE_ID: '-2',
  });
  expect(problems).toEqual([
    'CRM_URL must start with http:// or https://, not ftp://',
    'CRM_CUSTOMER is missing: the customer name the CRM gave the agency',
    'CRM_LANGUAGES: "de" is not enabled on the site (nl, fr, en in site.json)',
    'CRM_LANGUAGES: "xx" is not a catalogue language (nl, fr, en, de)',
    'CRM_LANGUAGES has an empty entry: expected e.g. nl,fr,en',
    'CRM_SYNC_MINUTES must be a positive whole number, not "0"',
    'CRM_OFFICE_ID must be a positive whole number, not "-2"',
  ]);
  expect(problems.join('\n')).not.toContain('pa55-w0rd');
  expect(problemsOf({ ...BASE, CRM_SYNC_MINUTES: '2.5' })).toEqual([
    'CRM_SYNC_MINUTES must be a positive whole number, not "2.5"',
  ]);
});

test('CRM_URL: a URL, the API base only, no credentials in it', () => {
  expect(problemsOf({ ...BASE, CRM_URL: 'newapi.omnicasa.com' })).toEqual([
    'CRM_URL is not a URL: expected e.g. https://newapi.omnicasa.com/1.12',
  ]);
  expect(problemsOf({ ...BASE, CRM_URL: 'https://user:secret@crm.example.be/?x=1' })).toEqual([
    'CRM_URL must not hold credentials: use CRM_CUSTOMER and CRM_PASSWORD',
    'CRM_URL must be the API base, with no ?query or #fragment',
  ]);
  expect(problemsOf({ CRM_URL: 'http://127.0.0.1:4480', CRM_CUSTOMER: 'x' })).toEqual(['CRM_PASSWORD is missing']);
});

test('CRM_MEDIA_HOSTS: host names or addresses with an optional port; anything else is named', () => {
  const env = { ...BASE, CRM_MEDIA_HOSTS: ' Media.Omnicasa.com, cdn.example.com:8443,[::1]:9000 ' };
  expect(crmSettingsFromEnv(env)?.mediaHosts).toEqual(['media.omnicasa.com', 'cdn.example.com:8443', '[::1]:9000']);
  expect(problemsOf({ ...BASE, CRM_MEDIA_HOSTS: 'https://media.example.com/photos, a b' })).toEqual([
    'CRM_MEDIA_HOSTS: "https://media.example.com/photos" is not a host: expected e.g. media.omnicasa.com or cdn.example.com:8443',
    'CRM_MEDIA_HOSTS: "a b" is not a host: expected e.g. media.omnicasa.com or cdn.example.com:8443',
  ]);
});
