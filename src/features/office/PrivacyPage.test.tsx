/** @jest-environment ./test/routerEnvironment.ts */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetchMock.ts';
import { officeTexts, renderOffice, staffServer } from '../../../test/renderOffice.tsx';

const fetchMock = installFetchMock();
const t = officeTexts('en');
const ANNE = { id: 1, email: 'anne@agency.be', name: 'Anne Peeters', role: 'admin', lng: 'en' };
const BERT = { id: 2, email: 'bert@agency.be', name: 'Bert Claes', role: 'agent', lng: 'en' };
const ADDRESS = 'claire.dubois@example.be';
const HELD = {
  email: ADDRESS,
  requests: 3,
  files: 1,
  mails: 4,
  savedSearches: 1,
  newsletter: true,
  ownerAccount: false,
};
const field = (label: string) => screen.getByLabelText(label, { exact: false });

describe('the personal-data page', () => {
  it('finds what is held about an address, exports it, and erases it after the address is typed again', async () => {
    let erased: unknown = null;
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, ANNE],
        [`GET privacy?email=${encodeURIComponent(ADDRESS)}`]: [200, HELD],
        'POST privacy/erase': (body) => {
          erased = body;
          return [200, HELD];
        },
      }),
    );
    renderOffice('/admin/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: t('privacy.title') })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: t('privacy.search') }));
    expect(await screen.findByText(t('forms:errors.emailRequired'))).toBeInTheDocument();

    await userEvent.type(field(t('privacy.email')), ` ${ADDRESS} `);
    await userEvent.click(screen.getByRole('button', { name: t('privacy.search') }));
    const result = await screen.findByRole('heading', { level: 2, name: t('privacy.resultTitle', { email: ADDRESS }) });
    expect(await screen.findByText(t('privacy.savedSearches'))).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('privacy.export') })).toHaveAttribute(
      'href',
      `/api/staff/privacy/export?email=${encodeURIComponent(ADDRESS)}`,
    );
    expect(result).toBeInTheDocument();
    expect(screen.getByText(t('privacy.eraseWarning'))).toBeInTheDocument();

    const erase = screen.getByRole('button', { name: t('privacy.erase') });
    await userEvent.type(field(t('privacy.confirm')), 'someone.else@example.be');
    await userEvent.click(erase);
    expect(await screen.findByText(t('forms:errors.eraseConfirm'))).toBeInTheDocument();
    expect(erased).toBeNull();

    await userEvent.clear(field(t('privacy.confirm')));
    await userEvent.type(field(t('privacy.confirm')), ADDRESS);
    await userEvent.click(erase);
    expect(await screen.findByRole('status')).toHaveTextContent(t('privacy.erased', { email: ADDRESS }));
    expect(erased).toEqual({ email: ADDRESS, confirm: ADDRESS });
    expect(screen.queryByRole('button', { name: t('privacy.erase') })).not.toBeInTheDocument();
    // Another search stays possible (the export of what is left, for one).
    expect(screen.getByRole('button', { name: t('privacy.search') })).toBeEnabled();
  });

  it('tells an agent they may not use it, and shows them no link to it', async () => {
    fetchMock.mockImplementation(staffServer({ 'GET me': [200, BERT] }));
    renderOffice('/admin/privacy');
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.forbidden'));
    expect(screen.queryByRole('link', { name: t('nav.privacy') })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('privacy.search') })).not.toBeInTheDocument();
  });
});
