/** @jest-environment ./test/routerEnvironment.ts */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetchMock.ts';
import { officeTexts, renderOffice, staffServer } from '../../../test/renderOffice.tsx';

const fetchMock = installFetchMock();
const t = officeTexts('en');
const BERT = { id: 2, email: 'bert@agency.be', name: 'Bert Claes', role: 'agent', lng: 'en' };
const OWNER = {
  id: 7,
  email: 'famille.delvaux@example.be',
  name: 'Famille Delvaux',
  lng: 'fr',
  active: true,
  hasPassword: false,
  crm: false,
  properties: [{ id: 120, source: 'returning-client', since: '2026-09-25' }],
  createdAt: 0,
};
const field = (label: string) => screen.getByLabelText(label, { exact: false });

describe('the owners page', () => {
  it('creates an owner with a listing, sending what the shared rules read', async () => {
    let sent: unknown = null;
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, BERT],
        'GET owners': [200, { owners: [OWNER], crm: false }],
        'POST owners': (body) => {
          sent = body;
          return [201, { id: 8 }];
        },
      }),
    );
    renderOffice('/admin/owners');
    expect(await screen.findByRole('heading', { level: 1, name: t('owners.title') })).toHaveFocus();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: t('owners.listing', { id: 120 }) })).toHaveAttribute(
      'href',
      '/admin/owners/listing/120',
    );
    expect(within(table).getByText(t('owners.invitationWaiting'))).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: t('owners.submit') });
    await userEvent.click(submit);
    expect(await screen.findByText(t('forms:errors.emailRequired'))).toBeInTheDocument();
    expect(sent).toBeNull();

    await userEvent.type(field(t('owners.email')), ' marie.dupont@example.be ');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${t('owners.name')}`) }), 'Marie Dupont');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: new RegExp(`^${t('owners.language')}`) }), 'nl');
    await userEvent.type(field(t('owners.listingNumber')), '162');
    await userEvent.selectOptions(field(t('owners.source')), 'sign');
    const since = field(t('owners.sinceDate'));
    await userEvent.clear(since);
    await userEvent.type(since, '2026-11-02');
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(t('owners.created'));
    expect(sent).toEqual({
      email: 'marie.dupont@example.be',
      name: 'Marie Dupont',
      lng: 'nl',
      properties: [{ id: 162, source: 'sign', since: '2026-11-02' }],
    });
  });

  it("shows the CRM's owners read-only, with why", async () => {
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, BERT],
        'GET owners': [200, { owners: [{ ...OWNER, crm: true, hasPassword: true }], crm: true }],
      }),
    );
    renderOffice('/admin/owners');
    expect(await screen.findByText(t('owners.crm'))).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Famille Delvaux');
    // No form and no action on the page (the frame keeps its sign-out and languages).
    const main = screen.getByRole('main');
    expect(within(main).queryByRole('button')).toBeNull();
    expect(within(main).queryByRole('form')).toBeNull();
  });
});
