import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { installIntersectionObserver } from '../../../test/intersectionObserver.ts';
import { TeamCards, telHref } from './TeamCards.tsx';
import type { TeamMember } from '../../domain/content/types.ts';

const member = (n: number, languages: string[]): TeamMember => ({
  key: `member-${n}`,
  name: `Agent ${n}`,
  photo: n === 1 ? { name: 'team-agent-1', width: 600, height: 600 } : null,
  role: `Role ${n}`,
  bio: `Bio ${n}`,
  email: `agent${n}@example.be`,
  phone: `+32 (0)2 123 45 6${n}`,
  languages,
});
const members = [member(1, ['nl', 'fr', 'en']), member(2, ['fr']), member(3, ['de'])];
// The portraits load lazily, once in view.
const viewport = installIntersectionObserver();

describe('TeamCards', () => {
  it("shows a member's portrait once in view; a member without one has none", () => {
    renderWithProviders(<TeamCards members={members} max={2} perRow={2} />, { route: '/en/' });
    const [first, second] = screen.getAllByRole('article');
    viewport.reveal(() => true);
    expect(first!.querySelector('.content-card__portrait img')).toHaveAttribute('src', '/media/team-agent-1-300.jpg');
    expect(second!.querySelector('.content-card__portrait')).toBeNull();
  });

  it('shows at most max members, each with a mail and a phone link', () => {
    renderWithProviders(<TeamCards members={members} max={2} perRow={2} heading="Our team" />, { route: '/en/' });
    const section = screen.getByRole('region', { name: 'Our team' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Agent 3' })).not.toBeInTheDocument();
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: 'Agent 1' })).toBeInTheDocument();
    expect(within(first).getByText('Role 1')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'agent1@example.be' })).toHaveAttribute(
      'href',
      'mailto:agent1@example.be',
    );
    expect(within(first).getByRole('link', { name: '+32 (0)2 123 45 61' })).toHaveAttribute('href', 'tel:+3221234561');
  });

  it('names the languages spoken in the language of the page', () => {
    renderWithProviders(<TeamCards members={members} max={3} perRow={3} />, { route: '/fr/' });
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Langues')).toBeInTheDocument();
    expect(within(first).getByText('néerlandais, français, anglais')).toBeInTheDocument();
  });

  it('names them in Dutch on a Dutch page', () => {
    renderWithProviders(<TeamCards members={members} max={3} perRow={3} />, { route: '/nl/' });
    expect(screen.getByText('Nederlands, Frans, Engels')).toBeInTheDocument();
    expect(screen.getByText('Duits')).toBeInTheDocument();
  });

  it('dials digits and + only', () => {
    expect(telHref('+32 (0)9 234.56.78')).toBe('tel:+3292345678');
    expect(telHref('09/234 56 78')).toBe('tel:092345678');
  });
});
