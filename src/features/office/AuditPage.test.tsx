/** @jest-environment ./test/routerEnvironment.ts */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetchMock.ts';
import { officeTexts, renderOffice, staffServer } from '../../../test/renderOffice.tsx';

const fetchMock = installFetchMock();
const t = officeTexts('en');
const ANNE = { id: 1, email: 'anne@agency.be', name: 'Anne Peeters', role: 'admin', lng: 'en' };
const entry = (id: number, action: string, actor: string | null = 'anne@agency.be') => ({
  id,
  at: Date.UTC(2026, 10, 28, 9, 30),
  actor,
  action,
  target: null,
  address: '127.0.0.1',
});

describe('the audit log', () => {
  it('shows the newest entries in words, then the older ones', async () => {
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, ANNE],
        'GET audit': [200, { entries: [entry(52, 'login.ok'), entry(51, 'staff.invite')], next: 51 }],
        'GET audit?before=51': [200, { entries: [entry(1, 'staff.add', null)], next: null }],
      }),
    );
    renderOffice('/admin/audit');
    const table = await screen.findByRole('table', { name: t('audit.caption') });
    expect(within(table).getByText(t('audit.actions.login.ok'))).toBeInTheDocument();
    // Brussels time: 10:30 in winter.
    expect(within(table).getAllByText(/10:30:00/)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: t('audit.older') }));
    expect(await screen.findByText(t('audit.commandLine'))).toBeInTheDocument();
    expect(screen.getByText(t('audit.actions.staff.add'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('audit.older') })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('audit.newest') })).toBeInTheDocument();
  });
});
