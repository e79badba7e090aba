import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import CookieDialog from './CookieDialog.tsx';
import {
  consentAtStart,
  consentRestored,
  selectConsentChoices,
  selectConsentDialog,
} from '../../state/consent/consentSlice.ts';

function open() {
  const view = renderWithProviders(<CookieDialog policyHref="/en/cookie-policy/" />, {
    route: '/en/',
    lng: 'en',
    preloadedState: { consent: consentAtStart(true) },
  });
  act(() => {
    view.store.dispatch(consentRestored({ choices: null, isPreview: false }));
  });
  return view;
}

describe('CookieDialog', () => {
  it('is a labelled modal whose optional boxes start unticked, with three equal choices', async () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Cookies on this website' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('checkbox', { name: 'Strictly necessary' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Strictly necessary' })).toBeDisabled();
    for (const name of ['Analytical', 'Marketing', 'Social media', 'Unclassified']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
    const buttons = ['Decline', 'Save my choices', 'Agree all'].map((name) => screen.getByRole('button', { name }));
    expect(new Set(buttons.map((button) => button.className)).size).toBe(1);
    // Focus moves in at the next frame.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cookies on this website' })).toHaveFocus());
  });

  it('saves the boxes ticked', async () => {
    const { store } = open();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Analytical' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(selectConsentChoices(store.getState())).toEqual({
      analytical: true,
      marketing: false,
      social: false,
      unclassified: false,
    });
    expect(selectConsentDialog(store.getState())).toBe('closed');
  });

  it('explains each category in the settings view, and Escape closes without deciding', async () => {
    const { store } = open();
    await userEvent.click(screen.getByRole('button', { name: 'What each category does' }));
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
    expect(screen.getByText(/Google Ads and the Meta \(Facebook\) pixel/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(selectConsentDialog(store.getState())).toBe('closed');
    expect(store.getState().consent.decided).toBe(false);
  });
});
