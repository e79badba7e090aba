/** @jest-environment ./test/routerEnvironment.ts */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFetchMock } from '../../../test/fetchMock.ts';
import { officeTexts, renderOffice, staffServer } from '../../../test/renderOffice.tsx';

const fetchMock = installFetchMock();
const t = officeTexts('en');
const ANNE = { id: 1, email: 'anne@agency.be', name: 'Anne Peeters', role: 'admin', lng: 'en' };
const member = (id: number, name: string, extra: object = {}) => ({
  id,
  email: `${name.toLowerCase()}@agency.be`,
  name,
  role: 'agent',
  lng: 'nl',
  active: true,
  mfa: true,
  invited: false,
  createdAt: 0,
  ...extra,
});

describe('the staff page', () => {
  it('lists the members and deactivates one, never the admin themself', async () => {
    let members = [member(1, 'Anne', { role: 'admin', lng: 'en' }), member(2, 'Bert')];
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, ANNE],
        // A new answer each time, as from the network (the cache freezes what it holds).
        'GET members': () => [200, { members: JSON.parse(JSON.stringify(members)) as unknown }],
        'POST members/2/active': (body) => {
          members = members.map((m) => (m.id === 2 ? { ...m, active: (body as { active: boolean }).active } : m));
          return [204];
        },
      }),
    );
    renderOffice('/admin/staff');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(rows[2]!).getByRole('button', { name: `${t('staff.deactivate')} Bert` }));
    expect(await screen.findByRole('button', { name: `${t('staff.activate')} Bert` })).toBeInTheDocument();
  });

  it('invites a member with the shared rules, and says when the address is taken', async () => {
    let sent: unknown = null;
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, ANNE],
        'GET members': [200, { members: [] }],
        'POST members': (body) => {
          sent = body;
          return [409, { error: 'errors.staffExists' }];
        },
      }),
    );
    renderOffice('/admin/staff');
    const submit = await screen.findByRole('button', { name: t('invite.submit') });
    await userEvent.click(submit);
    expect(await screen.findByText(t('forms:errors.emailRequired'))).toBeInTheDocument();
    expect(sent).toBeNull();

    await userEvent.type(screen.getByLabelText(t('invite.email'), { exact: false }), 'carla@agency.be');
    await userEvent.type(screen.getByLabelText(t('invite.name'), { exact: false }), 'Carla Janssens');
    await userEvent.selectOptions(screen.getByLabelText(t('invite.role'), { exact: false }), 'admin');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: new RegExp(`^${t('invite.language')}`) }), 'nl');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('errors.staffExists'));
    expect(sent).toEqual({ email: 'carla@agency.be', name: 'Carla Janssens', role: 'admin', lng: 'nl' });
  });

  it("resets a member's authenticator after a confirmation, and says so", async () => {
    let resets = 0;
    fetchMock.mockImplementation(
      staffServer({
        'GET me': [200, ANNE],
        'GET members': [200, { members: [member(1, 'Anne', { role: 'admin', lng: 'en' }), member(2, 'Bert')] }],
        'POST members/2/reset-mfa': () => {
          resets++;
          return [204];
        },
      }),
    );
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderOffice('/admin/staff');
    const button = await screen.findByRole('button', { name: `${t('staff.resetMfa')} Bert` });
    await userEvent.click(button);
    expect(resets).toBe(0);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(t('staff.resetMfaDone'));
    expect(resets).toBe(1);
    expect(confirm).toHaveBeenCalledWith(t('staff.resetMfaConfirm', { name: 'Bert' }));
    confirm.mockRestore();
  });
});
