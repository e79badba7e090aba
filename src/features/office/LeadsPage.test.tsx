/** @jest-environment ./test/routerEnvironment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetchMock.ts';
import { officeTexts, renderOffice, staffServer } from '../../../test/renderOffice.tsx';

const fetchMock = installFetchMock();
const t = officeTexts('en');
const BERT = { id: 2, email: 'bert@agency.be', name: 'Bert Claes', role: 'agent', lng: 'en' };
const row = (id: number, extra: object = {}) => ({
  id,
  kind: 'contact-me',
  lng: 'fr',
  subject: 'property/120',
  person: { name: 'Claire Dubois', email: 'claire.dubois@example.be', phone: '+32 81 22 33 44' },
  // 10:30 in Brussels (winter).
  createdAt: Date.UTC(2026, 10, 28, 9, 30),
  state: 'new',
  uploads: 0,
  ...extra,
});
const DETAIL = {
  ...row(5, { uploads: 1 }),
  data: { title: 'ms', firstName: 'Claire', remarks: 'Is the garden south-facing?', newsletter: true, custom: 'x' },
  note: null,
  handledBy: null,
  handledAt: null,
  files: [{ id: 9, field: 'cv', name: 'plan.pdf', type: 'application/pdf', bytes: 20480 }],
  mails: [
    { id: 3, role: 'agency', to: 'info@agency.be', status: 'failed', attempts: 5, lastError: '550 no', at: null },
  ],
  crm: [
    {
      id: 4,
      endpoint: 'https://crm.example/leads',
      status: 'refused',
      attempts: 1,
      nextAttemptAt: null,
      lastError: 'Bad lead',
    },
  ],
};
const field = (label: string) => screen.getByLabelText(label, { exact: false });

describe('the leads inbox', () => {
  it('shows the leads, keeps its filters in the URL and exports with them', async () => {
    const asked: string[] = [];
    const server = staffServer({
      'GET me': [200, BERT],
      'GET leads': [200, { leads: [row(6), row(5, { subject: null, kind: 'site-contact' })], total: 2, next: null }],
      'GET leads?kind=contact-me&subject=property%2F120&state=handled&from=2026-11-01': [
        200,
        { leads: [row(4, { state: 'handled' })], total: 1, next: null },
      ],
    });
    fetchMock.mockImplementation((url, init) => {
      asked.push(url);
      return server(url, init);
    });
    const { router } = renderOffice('/admin/leads');
    expect(await screen.findByRole('heading', { level: 1, name: t('leads.title') })).toHaveFocus();
    const table = await screen.findByRole('table', { name: t('leads.caption', { count: 2 }) });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText(/10:30/)).toHaveLength(2);
    expect(within(table).getByText(t('leads.kinds.site-contact'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('leads.export') })).toHaveAttribute('href', '/api/staff/leads.csv');

    await userEvent.selectOptions(field(t('leads.kind')), 'contact-me');
    await userEvent.type(field(t('leads.subject')), '120');
    await userEvent.selectOptions(field(t('leads.state')), 'handled');
    await userEvent.type(field(t('leads.from')), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: t('leads.apply') }));
    expect(await screen.findByRole('table', { name: t('leads.caption', { count: 1 }) })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=contact-me&subject=property%2F120&state=handled&from=2026-11-01');
    expect(screen.getByRole('button', { name: t('leads.apply') })).toBeEnabled();
    expect(asked).toContain('/api/staff/leads?kind=contact-me&subject=property%2F120&state=handled&from=2026-11-01');
    expect(screen.getByRole('link', { name: t('leads.export') })).toHaveAttribute(
      'href',
      '/api/staff/leads.csv?kind=contact-me&subject=property%2F120&state=handled&from=2026-11-01',
    );
  });

  it('refuses a listing that is no number, before asking', async () => {
    fetchMock.mockImplementation(
      staffServer({ 'GET me': [200, BERT], 'GET leads': [200, { leads: [], total: 0, next: null }] }),
    );
    const { router } = renderOffice('/admin/leads');
    expect(await screen.findByText(t('leads.empty'))).toBeInTheDocument();
    await userEvent.type(field(t('leads.subject')), 'villa');
    await userEvent.click(screen.getByRole('button', { name: t('leads.apply') }));
    expect(await screen.findByText(t('forms:errors.invalidValue'))).toBeInTheDocument();
    // After the errors render, as every back-office form does.
    await waitFor(() => expect(field(t('leads.subject'))).toHaveFocus());
    expect(router.state.location.search).toBe('');
  });

  it('opens a lead from its row, with its files as downloads, and marks it handled', async () => {
    let sent: unknown = null;
    let crmResent = 0;
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, BERT],
        'GET leads': [200, { leads: [row(5, { uploads: 1 })], total: 1, next: null }],
        'GET leads/5': [200, DETAIL],
        'POST leads/5/state': (body) => {
          sent = body;
          return [204];
        },
        'POST leads/5/crm/4/resend': () => {
          crmResent++;
          return [204];
        },
      }),
    );
    renderOffice('/admin/leads');
    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('link', { name: 'Claire Dubois' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Lead 5/ })).toHaveFocus();
    // The values with the visitor's labels (forms), else the key.
    expect(await screen.findByText('Is the garden south-facing?')).toBeInTheDocument();
    expect(screen.getByText(t('forms:fields.remarks'))).toBeInTheDocument();
    expect(screen.getByText(t('forms:options.title.ms'))).toBeInTheDocument();
    expect(screen.getByText('custom')).toBeInTheDocument();
    const file = screen.getByRole('link', { name: t('leads.download', { name: 'plan.pdf' }) });
    expect(file).toHaveAttribute('href', '/api/staff/leads/5/files/9');
    expect(file).toHaveAttribute('download', 'plan.pdf');
    expect(screen.getByText('550 no')).toBeInTheDocument();
    expect(screen.getByText(t('leads.crmRefused'))).toBeInTheDocument();
    expect(screen.getByText('Bad lead')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: t('leads.sendAgain') }));
    expect(await screen.findByRole('status')).toHaveTextContent(t('leads.crmResent'));
    expect(crmResent).toBe(1);

    await userEvent.selectOptions(field(t('leads.state')), 'handled');
    await userEvent.type(field(t('leads.note')), 'Called back, visit on Monday');
    await userEvent.click(screen.getByRole('button', { name: t('leads.save') }));
    expect(await screen.findByText(t('leads.saved'))).toBeInTheDocument();
    expect(sent).toEqual({ state: 'handled', note: 'Called back, visit on Monday' });
  });
});
