import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { answer, installFetchMock } from '../../../test/fetchMock.ts';
import { ForgotForm } from './ForgotForm.tsx';

const texts = (lng: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'locales', lng, 'owner.json'), 'utf8')) as {
    login: { email: string };
    forgot: { submit: string; sent: string; sentCrm: string };
  };

const fetchMock = installFetchMock();

describe('the forgotten-password form', () => {
  it.each([
    ['a site without a CRM: a link is on its way', { ok: true }, 'sent'],
    ['a site with the agency’s CRM: the password (or a link) is on its way', { ok: true, crm: true }, 'sentCrm'],
  ] as const)('%s', async (_, body, key) => {
    fetchMock.mockResolvedValue(answer(202, body));
    const text = texts('nl');
    renderWithProviders(<ForgotForm lng="nl" onBack={jest.fn()} />, { lng: 'nl' });
    await userEvent.type(screen.getByLabelText(text.login.email, { exact: false }), 'marie.lambert@example.be');
    await userEvent.click(screen.getByRole('button', { name: text.forgot.submit }));
    expect(await screen.findByText(text.forgot[key])).toBeInTheDocument();
  });
});
