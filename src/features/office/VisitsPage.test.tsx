/** @jest-environment ./test/routerEnvironment.ts */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetchMock.ts';
import { officeTexts, renderOffice, staffServer } from '../../../test/renderOffice.tsx';
import { defaultHours } from '../../domain/forms/visitSlots.ts';

const fetchMock = installFetchMock();
const t = officeTexts('en');
const BERT = { id: 2, email: 'bert@agency.be', name: 'Bert Claes', role: 'agent', lng: 'en' };
const BOOKING = {
  id: 41,
  subject: 'property/162',
  day: '2026-12-01',
  slot: '13-16',
  name: 'Lucas Martin',
  email: 'lucas@example.be',
  phone: '+32 470 12 34 56',
  lng: 'fr',
  leadId: 9,
};

describe('the visits page', () => {
  it('saves the hours grid as a whole, Monday first', async () => {
    let sent: unknown = null;
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, BERT],
        'GET visits/hours': [200, { hours: defaultHours(), crm: false }],
        'GET visits/bookings': [200, { from: '2026-11-28', bookings: [] }],
        'PUT visits/hours': (body) => {
          sent = body;
          return [204];
        },
      }),
    );
    renderOffice('/admin/visits');
    const grid = await screen.findByRole('table', { name: t('visits.hoursCaption') });
    const rows = within(grid).getAllByRole('row');
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('Monday');
    expect(within(rows[7]!).getByRole('rowheader')).toHaveTextContent('Sunday');
    const saturdayAfternoon = within(grid).getByRole('checkbox', {
      name: `Saturday, ${t('forms:options.contactTime.13-16')}`,
    });
    expect(saturdayAfternoon).not.toBeChecked();
    await userEvent.click(saturdayAfternoon);
    await userEvent.click(
      within(grid).getByRole('checkbox', { name: `Monday, ${t('forms:options.contactTime.10-13')}` }),
    );
    await userEvent.click(screen.getByRole('button', { name: t('visits.saveHours') }));
    expect(await screen.findByRole('status')).toHaveTextContent(t('visits.hoursSaved'));
    const hours = defaultHours();
    expect(sent).toEqual({
      hours: {
        ...hours,
        '1': ['13-16', '16-19'],
        '6': [...(hours['6'] ?? []), '13-16'],
      },
    });
  });

  it('cancels a booking only after a confirmation', async () => {
    let bookings = [BOOKING];
    let cancelled = 0;
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, BERT],
        'GET visits/hours': [200, { hours: defaultHours(), crm: false }],
        'GET visits/bookings': () => [
          200,
          { from: '2026-11-28', bookings: JSON.parse(JSON.stringify(bookings)) as unknown },
        ],
        'POST visits/bookings/41/cancel': () => {
          cancelled += 1;
          bookings = [];
          return [204];
        },
      }),
    );
    renderOffice('/admin/visits');
    const table = await screen.findByRole('table', { name: /^Tuesday,? 1 December 2026$/ });
    expect(table).toHaveTextContent('Lucas Martin');
    expect(within(table).getByRole('link', { name: '+32 470 12 34 56' })).toHaveAttribute('href', 'tel:+32470123456');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const button = within(table).getByRole('button', { name: new RegExp(`^${t('visits.cancel')}`) });
    await userEvent.click(button);
    expect(cancelled).toBe(0);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(t('visits.cancelled'));
    expect(cancelled).toBe(1);
    expect(confirm.mock.calls[1]?.[0]).toContain('Lucas Martin');
    expect(await screen.findByText(t('visits.noBookings'))).toBeInTheDocument();
    confirm.mockRestore();
  });
});
