/** @jest-environment ./test/routerEnvironment.ts */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetchMock.ts';
import { officeTexts, renderOffice, staffServer } from '../../../test/renderOffice.tsx';

const fetchMock = installFetchMock();
const t = officeTexts('en');
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
// The label begins with its text (the required mark follows); the second one contains the first.
const NEW = new RegExp(`^${t('password.new')}`);

async function choose(password: string, again: string) {
  const first = await screen.findByLabelText(NEW);
  expect(first).toHaveAttribute('autocomplete', 'new-password');
  await userEvent.type(first, password);
  await userEvent.type(screen.getByLabelText(t('password.confirm'), { exact: false }), again);
  await userEvent.click(screen.getByRole('button', { name: t('password.submit') }));
}

describe('the set-password page', () => {
  it('refuses a password under 12 characters, before sending it', async () => {
    renderOffice(`/admin/password?token=${TOKEN}`);
    await choose('short', 'short');
    const field = screen.getByLabelText(NEW);
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(expect.stringContaining(t('forms:errors.staffPasswordTooShort')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses two different passwords', async () => {
    renderOffice(`/admin/password?token=${TOKEN}`);
    await choose('correct horse battery', 'correct horse battery staple');
    const again = screen.getByLabelText(t('password.confirm'), { exact: false });
    await waitFor(() => expect(again).toHaveFocus());
    expect(again).toHaveAccessibleDescription(t('forms:errors.passwordsDiffer'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the password with the link and leads to the sign-in', async () => {
    fetchMock.mockImplementation(staffServer({ 'POST password': [204] }));
    renderOffice(`/admin/password?token=${TOKEN}`);
    await choose('correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('status')).toHaveTextContent(t('password.done'));
    expect(screen.getByRole('link', { name: t('password.toLogin') })).toHaveAttribute('href', '/admin/login');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      token: TOKEN,
      password: 'correct horse battery',
      passwordConfirm: 'correct horse battery',
    });
  });

  it('says when the link is used or expired', async () => {
    fetchMock.mockImplementation(staffServer({ 'POST password': [400, { error: 'errors.resetInvalid' }] }));
    renderOffice(`/admin/password?token=${TOKEN}`);
    await choose('correct horse battery', 'correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.resetInvalid'));
  });
});
