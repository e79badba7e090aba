import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { propertyDetail } from '../../../test/fixtures/detail.ts';
import { FieldSections } from './FieldSections.tsx';
import { EnergyBlock } from './EnergyBlock.tsx';
import { ViagerBlock } from './ViagerBlock.tsx';
import type { SectionId } from './fields.ts';

const ALL: SectionId[] = ['layout', 'surfaces', 'planning', 'certificates', 'flood', 'equipment'];

/** The rows of a section as "label: value", the way a reader scans them. */
function rows(name: string): string[] {
  const section = screen.getByRole('region', { name });
  return within(section)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

describe('field sections', () => {
  it('shows each filled field with its label and unit, in Dutch', () => {
    renderWithProviders(<FieldSections detail={propertyDetail('nl', 120)} only={ALL} />, { route: '/nl/' });
    expect(rows('Indeling')).toEqual(
      expect.arrayContaining(['Slaapkamers: 4', 'Gevels: 3', 'Bouwjaar: 1978', 'Renovatiejaar: 2019']),
    );
    expect(rows('Oppervlakten')).toEqual(expect.arrayContaining(['Bewoonbare oppervlakte: 182 m²']));
  });

  it('leaves out empty fields and empty sections', () => {
    const detail = propertyDetail('en', 120, {
      Parkings: null,
      Floor: null,
      FloodRisk: null,
      FloodZone: null,
      Riverbank: null,
    });
    renderWithProviders(<FieldSections detail={detail} only={ALL} />, { route: '/en/' });
    expect(rows('Layout').some((row) => row.startsWith('Indoor parking spaces'))).toBe(false);
    expect(rows('Layout').some((row) => row.startsWith('Floor:'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Flood risk' })).not.toBeInTheDocument();
  });

  it('reads planning flags as none / no / yes / requested', () => {
    const detail = propertyDetail('fr', 120, {
      PlanningPermit: 1,
      Summons: 0,
      AllotmentPermit: 2,
      PreemptiveRights: null,
      JudicialDecision: 2,
    });
    renderWithProviders(<FieldSections detail={detail} only={['planning']} />, { route: '/fr/' });
    const planning = rows('Urbanisme et informations juridiques');
    expect(planning).toEqual(
      expect.arrayContaining([
        "Permis d'urbanisme: Oui",
        'Citation: Non',
        'Permis de lotir: Demande introduite',
        "Droit de préemption: Pas d'information",
      ]),
    );
    expect(planning.find((row) => row.startsWith('Décision judiciaire'))).toMatch(/Demande introduite$/);
  });

  it('hides the planning section when no flag is known', () => {
    const detail = propertyDetail('en', 120, {
      PlanningPermit: null,
      Summons: null,
      AllotmentPermit: null,
      PreemptiveRights: null,
      JudicialDecision: null,
      Servitudes: null,
      Heritage: null,
    });
    renderWithProviders(<FieldSections detail={detail} only={['planning']} />, { route: '/en/' });
    expect(screen.queryByRole('region', { name: 'Planning and legal' })).not.toBeInTheDocument();
  });

  it('shows flood scores and yes/no answers', () => {
    renderWithProviders(<FieldSections detail={propertyDetail('en', 236)} only={['flood']} />, { route: '/en/' });
    const flood = rows('Flood risk');
    expect(flood.find((row) => row.startsWith('Flood score of the building'))).toMatch(/: [A-D]$/);
    expect(flood.find((row) => row.startsWith('In a flood-prone area'))).toMatch(/: (Yes|No)$/);
  });
});

describe('energy block', () => {
  it('draws the Walloon label of a Namur-area listing with its figures', () => {
    renderWithProviders(<EnergyBlock detail={propertyDetail('en', 120)} />, { route: '/en/' });
    const image = screen.getByRole('img', { name: 'Energy label C, on the scale of Wallonia' });
    expect(image).toHaveAttribute('src', '/images/epc/wallonia/c.png');
    expect(screen.getByText('212 kWh/m² a year')).toBeInTheDocument();
    expect(screen.queryByText(/must be renovated/)).not.toBeInTheDocument();
  });

  it('gives the Flemish renovation notice, with 5 years, for a Flemish E sold', () => {
    renderWithProviders(<EnergyBlock detail={propertyDetail('nl', 236)} />, { route: '/nl/' });
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/epc/flanders/e.png');
    expect(screen.getByText(/binnen 5 jaar/)).toBeInTheDocument();
  });

  it('uses the label text in Luxembourg', () => {
    renderWithProviders(<EnergyBlock detail={propertyDetail('fr', 267)} />, { route: '/fr/' });
    expect(screen.getByRole('img')).toHaveAttribute('src', '/images/epc/luxembourg/c.png');
  });

  it('shows nothing without any energy figure', () => {
    const detail = propertyDetail('en', 188);
    const { container } = renderWithProviders(<EnergyBlock detail={detail} />, { route: '/en/' });
    expect(detail.EnergyPerformance).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});

describe('viager block', () => {
  it('lists the bouquet, the annuity and both heads', () => {
    const detail = propertyDetail('en', 162);
    if (!detail.Viager) throw new Error('listing 162 is a viager');
    renderWithProviders(<ViagerBlock viager={detail.Viager} />, { route: '/en/' });
    expect(rows('Life annuity (viager)')).toEqual(
      expect.arrayContaining(['Bouquet: € 85.000', 'Monthly annuity: € 950 a month', 'Annuitant 1: man, 84 years old']),
    );
  });
});
