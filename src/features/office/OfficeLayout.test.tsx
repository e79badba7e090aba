/** @jest-environment ./test/routerEnvironment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetchMock.ts';
import { officeTexts, renderOffice, staffServer } from '../../../test/renderOffice.tsx';

const fetchMock = installFetchMock();
const t = officeTexts('en');
const ANNE = { id: 1, email: 'anne@agency.be', name: 'Anne Peeters', role: 'admin', lng: 'en' };
const BERT = { id: 2, email: 'bert@agency.be', name: 'Bert Claes', role: 'agent', lng: 'en' };

const navLinks = () =>
  within(screen.getByRole('navigation', { name: t('nav.label') }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the signed-in frame', () => {
  it('gives an admin the staff and audit pages', async () => {
    fetchMock.mockImplementation(staffServer({ 'GET me': [200, ANNE] }));
    renderOffice('/admin/');
    expect(await screen.findByRole('heading', { level: 1, name: t('home.welcome', { name: 'Anne Peeters' }) }));
    expect(screen.getByText(t('roles.admin'))).toBeInTheDocument();
    expect(navLinks()).toEqual([
      t('nav.home'),
      t('nav.leads'),
      t('nav.mails'),
      t('nav.owners'),
      t('nav.visits'),
      t('nav.privacy'),
      t('nav.staff'),
      t('nav.audit'),
    ]);
    expect(screen.getByRole('link', { name: t('nav.home') })).toHaveAttribute('aria-current', 'page');
  });

  it('shows an agent no link to the staff or the audit log', async () => {
    fetchMock.mockImplementation(staffServer({ 'GET me': [200, BERT] }));
    renderOffice('/admin/');
    expect(await screen.findByRole('heading', { level: 1, name: t('home.welcome', { name: 'Bert Claes' }) }));
    expect(navLinks()).toEqual([t('nav.home'), t('nav.leads'), t('nav.mails'), t('nav.owners'), t('nav.visits')]);
    expect(screen.queryByRole('link', { name: t('nav.staff') })).not.toBeInTheDocument();
  });

  it('tells an agent who opens the staff page that it is not theirs', async () => {
    fetchMock.mockImplementation(
      staffServer({ 'GET me': [200, BERT], 'GET members': [403, { error: 'errors.forbidden' }] }),
    );
    renderOffice('/admin/staff');
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.forbidden'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('changes the language on the server and on the page', async () => {
    fetchMock.mockImplementation(staffServer({ 'GET me': [200, ANNE], 'POST me/lng': [204] }));
    const { i18n } = renderOffice('/admin/');
    const de = officeTexts('de');
    await userEvent.click(await screen.findByRole('button', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: de('home.welcome', { name: 'Anne Peeters' }) }));
    expect(i18n.language).toBe('de');
    expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock).toHaveBeenCalledWith('/api/staff/me/lng', expect.objectContaining({ body: '{"lng":"de"}' }));
  });

  it('takes a member whose session ended to the login', async () => {
    let asked = 0;
    fetchMock.mockImplementation(
      staffServer({
        // The session ends between the frame's question and the page's.
        'GET me': () => (asked++ === 0 ? [200, ANNE] : [401, { error: 'errors.session' }]),
        'GET members': [401, { error: 'errors.session' }],
      }),
    );
    const { router } = renderOffice('/admin/staff');
    expect(await screen.findByRole('heading', { level: 1, name: t('login.title') })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('signs out and goes back to the login', async () => {
    let signedIn = true;
    fetchMock.mockImplementation(
      staffServer({
        'GET me': () => (signedIn ? [200, ANNE] : [401, { error: 'errors.session' }]),
        'POST logout': () => {
          signedIn = false;
          return [204];
        },
      }),
    );
    const { router } = renderOffice('/admin/');
    await userEvent.click(await screen.findByRole('button', { name: t('home.logout') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { level: 1, name: t('login.title') })).toBeInTheDocument();
  });
});
