/** @jest-environment node */
import { FORM_KINDS } from '../../src/domain/forms/kinds.ts';
import { VALID_VALUES } from '../../test/forms/validValues.ts';
import { digestMail, matchMail } from '../alerts/mails.ts';
import { loginNotice, resetMail } from '../owners/mails.ts';
import { htmlLines, markup } from './html.ts';
import { renderMails, type OutgoingMail } from './render.ts';

/** Markup and both quotes: what would open a tag or leave an attribute if it went in raw. */
const HOSTILE = `<img src=x onerror="alert(1)"> 'q'`;
const ESCAPED = '&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &#39;q&#39;';

/** Every free-text value a visitor typed gets the hostile tail (options, dates and amounts keep their shape). */
function hostile(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value && typeof value === 'object' && !Array.isArray(value))
      out[key] = hostile(value as Record<string, unknown>);
    else if (typeof value === 'string' && /^[A-Za-z][^@]{3,}$/.test(value) && !/^(ms|mr|sale|rent)$/.test(value))
      out[key] = `${value}${HOSTILE}`;
    else out[key] = value;
  }
  return out;
}

const agency = {
  name: 'Immo Famenne',
  email: 'info@immo-famenne.be',
  phone: '084 31 00 00',
  address: 'Rue du Luxembourg 1, 6900 Marche-en-Famenne',
  siteUrl: 'https://www.immo-famenne.be',
};

function expectEscaped(mail: OutgoingMail, shown = true) {
  expect(mail.html).not.toContain('<img src=x');
  expect(mail.html).not.toContain(`"alert(1)"`);
  if (shown) expect(mail.html).toContain(ESCAPED);
}

describe('mail HTML', () => {
  it.each(FORM_KINDS.map((kind) => [kind]))('%s: markup and quotes a visitor typed arrive escaped', (kind) => {
    const values = hostile({ ...VALID_VALUES[kind] });
    if (kind === 'contact-appointment') values.slot = '2026-11-25 10-13';
    const mails = renderMails({
      kind,
      lng: 'fr',
      values,
      subject: { key: 'property/120', id: 120, kind: 'property', label: 'Maison', url: 'https://x.example/fr/a/' },
      uploads: kind === 'job-contact' ? [{ field: 'cv', storedName: 'a.pdf', filename: `cv${HOSTILE}.pdf` }] : [],
      agency,
      agencyInbox: agency.email,
      typeName: () => 'Maison',
      now: new Date('2026-11-24T10:00:00Z'),
      newsletterUrl: 'https://www.immo-famenne.be/fr/newsletter/',
      ...(kind === 'demand-register' ? { alertToken: 'token' } : {}),
    });
    expect(mails.length).toBeGreaterThan(0);
    // The unsubscribe form has no free text at all (its one value is an address).
    for (const mail of mails) expectEscaped(mail, JSON.stringify(values).includes('onerror'));
  });

  it('escapes a listing, a name and an owner in the alerts and the portal mails', () => {
    const shown = {
      type: 'Maison',
      city: 'Namur',
      title: `Belle maison${HOSTILE}`,
      price: { amount: 245000, from: false, unit: '' },
      path: '/fr/a/',
      photo: '/media/a.jpg',
    };
    const recipient = { email: 'a@example.be', lng: 'fr' as const, name: `Jan${HOSTILE}`, token: 'token' };
    const owner = { id: 1, email: 'o@example.be', name: `Owner${HOSTILE}`, lng: 'fr', crmPersonId: null };
    expectEscaped(matchMail(recipient, { id: 120, shown, path: '/fr/a/' }, agency));
    expectEscaped(digestMail(recipient, [{ id: 120, shown, path: '/fr/a/' }], 'daily', agency));
    expectEscaped(loginNotice(owner, agency, agency.email, 'fr', new Date()));
    expectEscaped(resetMail(owner, agency, 'fr', 'https://www.immo-famenne.be/fr/reset/?token=a&b'));
  });

  it('markup`` escapes every value unless it is markup from markup`` itself', () => {
    const name = `<b>"Jan" & 'Els'</b>`;
    expect(String(markup`<p title="${name}">${name}</p>`)).toBe(
      '<p title="&lt;b&gt;&quot;Jan&quot; &amp; &#39;Els&#39;&lt;/b&gt;">&lt;b&gt;&quot;Jan&quot; &amp; &#39;Els&#39;&lt;/b&gt;</p>',
    );
    expect(String(markup`<div>${markup`<p>${name}</p>`}${[markup`<br>`, '<br>']}${null}${false}${7}</div>`)).toBe(
      '<div><p>&lt;b&gt;&quot;Jan&quot; &amp; &#39;Els&#39;&lt;/b&gt;</p><br>&lt;br&gt;7</div>',
    );
    // A string that merely looks like markup is text, even when it came from markup`` before.
    expect(String(markup`${String(markup`<i></i>`)}`)).toBe('&lt;i&gt;&lt;/i&gt;');
    expect(String(htmlLines('a\n<b>'))).toBe('a<br>&lt;b&gt;');
  });
});
