/** @jest-environment ./test/routerEnvironment.ts */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetchMock.ts';
import { officeTexts, renderOffice, staffServer } from '../../../test/renderOffice.tsx';

const fetchMock = installFetchMock();
const t = officeTexts('en');
const BERT = { id: 2, email: 'bert@agency.be', name: 'Bert Claes', role: 'agent', lng: 'en' };
const OWNER = {
  id: 7,
  email: 'marie@example.be',
  name: 'Marie Dupont',
  lng: 'fr',
  active: true,
  hasPassword: true,
  crm: false,
  properties: [{ id: 162, source: 'sign', since: '2026-11-02' }],
  createdAt: 0,
};

describe("a listing's history", () => {
  it('adds a calendar entry with its Belgian moment, and removes one after a confirmation', async () => {
    let calendar: { id: number; at: string; kind: string; status: string; contact?: string }[] = [
      { id: 3, at: '2026-11-20T10:00', kind: 'valuation', status: 'done', contact: 'Sophie' },
    ];
    let sent: unknown = null;
    let removed = false;
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, BERT],
        'GET owners': [200, { owners: [OWNER], crm: false }],
        'GET properties/162/history': () => [
          200,
          { propertyId: 162, calendar: JSON.parse(JSON.stringify(calendar)) as unknown, communications: [], media: [] },
        ],
        'POST properties/162/calendar': (body) => {
          sent = body;
          calendar = [{ id: 4, ...(body as { at: string; kind: string; status: string }) }, ...calendar];
          return [201, { id: 4 }];
        },
        'DELETE history/calendar/3': () => {
          removed = true;
          calendar = calendar.filter((row) => row.id !== 3);
          return [204];
        },
      }),
    );
    renderOffice('/admin/owners/listing/162');
    expect(await screen.findByRole('heading', { level: 1, name: t('listing.heading', { id: 162 }) })).toHaveFocus();
    const section = (await screen.findByRole('heading', { level: 2, name: t('owner:calendar.title') })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getByRole('table')).toHaveTextContent('20/11/2026 10:00');

    const at = within(section).getByLabelText(t('owner:calendar.date'), { exact: false });
    fireEvent.change(at, { target: { value: '2026-12-05T14:30' } });
    await userEvent.selectOptions(within(section).getByLabelText(t('owner:calendar.kind'), { exact: false }), 'visit');
    await userEvent.type(within(section).getByLabelText(t('owner:calendar.contact'), { exact: false }), 'M. Wéry');
    await userEvent.click(within(section).getByRole('button', { name: t('listing.add') }));
    expect(await within(section).findByRole('status')).toHaveTextContent(t('listing.added'));
    expect(sent).toEqual({ at: '2026-12-05T14:30', kind: 'visit', status: 'planned', contact: 'M. Wéry' });
    expect(await within(section).findByText('05/12/2026 14:30')).toBeInTheDocument();

    // Removing asks first: "no" keeps the row, "yes" removes it.
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const remove = within(section).getByRole('button', { name: `${t('listing.remove')} 20/11/2026 10:00, Valuation` });
    await userEvent.click(remove);
    expect(removed).toBe(false);
    await userEvent.click(remove);
    expect(await within(section).findByRole('status')).toHaveTextContent(t('listing.removed'));
    expect(removed).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(2);
    confirm.mockRestore();
  });
});
