/** @jest-environment ./test/routerEnvironment.ts */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetchMock.ts';
import { officeTexts, renderOffice, staffServer } from '../../../test/renderOffice.tsx';

const fetchMock = installFetchMock();
const t = officeTexts('en');
const BERT = { id: 2, email: 'bert@agency.be', name: 'Bert Claes', role: 'agent', lng: 'en' };
const MAIL = {
  id: 3,
  submissionId: 5,
  role: 'visitor',
  to: 'claire.dubois@example.be',
  subject: 'Your message',
  attempts: 8,
  lastError: '550 mailbox unavailable',
  createdAt: Date.UTC(2026, 10, 28, 9, 30),
};

describe('the failed mails', () => {
  it('sends a failed mail again, which leaves the list', async () => {
    let failed = [MAIL];
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, BERT],
        'GET mails/failed': () => [200, { mails: JSON.parse(JSON.stringify(failed)) as unknown }],
        'POST mails/3/resend': () => {
          failed = [];
          return [204];
        },
      }),
    );
    renderOffice('/admin/mails');
    expect(await screen.findByRole('heading', { level: 1, name: t('mails.title') })).toHaveFocus();
    const table = await screen.findByRole('table', { name: t('mails.caption', { count: 1 }) });
    expect(within(table).getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(within(table).getByText(t('mails.roles.visitor'))).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: t('leads.number', { id: 5 }) })).toHaveAttribute(
      'href',
      '/admin/leads/5',
    );
    await userEvent.click(within(table).getByRole('button', { name: `${t('mails.sendAgain')} Your message` }));
    expect(await screen.findByRole('status')).toHaveTextContent(t('mails.resent'));
    expect(await screen.findByText(t('mails.empty'))).toBeInTheDocument();
  });

  it('says so when the mail can no longer be sent again', async () => {
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, BERT],
        'GET mails/failed': [200, { mails: [MAIL] }],
        'POST mails/3/resend': [404, { error: 'errors.notFound' }],
      }),
    );
    renderOffice('/admin/mails');
    await userEvent.click(await screen.findByRole('button', { name: `${t('mails.sendAgain')} Your message` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.notFound'));
  });
});
