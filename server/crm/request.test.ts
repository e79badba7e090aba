/** @jest-environment node */
import { formatCrmDateTime, parseCrmDateTime } from './dates.ts';
import { CrmError, redactSecrets } from './errors.ts';
import { OMNICASA_LANGUAGE_IDS, languageOfOmnicasaId } from './languages.ts';
import { redactedUrl, serviceUrl } from './request.ts';

test('the endpoint URL from the API base, with or without the service path', () => {
  const url = 'https://newapi.omnicasa.com/1.12/OmnicasaService.svc/GetPropertyListJson';
  expect(serviceUrl('https://newapi.omnicasa.com/1.12', 'GetPropertyList')).toBe(url);
  expect(serviceUrl('https://newapi.omnicasa.com/1.12/', 'GetPropertyList')).toBe(url);
  expect(serviceUrl('https://newapi.omnicasa.com/1.12/OmnicasaService.svc/', 'GetPropertyList')).toBe(url);
});

test('a URL as it may be logged: the password gone in its encoded spelling', () => {
  const password = 'p&ss "w"';
  const json = encodeURIComponent(JSON.stringify({ CustomerName: 'a', customerPassword: password }));
  const logged = redactedUrl(`https://crm.example.be/OmnicasaService.svc/GetPropertyJson?json=${json}`, password);
  expect(logged).toContain('customerPassword%22%3A%22[redacted]%22%7D');
  expect(logged).not.toContain('p%26ss');
  expect(decodeURIComponent(logged)).toContain('"customerPassword":"[redacted]"');
  expect(redactSecrets('nothing to hide', [''])).toBe('nothing to hide');
});

test('a CrmError message: endpoint, language, page, record, field, then the reason', () => {
  const error = new CrmError(
    {
      failure: 'malformed',
      endpoint: 'GetPropertyList',
      language: 'fr',
      page: { from: 51, to: 100 },
      record: 'ID 512',
      field: 'Pictures.2.Url',
    },
    'expected an absolute http(s) URL',
  );
  expect(error.message).toBe(
    'CRM GetPropertyList (fr), rows 51-100, record ID 512, field Pictures.2.Url: expected an absolute http(s) URL',
  );
  expect(error.transient).toBe(false);
  expect(error).toBeInstanceOf(Error);
});

test('CRM date-times are UTC "YYYY-MM-DD HH:mm:ss", both ways', () => {
  const time = Date.UTC(2026, 2, 29, 1, 30, 5);
  expect(formatCrmDateTime(time)).toBe('2026-03-29 01:30:05');
  expect(parseCrmDateTime('2026-03-29 01:30:05')).toBe(time);
  expect(parseCrmDateTime('2026-02-30 10:00:00')).toBeNaN();
  expect(parseCrmDateTime('2026-03-29T01:30:05Z')).toBeNaN();
});

test('Omnicasa LanguageIds: nl 1, fr 2, en 3, de 4, both ways', () => {
  expect(OMNICASA_LANGUAGE_IDS).toEqual({ nl: 1, fr: 2, en: 3, de: 4 });
  expect(languageOfOmnicasaId(3)).toBe('en');
  expect(languageOfOmnicasaId(5)).toBeUndefined();
});
