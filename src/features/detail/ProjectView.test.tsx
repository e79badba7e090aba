import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { projectDetail } from '../../../test/fixtures/detail.ts';
import { project2 } from '../../../test/fixtures/catalogue.ts';
import { ProjectView } from './ProjectView.tsx';

function setup(lng: 'en' | 'fr', overrides: Parameters<typeof projectDetail>[2] = {}) {
  const route = `/${lng}/project/2/`;
  return renderWithProviders(
    <ProjectView
      detail={projectDetail(lng, 2, overrides)}
      project={project2}
      units={[]}
      lng={lng}
      crumbs={[{ text: 'Résidence Les Tanneurs', href: route }]}
    />,
    { route },
  );
}

describe('ProjectView', () => {
  it('links to the project’s own website in a new tab, saying so', () => {
    setup('en');
    const link = screen.getByRole('link', { name: 'Project website: www.residence-les-tanneurs.be (new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.residence-les-tanneurs.be');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('speaks the visitor language', () => {
    setup('fr');
    expect(
      screen.getByRole('link', { name: 'Site du projet : www.residence-les-tanneurs.be (nouvel onglet)' }),
    ).toBeInTheDocument();
  });

  it('shows no such link for a project without one', () => {
    setup('en', { ExternalLink: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Résidence Les Tanneurs' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Project website/ })).not.toBeInTheDocument();
  });
});
