/** @jest-environment ./test/routerEnvironment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetchMock.ts';
import { officeTexts, renderOffice, staffServer } from '../../../test/renderOffice.tsx';

const fetchMock = installFetchMock();
const t = officeTexts('en');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `ab${i}d-efgh-jkm${i}`);
const BERT = { id: 2, email: 'bert@agency.be', name: 'Bert Claes', role: 'agent', lng: 'en' };

describe('the first sign-in', () => {
  it('sets the app up, shows the recovery codes once, then opens the home page', async () => {
    let signedIn = false;
    fetchMock.mockImplementation(
      staffServer({
        'POST login': [200, { step: 'setup' }],
        'GET mfa/setup': [
          200,
          {
            secret: SECRET,
            otpauthUrl: `otpauth://totp/Agency:bert?secret=${SECRET}`,
            qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
          },
        ],
        'POST mfa/confirm': () => {
          signedIn = true;
          return [200, { recoveryCodes: CODES }];
        },
        'GET me': () => (signedIn ? [200, BERT] : [401, { error: 'errors.session' }]),
      }),
    );
    const { router } = renderOffice('/admin/login');
    await userEvent.type(await screen.findByLabelText(t('login.email'), { exact: false }), 'bert@agency.be');
    await userEvent.type(screen.getByLabelText(t('login.password'), { exact: false }), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: t('login.submit') }));

    const heading = await screen.findByRole('heading', { level: 1, name: t('setup.title') });
    await waitFor(() => expect(heading).toHaveFocus());
    const qr = await screen.findByRole('img', { name: t('setup.qrAlt') });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    // The secret as an app shows it: groups of four.
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('setup.openApp') })).toHaveAttribute(
      'href',
      expect.stringMatching(/^otpauth:/),
    );

    await userEvent.type(screen.getByLabelText(t('code.label'), { exact: false }), '123456');
    await userEvent.click(screen.getByRole('button', { name: t('setup.confirm') }));

    const codesHeading = await screen.findByRole('heading', { level: 1, name: t('recovery.title') });
    await waitFor(() => expect(codesHeading).toHaveFocus());
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const download = screen.getByRole('link', { name: t('recovery.download') });
    expect(download).toHaveAttribute('download', 'recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(CODES.join('\n'));
    expect(router.state.location.pathname).toBe('/admin/login');

    await userEvent.click(screen.getByRole('button', { name: t('recovery.stored') }));
    expect(await screen.findByRole('heading', { level: 1, name: t('home.welcome', { name: 'Bert Claes' }) }));
    expect(router.state.location.pathname).toBe('/admin/');
  });

  it('says so when the first code is wrong, and lets the member try again', async () => {
    fetchMock.mockImplementation(
      staffServer({
        'POST login': [200, { step: 'setup' }],
        'GET mfa/setup': [200, { secret: SECRET, otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' }],
        'POST mfa/confirm': [400, { error: 'errors.codeWrong' }],
      }),
    );
    renderOffice('/admin/login', 'nl');
    const nl = officeTexts('nl');
    await userEvent.type(await screen.findByLabelText(nl('login.email'), { exact: false }), 'bert@agency.be');
    await userEvent.type(screen.getByLabelText(nl('login.password'), { exact: false }), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: nl('login.submit') }));
    await userEvent.type(await screen.findByLabelText(nl('code.label'), { exact: false }), '000000');
    await userEvent.click(screen.getByRole('button', { name: nl('setup.confirm') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(nl('errors.codeWrong'));
    expect(screen.getByRole('heading', { level: 1, name: nl('setup.title') })).toBeInTheDocument();
  });

  it('starts the sign-in again when the session ended after too many wrong codes', async () => {
    fetchMock.mockImplementation(
      staffServer({
        'POST login': [200, { step: 'setup' }],
        'GET mfa/setup': [200, { secret: SECRET, otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg/>' }],
        'POST mfa/confirm': [429, { error: 'errors.throttled' }],
      }),
    );
    renderOffice('/admin/login');
    await userEvent.type(await screen.findByLabelText(t('login.email'), { exact: false }), 'bert@agency.be');
    await userEvent.type(screen.getByLabelText(t('login.password'), { exact: false }), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: t('login.submit') }));
    await userEvent.type(await screen.findByLabelText(t('code.label'), { exact: false }), '000000');
    await userEvent.click(screen.getByRole('button', { name: t('setup.confirm') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.throttled'));
    expect(screen.getByRole('heading', { level: 1, name: t('login.title') })).toBeInTheDocument();
  });
});
