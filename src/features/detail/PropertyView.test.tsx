/** @jest-environment ./test/routerEnvironment.ts */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp.tsx';
import { propertyDetail } from '../../../test/fixtures/detail.ts';

const openListing = () =>
  renderApp('/en/for-sale/marche-en-famenne/maison/120/', {
    sources: { detailFor: ({ lng, id }) => propertyDetail(lng, id) },
  });

/** True when `first` comes before `second` in the page (the order a phone shows them in). */
const before = (first: Element, second: Element) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('a property page', () => {
  it('reads title, gallery, price box (price, reference, address, key facts, request buttons), then the details', async () => {
    await openListing();
    const title = await screen.findByRole('heading', { level: 1 });
    const gallery = screen.getByRole('region', { name: /^Photos: / });
    const box = screen.getByRole('complementary', { name: 'Price and contact' });
    const price = within(box).getByText('€ 329.000');
    const requests = within(box).getByRole('group', { name: 'Contact about this property' });
    const details = screen.getByRole('heading', { level: 2, name: 'Description' });
    expect(before(title, gallery)).toBe(true);
    expect(before(gallery, price)).toBe(true);
    expect(within(box).getByText('Ref: 120')).toBeInTheDocument();
    expect(before(price, requests)).toBe(true);
    expect(before(requests, details)).toBe(true);
    expect(
      within(requests)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Ask a question', 'Book a visit', 'Make an offer', 'Request the documents', 'Send to a friend']);
  });

  it("opens the chosen request in the panel below and takes the focus there from the price box's buttons", async () => {
    const user = userEvent.setup();
    await openListing();
    const box = screen.getByRole('complementary', { name: 'Price and contact' });
    await user.click(within(box).getByRole('button', { name: 'Book a visit' }));
    const panel = screen.getByRole('heading', { level: 2, name: 'Contact about this property' });
    expect(panel).toHaveFocus();
    const panelButtons = screen.getAllByRole('group', { name: 'Contact about this property' })[1] as HTMLElement;
    expect(within(panelButtons).getByRole('button', { name: 'Book a visit' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panelButtons).getByRole('button', { name: 'Ask a question' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The panel's own buttons still choose, without moving the focus.
    await user.click(within(panelButtons).getByRole('button', { name: 'Make an offer' }));
    expect(within(panelButtons).getByRole('button', { name: 'Make an offer' })).toHaveAttribute('aria-pressed', 'true');
  });
});
