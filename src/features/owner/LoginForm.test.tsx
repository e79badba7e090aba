import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { answer, installFetchMock } from '../../../test/fetchMock.ts';
import { LoginForm } from './LoginForm.tsx';

const texts = (lng: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lng, 'owner.json'), 'utf8')) as {
    login: { email: string; password: string; submit: string };
    errors: { busy: string; loginBlocked: string };
  };

const fetchMock = installFetchMock();

describe('the login form', () => {
  it.each([
    ['a full hash queue (503)', 503, 'errors.busy', 'busy'],
    ['a blocked account (429)', 429, 'errors.loginBlocked', 'loginBlocked'],
  ] as const)('says so in the visitor language after %s', async (_, status, error, key) => {
    fetchMock.mockResolvedValue(answer(status, { error }));
    const text = texts('fr');
    renderWithProviders(<LoginForm lng="fr" onLoggedIn={jest.fn()} onForgot={jest.fn()} notice={null} />, {
      lng: 'fr',
    });
    await userEvent.type(screen.getByLabelText(text.login.email, { exact: false }), 'anne@example.be');
    await userEvent.type(screen.getByLabelText(text.login.password, { exact: false }), 'anne-password');
    await userEvent.click(screen.getByRole('button', { name: text.login.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.errors[key]);
  });
});
