/** @jest-environment ./test/routerEnvironment.ts */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetchMock.ts';
import { officeTexts, renderOffice, staffServer } from '../../../test/renderOffice.tsx';

const fetchMock = installFetchMock();
const t = officeTexts('en');
const ANNE = { id: 1, email: 'anne@agency.be', name: 'Anne Peeters', role: 'admin', lng: 'en' };

async function typePassword(email = 'anne@agency.be', password = 'a long enough password') {
  await userEvent.type(await screen.findByLabelText(t('login.email'), { exact: false }), email);
  await userEvent.type(screen.getByLabelText(t('login.password'), { exact: false }), password);
  await userEvent.click(screen.getByRole('button', { name: t('login.submit') }));
}

describe('the sign-in', () => {
  it('sends a member who is not signed in from the home page to the login', async () => {
    fetchMock.mockImplementation(staffServer({ 'GET me': [401, { error: 'errors.session' }] }));
    const { router } = renderOffice('/admin/');
    expect(await screen.findByRole('heading', { level: 1, name: t('login.title') })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/admin/login');
    const email = screen.getByLabelText(t('login.email'), { exact: false });
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(t('login.password'), { exact: false })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  });

  it('checks the fields before sending and focuses the first wrong one', async () => {
    renderOffice('/admin/login');
    await userEvent.click(await screen.findByRole('button', { name: t('login.submit') }));
    const email = screen.getByLabelText(t('login.email'), { exact: false });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription(t('forms:errors.emailRequired'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says in words when the address or password is wrong', async () => {
    fetchMock.mockImplementation(staffServer({ 'POST login': [401, { error: 'errors.credentials' }] }));
    renderOffice('/admin/login');
    await typePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.credentials'));
  });

  it('asks for the code after the password, then opens the home page', async () => {
    let signedIn = false;
    fetchMock.mockImplementation(
      staffServer({
        'POST login': [200, { step: 'code' }],
        'POST mfa/verify': (body) => {
          if ((body as { code: string }).code !== '123456') return [400, { error: 'errors.codeWrong' }];
          signedIn = true;
          return [200, ANNE];
        },
        'GET me': () => (signedIn ? [200, ANNE] : [401, { error: 'errors.session' }]),
      }),
    );
    const { router } = renderOffice('/admin/login');
    await typePassword();

    const heading = await screen.findByRole('heading', { level: 1, name: t('code.title') });
    await waitFor(() => expect(heading).toHaveFocus());
    const code = screen.getByLabelText(t('code.label'), { exact: false });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: t('code.submit') }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('errors.codeWrong'));
    // The message takes focus (read out, and the next Tab starts from it).
    await waitFor(() => expect(alert.parentElement).toHaveFocus());

    await userEvent.type(screen.getByLabelText(t('code.label'), { exact: false }), '123 456');
    await userEvent.click(screen.getByRole('button', { name: t('code.submit') }));
    expect(await screen.findByRole('heading', { level: 1, name: t('home.welcome', { name: 'Anne Peeters' }) }));
    expect(router.state.location.pathname).toBe('/admin/');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/staff/mfa/verify',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: '{"code":"123456"}' }),
    );
  });

  it('goes back to the password, saying why, when too many codes were wrong', async () => {
    fetchMock.mockImplementation(
      staffServer({ 'POST login': [200, { step: 'code' }], 'POST mfa/verify': [429, { error: 'errors.throttled' }] }),
    );
    renderOffice('/admin/login');
    await typePassword();
    await userEvent.type(await screen.findByLabelText(t('code.label'), { exact: false }), '111111');
    await userEvent.click(screen.getByRole('button', { name: t('code.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.throttled'));
    expect(screen.getByRole('heading', { level: 1, name: t('login.title') })).toBeInTheDocument();
  });

  it('says so when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderOffice('/admin/login');
    await typePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.network'));
  });
});
