import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { RichText } from './RichText.tsx';
import type { RichNode } from '../../domain/content/types.ts';

const nodes: RichNode[] = [
  { tag: 'h2', children: ['Our services'] },
  {
    tag: 'p',
    children: [
      'See ',
      { tag: 'a', href: '/en/for-sale/', children: ['our ', { tag: 'strong', children: ['houses'] }] },
      ', ',
      { tag: 'a', href: 'https://www.ipi.be/', children: ['the IPI'] },
      ' or ',
      { tag: 'a', href: 'mailto:info@example.be', children: ['write to us'] },
      '.',
    ],
  },
  { tag: 'h3', children: ['Details'] },
  {
    tag: 'ul',
    children: [
      { tag: 'li', children: ['One'] },
      { tag: 'li', children: [{ tag: 'em', children: ['Two'] }] },
    ],
  },
  { tag: 'p', children: [{ tag: 'a', children: ['no target'] }, '<script>alert(1)</script><b>bold</b>'] },
];

describe('RichText', () => {
  it('renders the tree as elements: headings, lists, emphasis', () => {
    renderWithProviders(<RichText nodes={nodes} />, { route: '/en/' });
    expect(screen.getByRole('heading', { level: 2, name: 'Our services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(screen.getByText('houses').tagName).toBe('STRONG');
    expect(screen.getByText('Two').tagName).toBe('EM');
  });

  it('moves its headings one level down under a heading of the page', () => {
    renderWithProviders(<RichText nodes={nodes} headingOffset={1} />, { route: '/en/' });
    expect(screen.getByRole('heading', { level: 3, name: 'Our services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Details' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('follows a site link in place, through the router', async () => {
    const { router } = renderWithProviders(<RichText nodes={nodes} />, { route: '/en/' });
    const link = screen.getByRole('link', { name: 'our houses' });
    expect(link).toHaveAttribute('href', '/en/for-sale/');
    await userEvent.click(link);
    expect(router.location().pathname).toBe('/en/for-sale/');
  });

  it('leaves other links to the browser', () => {
    const { router } = renderWithProviders(<RichText nodes={nodes} />, { route: '/en/' });
    // Record whether the app handled the click, then stop jsdom, which cannot navigate away.
    let handled: boolean | null = null;
    const record = (event: Event) => {
      handled = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record);
    try {
      const external = screen.getByRole('link', { name: 'the IPI' });
      expect(external).toHaveAttribute('href', 'https://www.ipi.be/');
      fireEvent.click(external);
      expect(handled).toBe(false);
      expect(screen.getByRole('link', { name: 'write to us' })).toHaveAttribute('href', 'mailto:info@example.be');
      expect(router.location().pathname).toBe('/en/');
    } finally {
      document.removeEventListener('click', record);
    }
  });

  it('shows a link without target as text, and markup in a text as text', () => {
    const { container } = renderWithProviders(<RichText nodes={nodes} />, { route: '/en/' });
    expect(screen.getByText('no target').tagName).toBe('SPAN');
    expect(screen.queryByRole('link', { name: 'no target' })).not.toBeInTheDocument();
    expect(screen.getByText(/<script>alert\(1\)<\/script><b>bold<\/b>/)).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
  });
});
