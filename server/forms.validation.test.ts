/** @jest-environment node */
/**
 * What the endpoint answers to values a browser never sends but a hand-made request can:
 * each is refused with 400 and the error key of the field at fault, from the shared schema.
 */
import type { FastifyInstance } from 'fastify';
import { makeSite } from '../test/forms/serverKit.ts';
import { formValues, formsApp, postForm } from '../test/forms/formsApp.ts';
import { enabledLanguages } from '../src/config/site.ts';

// The app is started for the file (in beforeAll, under this limit too): sized for a machine several
// times slower than a loaded one.
jest.setTimeout(60_000);

let app: FastifyInstance;

beforeAll(async () => {
  app = await formsApp(makeSite());
});
afterAll(() => app.close());

async function errorsFor(kind: 'site-contact' | 'demand-register' | 'send-to-friend', changes: object) {
  const response = await postForm(app, kind, await formValues(app, kind, { ...changes }));
  expect(response.statusCode).toBe(400);
  return (response.json() as { errors: Record<string, string> }).errors;
}

describe('POST /api/forms/{kind}: values of the wrong kind', () => {
  it('refuses a language the site does not serve (German is off in site.json)', async () => {
    expect(enabledLanguages).not.toContain('de');
    expect(await errorsFor('site-contact', { lng: 'de' })).toEqual({ lng: 'errors.required' });
  });

  it('answers a wrong type id with a key of the catalogue, never yup’s English', async () => {
    expect(await errorsFor('demand-register', { types: [1.5] })).toEqual({ 'types.0': 'errors.typeRequired' });
    expect(await errorsFor('demand-register', { types: [0, 1000] })).toEqual({
      'types.0': 'errors.typeRequired',
      'types.1': 'errors.typeRequired',
    });
  });

  it.each([
    ['a number', 42],
    ['a boolean', true],
    ['an object', { first: 'Claire' }],
    ['an array', ['Claire']],
  ])('names the field that got %s instead of a text', async (_name, value) => {
    expect(await errorsFor('site-contact', { firstName: value })).toEqual({ firstName: 'errors.invalidValue' });
    expect(await errorsFor('site-contact', { remarks: value })).toEqual({ remarks: 'errors.invalidValue' });
  });
});

describe('POST /api/forms/{kind}: characters no one types', () => {
  it.each([
    ['NUL', 'Du\u0000bois'],
    ['ESC', 'Du\u001b[2Jbois'],
    ['a bell', 'Du\u0007bois'],
    ['a right-to-left override', 'Du\u202Esiob'],
    ['a left-to-right isolate', 'Du\u2066bois\u2069'],
    ['a line break', 'Dubois\r\nBcc: x@example.com'],
    ['an RFC 2047 encoded-word', '=?utf-8?b?QWdlbmN5IEFkbWlu?='],
  ])('refuses %s in a name', async (_name, value) => {
    expect(await errorsFor('site-contact', { lastName: value })).toEqual({ lastName: 'errors.invalidCharacters' });
  });

  it('refuses them in other one-line fields and in the sender of a mail to a friend', async () => {
    expect(await errorsFor('site-contact', { city: 'Namur\u202E' })).toEqual({ city: 'errors.invalidCharacters' });
    expect(await errorsFor('send-to-friend', { senderName: '=?iso-8859-1?q?Imm=F6?=' })).toEqual({
      senderName: 'errors.invalidCharacters',
    });
  });

  it('keeps line breaks in a message, but not the controls', async () => {
    const ok = await postForm(
      app,
      'site-contact',
      await formValues(app, 'site-contact', { remarks: 'Hello,\nThanks' }),
    );
    expect(ok.statusCode).toBe(202);
    expect(await errorsFor('site-contact', { remarks: 'Hello\u0000' })).toEqual({
      remarks: 'errors.invalidCharacters',
    });
  });
});
