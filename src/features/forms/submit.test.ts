/** @jest-environment node */
import { submitForm, type SubmitOutcome } from './submit.ts';
import type { FormKind } from '../../domain/forms/kinds.ts';

const reply = (status: number, body: unknown) =>
  (() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;

const send = (kind: FormKind, status: number, body: unknown): Promise<SubmitOutcome> =>
  submitForm({ kind, values: {}, files: {}, idempotencyKey: 'key-0123456789' }, reply(status, body));

describe('submitForm: a 409 from the server', () => {
  it.each(['purchase-offer', 'rent-application'] as const)(
    '%s on a listing sold or let meanwhile (errors.propertyClosed) says the property is no longer available',
    async (kind) => {
      expect(await send(kind, 409, { error: 'errors.propertyClosed' })).toEqual({
        ok: false,
        fields: {},
        banner: 'propertyGone',
        keyUsed: false,
      });
    },
  );

  it.each([
    ['contact-appointment', 'errors.propertyClosed', 'appointmentsFull'],
    ['contact-appointment', 'errors.appointmentsFull', 'appointmentsFull'],
    ['purchase-offer', 'errors.appointmentsFull', 'appointmentsFull'],
    ['contact-appointment', 'errors.invalid', 'invalid'],
  ] as const)('%s with %s shows the %s banner', async (kind, error, banner) => {
    expect(await send(kind, 409, { error })).toMatchObject({ ok: false, banner, keyUsed: false });
  });
});

describe('submitForm: a 429 from the server', () => {
  it('too many sends from this connection: the tooMany banner', async () => {
    expect(await send('site-contact', 429, { error: 'errors.tooMany' })).toEqual({
      ok: false,
      fields: {},
      banner: 'tooMany',
      keyUsed: false,
    });
  });

  it('the friend’s address had its mails for today: the field says so, under the invalid banner', async () => {
    const body = { error: 'errors.recipientLimit', errors: { friendEmail: 'errors.recipientLimit' } };
    expect(await send('send-to-friend', 429, body)).toEqual({
      ok: false,
      fields: { friendEmail: 'errors.recipientLimit' },
      banner: 'invalid',
      keyUsed: false,
    });
  });
});
