import { webcrypto } from 'node:crypto';
import { formsText } from '../../../test/forms/formsText.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { VALID_VALUES } from '../../../test/forms/validValues.ts';
import { makeCatalogue } from '../../../test/fixtures/catalogue.ts';
import { readyCatalogue } from '../../state/catalogue/catalogueSlices.ts';
import FormView from './FormView.tsx';
import type { FormKind } from '../../domain/forms/kinds.ts';
import type { FormContext } from './fields/types.ts';

type Lng = 'nl' | 'fr';

// jsdom has no SubtleCrypto; the captcha's proof of work (altcha-lib) hashes with it, as browsers do.
if (!globalThis.crypto.subtle) {
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
}

const HMAC_KEY = 'form-view-test';
/**
 * Filling a whole form in jsdom (each change validates and redraws it) takes up to 2 s on a busy
 * machine: the waits after it and the tests' limit are for one several times slower.
 */
const SLOW = { timeout: 20_000 };
jest.setTimeout(60_000);

const text = formsText;

/** The same as page text reads it (Testing Library collapses the French no-break space before a colon). */
const shown = (lng: Lng, key: string) => text(lng, key).replace(/\s+/g, ' ');

/** A field's accessible name: its label, and "(required)" read out after a required one. */
const label = (lng: Lng, field: string, required = false) =>
  required ? `${text(lng, `fields.${field}`)} (${text(lng, 'required')})` : text(lng, `fields.${field}`);

const answer = (status: number, body: unknown = {}) =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as unknown as Response;

let challenge: Awaited<ReturnType<typeof createChallenge>>;
beforeAll(async () => {
  challenge = await createChallenge({ hmacKey: HMAC_KEY, maxNumber: 10 });
});

/** Answers GET /api/forms/challenge with a real (small) challenge and every POST with `post`. */
function mockServer(post: () => Promise<Response>) {
  const fetchMock = jest.fn((url: string, init?: RequestInit) => {
    if (url === '/api/forms/challenge' && !init?.method) return Promise.resolve(answer(200, challenge));
    if (url.startsWith('/api/forms/') && init?.method === 'POST') return post();
    return Promise.reject(new Error(`unexpected request ${url}`));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { fetchMock, posts };
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

function renderForm(
  kind: FormKind,
  lng: Lng,
  route = `/${lng}/`,
  { context, withCatalogue = false }: { context?: FormContext; withCatalogue?: boolean } = {},
) {
  const user = userEvent.setup({ delay: null });
  const preloadedState = withCatalogue ? readyCatalogue(lng, makeCatalogue()) : undefined;
  return {
    user,
    ...renderWithProviders(<FormView kind={kind} lng={lng} context={context} />, { route, lng, preloadedState }),
  };
}

const SITE_CONTACT = VALID_VALUES['site-contact'] as Record<string, string>;
const TYPED = ['firstName', 'lastName', 'email', 'phone', 'street', 'houseNumber', 'zip', 'city', 'remarks'];
const REQUIRED = new Set(['firstName', 'lastName', 'email', 'phone']);

/** Fills the site-contact form as a visitor would and ticks the captcha until it is solved. */
async function fillSiteContact(user: UserEvent, lng: Lng) {
  await user.click(screen.getByRole('radio', { name: text(lng, `options.title.${SITE_CONTACT.title}`) }));
  for (const name of TYPED) {
    await user.click(screen.getByRole('textbox', { name: label(lng, name, REQUIRED.has(name)) }));
    await user.paste(SITE_CONTACT[name]!);
  }
  await user.selectOptions(
    screen.getByRole('combobox', { name: label(lng, 'contactTime') }),
    text(lng, `options.contactTime.${SITE_CONTACT.contactTime}`),
  );
  await solveCaptcha(user, lng);
}

async function solveCaptcha(user: UserEvent, lng: Lng) {
  await user.click(screen.getByRole('checkbox', { name: `${text(lng, 'captcha.label')} (${text(lng, 'required')})` }));
  expect(await screen.findByText(shown(lng, 'captcha.done'), {}, SLOW)).toBeInTheDocument();
}

const OFFER = VALID_VALUES['purchase-offer'] as Record<string, string> & { signerA: Record<string, string> };
const SIGNER_TYPED = ['firstName', 'lastName', 'street', 'houseNumber', 'zip', 'city', 'email', 'phone'];

/** A date field (no ARIA role): found by its label, which starts with the field's name. */
const dateField = (lng: Lng, field: string) =>
  screen.getByLabelText(new RegExp(`^${text(lng, `fields.${field}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/** Fills a listing's purchase offer with one signer and the amount as the visitor types it. */
async function fillOffer(user: UserEvent, lng: Lng, amount: string) {
  const signer = screen.getByRole('group', { name: text(lng, 'legends.signerA') });
  await user.click(within(signer).getByRole('radio', { name: text(lng, `options.title.${OFFER.signerA.title}`) }));
  for (const name of SIGNER_TYPED) {
    await user.click(within(signer).getByRole('textbox', { name: label(lng, name, true) }));
    await user.paste(OFFER.signerA[name]!);
  }
  await user.click(screen.getByRole('textbox', { name: label(lng, 'amount', true) }));
  await user.paste(amount);
  for (const name of ['startDate', 'endDate', 'signDate']) {
    // jsdom's date input takes its value whole, as a browser's date picker gives it.
    fireEvent.change(dateField(lng, name), { target: { value: OFFER[name] } });
  }
  await user.click(screen.getByRole('textbox', { name: label(lng, 'place', true) }));
  await user.paste(OFFER.place!);
  await solveCaptcha(user, lng);
}

const submitButton = (lng: Lng, kind: FormKind) =>
  screen.getByRole('button', { name: text(lng, `kinds.${kind}.submit`) });

describe('FormView rendering', () => {
  it.each([
    ['nl', '/nl/privacyverklaring/'],
    ['fr', '/fr/declaration-de-confidentialite/'],
  ] as const)('draws the site-contact form in %s with required fields marked and the privacy link', (lng, privacy) => {
    renderForm('site-contact', lng);
    expect(screen.getByRole('heading', { level: 2, name: text(lng, 'kinds.site-contact.title') })).toBeInTheDocument();
    expect(screen.getByText(shown(lng, 'requiredNote'))).toBeInTheDocument();
    for (const name of REQUIRED) expect(screen.getByRole('textbox', { name: label(lng, name, true) })).toBeRequired();
    for (const name of ['street', 'zip', 'city', 'remarks']) {
      expect(screen.getByRole('textbox', { name: label(lng, name) })).not.toBeRequired();
    }
    const titles = screen.getByRole('radiogroup', { name: label(lng, 'title', true) });
    expect(titles).toHaveAttribute('aria-required', 'true');
    expect(titles).not.toHaveAttribute('aria-invalid');
    expect(titles).not.toHaveAttribute('aria-describedby');
    expect(
      within(titles)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['mr', 'ms', 'miss'].map((option) => text(lng, `options.title.${option}`)));
    expect(
      screen.getByRole('checkbox', { name: `${text(lng, 'captcha.label')} (${text(lng, 'required')})` }),
    ).not.toBeChecked();
    // One sentence with the link inside it (Trans): "… our <policy>privacy statement</policy>."
    const sentence = text(lng, 'privacy');
    const linkText = /<policy>(.+)<\/policy>/.exec(sentence)?.[1] ?? 'no <policy> in the sentence';
    const link = screen.getByRole('link', { name: linkText });
    expect(link).toHaveAttribute('href', privacy);
    expect(link.closest('p')).toHaveTextContent(sentence.replace(/<\/?policy>/g, ''));
    expect(submitButton(lng, 'site-contact')).toBeEnabled();
  });

  it('marks the valued property as required in the free valuation form, not the visitor’s own address', () => {
    renderForm('contact-demand', 'fr');
    const valued = screen.getByRole('group', { name: text('fr', 'legends.valuedProperty') });
    for (const name of ['propertyStreet', 'propertyNumber', 'propertyZip', 'propertyCity']) {
      expect(within(valued).getByRole('textbox', { name: label('fr', name, true) })).toBeRequired();
    }
    expect(within(valued).getByRole('combobox', { name: label('fr', 'propertyCategory') })).not.toBeRequired();
    const own = screen.getByRole('group', { name: text('fr', 'legends.address') });
    expect(within(own).getByRole('textbox', { name: label('fr', 'street') })).not.toBeRequired();
    expect(submitButton('fr', 'contact-demand')).toBeInTheDocument();
  });
});

describe('FormView sending', () => {
  it('refuses an empty form: banner, errors in place, links to the fields, focus on the first, nothing sent', async () => {
    const { fetchMock } = mockServer(() => Promise.resolve(answer(202)));
    const { user } = renderForm('site-contact', 'nl');
    await user.click(submitButton('nl', 'site-contact'));

    const banner = await screen.findByRole('alert', {}, SLOW);
    expect(banner).toHaveTextContent(shown('nl', 'banner.invalid'));
    const errors: [string, string][] = [
      ['firstName', 'firstNameRequired'],
      ['lastName', 'lastNameRequired'],
      ['email', 'emailRequired'],
      ['phone', 'phoneRequired'],
    ];
    for (const [name, error] of errors) {
      const input = screen.getByRole('textbox', { name: label('nl', name, true) });
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(text('nl', `errors.${error}`));
      const link = within(banner).getByRole('link', { name: `${label('nl', name)}: ${text('nl', `errors.${error}`)}` });
      expect(link).toHaveAttribute('href', `#${input.id}`);
    }
    const titles = screen.getByRole('radiogroup', { name: label('nl', 'title', true) });
    expect(titles).toHaveAttribute('aria-invalid', 'true');
    expect(titles).toHaveAccessibleDescription(text('nl', 'errors.titleRequired'));
    const captcha = screen.getByRole('checkbox', {
      name: `${text('nl', 'captcha.label')} (${text('nl', 'required')})`,
    });
    expect(captcha).toHaveAttribute('aria-invalid', 'true');
    expect(captcha).toHaveAccessibleDescription(expect.stringContaining(text('nl', 'errors.captchaNotConfirmed')));
    expect(within(banner).getByRole('link', { name: new RegExp(`^${text('nl', 'captcha.label')}:`) })).toHaveAttribute(
      'href',
      `#${captcha.id}`,
    );
    expect(screen.getByRole('textbox', { name: label('nl', 'street') })).not.toHaveAttribute('aria-invalid');
    // The title is the first field of the form: its first option takes the focus.
    await waitFor(
      () => expect(screen.getByRole('radio', { name: text('nl', 'options.title.mr') })).toHaveFocus(),
      SLOW,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an empty free valuation in French and focuses the valued property’s street', async () => {
    const { fetchMock } = mockServer(() => Promise.resolve(answer(202)));
    const { user } = renderForm('contact-demand', 'fr');
    await user.click(submitButton('fr', 'contact-demand'));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(shown('fr', 'banner.invalid'));
    const valued = screen.getByRole('group', { name: text('fr', 'legends.valuedProperty') });
    const street = within(valued).getByRole('textbox', { name: label('fr', 'propertyStreet', true) });
    expect(street).toHaveAccessibleDescription(text('fr', 'errors.valuationAddressEmpty'));
    expect(
      within(valued).getByRole('textbox', { name: label('fr', 'propertyCity', true) }),
    ).toHaveAccessibleDescription(text('fr', 'errors.addressZipCity'));
    await waitFor(() => expect(street).toHaveFocus(), SLOW);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts a valid form once with an Idempotency-Key and what was typed, then shows the thank-you page', async () => {
    let accept: (response: Response) => void = () => undefined;
    const { posts } = mockServer(() => new Promise<Response>((resolve) => (accept = resolve)));
    const { user, router } = renderForm('site-contact', 'nl', '/nl/contact/');
    await fillSiteContact(user, 'nl');
    await user.click(submitButton('nl', 'site-contact'));

    // While the answer is on its way the button says so and a second click sends nothing more.
    const sending = await screen.findByRole('button', { name: text('nl', 'sending') }, SLOW);
    expect(sending).toBeDisabled();
    await user.click(sending);
    expect(posts()).toHaveLength(1);

    const [url, init] = posts()[0]!;
    expect(url).toBe('/api/forms/site-contact');
    const headers = init!.headers as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(headers['content-type']).toBe('application/json');
    const body = JSON.parse(init!.body as string) as Record<string, unknown>;
    expect(body).toEqual({
      ...Object.fromEntries([...TYPED, 'title', 'contactTime'].map((name) => [name, SITE_CONTACT[name]])),
      newsletter: false,
      lng: 'nl',
      fax: '',
      captcha: expect.any(String),
    });
    // The captcha holds the solved proof of work, which the server's check accepts.
    await expect(verifySolution(body.captcha as string, HMAC_KEY)).resolves.toBe(true);

    accept(answer(202, { ok: true }));
    await waitFor(() => expect(router.location().pathname).toBe('/nl/bedankt/site-contact/'), SLOW);
    expect(posts()).toHaveLength(1);
  });

  it('shows the server’s field errors in place and keeps what was typed', async () => {
    const { posts } = mockServer(() =>
      Promise.resolve(answer(400, { error: 'errors.invalid', errors: { email: 'errors.emailInvalid' } })),
    );
    const { user, router } = renderForm('site-contact', 'nl', '/nl/contact/');
    await fillSiteContact(user, 'nl');
    await user.click(submitButton('nl', 'site-contact'));

    const banner = await screen.findByRole('alert', {}, SLOW);
    expect(banner).toHaveTextContent(shown('nl', 'banner.invalid'));
    const email = screen.getByRole('textbox', { name: label('nl', 'email', true) });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(text('nl', 'errors.emailInvalid'));
    expect(
      within(banner).getByRole('link', { name: `${label('nl', 'email')}: ${text('nl', 'errors.emailInvalid')}` }),
    ).toHaveAttribute('href', `#${email.id}`);
    await waitFor(() => expect(email).toHaveFocus(), SLOW);
    expect(within(banner).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: label('nl', 'firstName', true) })).not.toHaveAttribute('aria-invalid');
    for (const name of TYPED) {
      expect(screen.getByRole('textbox', { name: label('nl', name, REQUIRED.has(name)) })).toHaveValue(
        SITE_CONTACT[name],
      );
    }
    expect(screen.getByRole('radio', { name: text('nl', 'options.title.ms') })).toBeChecked();
    expect(posts()).toHaveLength(1);
    expect(router.location().pathname).toBe('/nl/contact/');
  });

  it.each([
    ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch')), 'notSent', true],
    ['a 503', () => Promise.resolve(answer(503, { error: 'errors.sendFailed' })), 'sendFailed', true],
    ['a busy server', () => Promise.resolve(answer(503, { error: 'errors.busy' })), 'busy', true],
    ['a 422 (the key was used for other content)', () => Promise.resolve(answer(422, {})), 'alreadySent', false],
  ] as const)('after %s says so, keeps the values and retries with the right key', async (_, fail, banner, sameKey) => {
    let next: () => Promise<Response> = fail;
    const { posts } = mockServer(() => next());
    const { user, router } = renderForm('site-contact', 'fr', '/fr/contact/');
    await fillSiteContact(user, 'fr');
    await user.click(submitButton('fr', 'site-contact'));

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(shown('fr', `banner.${banner}`));
    expect(within(alert).queryAllByRole('link')).toHaveLength(0);
    for (const name of TYPED) {
      const input = screen.getByRole('textbox', { name: label('fr', name, REQUIRED.has(name)) });
      expect(input).toHaveValue(SITE_CONTACT[name]);
      expect(input).not.toHaveAttribute('aria-invalid');
    }
    expect(router.location().pathname).toBe('/fr/contact/');

    next = () => Promise.resolve(answer(202));
    await user.click(submitButton('fr', 'site-contact'));
    await waitFor(() => expect(router.location().pathname).toBe('/fr/merci/site-contact/'), SLOW);
    const keys = posts().map(([, init]) => (init!.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toHaveLength(2);
    if (sameKey) expect(keys[1]).toBe(keys[0]);
    else expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('FormView choice groups', () => {
  it('marks an invalid group of checkboxes on each box, with the error as their description', async () => {
    mockServer(() => Promise.resolve(answer(202)));
    const { user } = renderForm('demand-register', 'nl', '/nl/', { withCatalogue: true });
    const types = screen.getByRole('group', { name: label('nl', 'types', true) });
    const boxes = within(types).getAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) expect(box).not.toHaveAttribute('aria-invalid');

    await user.click(submitButton('nl', 'demand-register'));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(shown('nl', 'banner.invalid'));
    expect(types).toHaveAccessibleDescription(text('nl', 'errors.typeRequired'));
    for (const box of boxes) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(text('nl', 'errors.typeRequired'));
    }
    // role=group takes neither aria-required nor aria-invalid (axe: aria-allowed-attr); its legend says "required".
    expect(types).not.toHaveAttribute('aria-required');
    expect(types).not.toHaveAttribute('aria-invalid');

    const zones = screen.getByRole('group', { name: label('nl', 'zones', true) });
    const zoneInputs = [...within(zones).getAllByRole('checkbox'), within(zones).getByRole('textbox')];
    for (const input of zoneInputs) expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(zones).not.toHaveAttribute('aria-required');

    await user.click(boxes[0]!);
    for (const box of boxes) expect(box).not.toHaveAttribute('aria-invalid');
    expect(types).not.toHaveAccessibleDescription();
  });
});

describe('FormView: what the server refuses that is not a field', () => {
  it.each([
    ['document-request', 'nl', { propertyId: 120 }, 'propertyId', 'errors.unknownProperty'],
    ['contact-construction', 'fr', { projectId: 2 }, 'projectId', 'errors.unknownProject'],
  ] as const)(
    '%s in %s: says the listing is no longer available, as text, and focuses the banner',
    async (kind, lng, context, key, message) => {
      const { posts } = mockServer(() =>
        Promise.resolve(answer(400, { error: 'errors.invalid', errors: { [key]: message } })),
      );
      const { user } = renderForm(kind, lng, `/${lng}/`, { context });
      await fillSiteContact(user, lng);
      await user.click(submitButton(lng, kind));

      const banner = await screen.findByRole('alert', {}, SLOW);
      expect(banner).toHaveTextContent(shown(lng, message));
      // Nothing is red, so the banner does not speak of fields in red.
      expect(banner).not.toHaveTextContent(shown(lng, 'banner.invalid'));
      expect(within(banner).queryAllByRole('link')).toHaveLength(0);
      await waitFor(() => expect(banner.parentElement).toHaveFocus(), SLOW);
      for (const name of TYPED) {
        const input = screen.getByRole('textbox', { name: label(lng, name, REQUIRED.has(name)) });
        expect(input).not.toHaveAttribute('aria-invalid');
        expect(input).toHaveValue(SITE_CONTACT[name]);
      }
      expect(posts()).toHaveLength(1);
    },
  );

  it('shows such a message beside the fields in red, whose links stay', async () => {
    mockServer(() =>
      Promise.resolve(
        answer(400, {
          error: 'errors.invalid',
          errors: { email: 'errors.emailInvalid', propertyId: 'errors.unknownProperty' },
        }),
      ),
    );
    const { user } = renderForm('document-request', 'nl', '/nl/', { context: { propertyId: 120 } });
    await fillSiteContact(user, 'nl');
    await user.click(submitButton('nl', 'document-request'));

    const banner = await screen.findByRole('alert', {}, SLOW);
    expect(banner).toHaveTextContent(shown('nl', 'banner.invalid'));
    expect(banner).toHaveTextContent(shown('nl', 'errors.unknownProperty'));
    const email = screen.getByRole('textbox', { name: label('nl', 'email', true) });
    expect(within(banner).getAllByRole('link')).toHaveLength(1);
    await waitFor(() => expect(email).toHaveFocus(), SLOW);
  });
});

describe('FormView: the purchase offer', () => {
  it('posts the amount the words were written from (240.000 is 240000 euros, not 240)', async () => {
    const { posts } = mockServer(() => Promise.resolve(answer(202)));
    const { user, router } = renderForm('purchase-offer', 'nl', '/nl/', { context: { propertyId: 120 } });
    await fillOffer(user, 'nl', '240.000');
    expect(screen.getByRole('textbox', { name: label('nl', 'amountWords', true) })).toHaveValue(
      'tweehonderdveertigduizend euro',
    );
    await user.click(submitButton('nl', 'purchase-offer'));

    await waitFor(() => expect(router.location().pathname).toBe('/nl/bedankt/purchase-offer/'), SLOW);
    expect(posts()).toHaveLength(1);
    const body = JSON.parse(posts()[0]![1]!.body as string) as Record<string, unknown>;
    expect(body).toMatchObject({ propertyId: 120, amount: 240000, amountWords: 'tweehonderdveertigduizend euro' });
  });

  it('says the property is no longer available when it was sold meanwhile (409), keeping the offer', async () => {
    const { posts } = mockServer(() => Promise.resolve(answer(409, { error: 'errors.propertyClosed' })));
    const { user, router } = renderForm('purchase-offer', 'nl', '/nl/', { context: { propertyId: 120 } });
    await fillOffer(user, 'nl', '240.000');
    await user.click(submitButton('nl', 'purchase-offer'));

    const banner = await screen.findByRole('alert', {}, SLOW);
    expect(banner).toHaveTextContent(shown('nl', 'errors.unknownProperty'));
    expect(banner).not.toHaveTextContent(shown('nl', 'banner.appointmentsFull'));
    expect(screen.queryByText(shown('nl', 'slots.fullHelp'))).not.toBeInTheDocument();
    await waitFor(() => expect(banner.parentElement).toHaveFocus(), SLOW);
    expect(screen.getByRole('textbox', { name: label('nl', 'amount', true) })).toHaveValue('240.000');
    expect(posts()).toHaveLength(1);
    expect(router.location().pathname).toBe('/nl/');
  });
});

describe('FormView: a search saved from a list page', () => {
  it("starts the demand register with the list's goal, type and town, and says so", async () => {
    renderForm('demand-register', 'fr', '/fr/je-cherche/?goal=rent&type=4&type=999&zone=5000&zone=9999', {
      withCatalogue: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(shown('fr', 'demandPrefilled'));
    expect(screen.getByRole('radio', { name: text('fr', 'options.goal.rent') })).toBeChecked();
    const types = screen.getByRole('group', { name: label('fr', 'types', true) });
    expect(within(types).getByRole('checkbox', { name: 'Appartement' })).toBeChecked();
    expect(
      within(types)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(1);
    const zones = screen.getByRole('group', { name: label('fr', 'zones', true) });
    expect(within(zones).getByRole('checkbox', { name: 'Namur (5000)' })).toBeChecked();
    // A postcode the form does not list (9999) is left for the visitor to type, not half-filled.
    expect(within(zones).getByRole('textbox')).toHaveValue('');
  });

  it('starts every advanced criterion of the list in its field', async () => {
    renderForm(
      'demand-register',
      'fr',
      '/fr/je-cherche/?goal=sale&type=1&zone=5000&minPrice=200000&maxPrice=450000&bedrooms=3&minLiving=120' +
        '&minPlot=500&epc=C&garden=1&parking=1&terrace=1&lift=1&newBuild=1',
      { withCatalogue: true },
    );
    expect(await screen.findByRole('status')).toHaveTextContent(shown('fr', 'demandPrefilled'));
    expect(screen.getByRole('textbox', { name: label('fr', 'minPrice') })).toHaveValue('200000');
    expect(screen.getByRole('textbox', { name: label('fr', 'maxPrice') })).toHaveValue('450000');
    expect(screen.getByRole('textbox', { name: label('fr', 'bedrooms') })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: label('fr', 'minLiving') })).toHaveValue('120');
    expect(screen.getByRole('textbox', { name: label('fr', 'minPlot') })).toHaveValue('500');
    const epc = screen.getByRole('combobox', { name: label('fr', 'epc') });
    expect(epc).toHaveValue('c');
    expect(within(epc).getByRole('option', { selected: true })).toHaveTextContent('C ou mieux');
    for (const feature of ['garden', 'parking', 'terrace', 'lift', 'newBuild']) {
      expect(screen.getByRole('checkbox', { name: label('fr', feature) })).toBeChecked();
    }
  });

  it('leaves the form empty and silent for a query that does not read', () => {
    renderForm('demand-register', 'fr', '/fr/je-cherche/?goal=buy&type=x', { withCatalogue: true });
    expect(screen.queryByText(shown('fr', 'demandPrefilled'))).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: text('fr', 'options.goal.rent') })).not.toBeChecked();
  });
});

describe('FormView: send to a friend', () => {
  const FRIEND = VALID_VALUES['send-to-friend'] as Record<string, string>;

  it('asks no message, and says in place when the friend’s address had its mails for today', async () => {
    const { posts } = mockServer(() =>
      Promise.resolve(
        answer(429, { error: 'errors.recipientLimit', errors: { friendEmail: 'errors.recipientLimit' } }),
      ),
    );
    const { user } = renderForm('send-to-friend', 'fr', '/fr/', { context: { propertyId: 120 } });
    // Only who sends it to whom: no free text goes out under the agency's name.
    expect(screen.queryByRole('textbox', { name: /message/i })).not.toBeInTheDocument();
    for (const name of ['senderName', 'senderEmail', 'friendEmail']) {
      await user.click(screen.getByRole('textbox', { name: label('fr', name, true) }));
      await user.paste(FRIEND[name]!);
    }
    await solveCaptcha(user, 'fr');
    await user.click(submitButton('fr', 'send-to-friend'));

    const banner = await screen.findByRole('alert', {}, SLOW);
    expect(banner).toHaveTextContent(shown('fr', 'banner.invalid'));
    expect(banner).toHaveTextContent(shown('fr', 'errors.recipientLimit'));
    const friend = screen.getByRole('textbox', { name: label('fr', 'friendEmail', true) });
    await waitFor(() => expect(friend).toHaveAttribute('aria-invalid', 'true'), SLOW);
    expect(friend).toHaveAccessibleDescription(shown('fr', 'errors.recipientLimit'));
    expect(posts()).toHaveLength(1);
  });
});
