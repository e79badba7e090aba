import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ContactDetails, openingRows } from './ContactDetails.tsx';

const contact = { intro: 'Welcome.', byAppointment: 'Visits by appointment.', access: 'Tram 4, stop Zuid.' };

/** The opening hours as the visitor reads them: each day set with its hours. */
function hoursShown() {
  const days = screen.getAllByRole('term').map((dt) => dt.textContent);
  const hours = screen.getAllByRole('definition').map((dd) => dd.textContent);
  return days.map((day, i) => `${day} = ${hours[i]}`);
}

/** Monday to Friday 09:00–12:30 and 13:30–18:00, Saturday 10:00–12:30, Sunday closed. */
const HOURS = [
  { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '12:30' },
  { days: [1, 2, 3, 4, 5], opens: '13:30', closes: '18:00' },
  { days: [6], opens: '10:00', closes: '12:30' },
];

describe('ContactDetails', () => {
  it('groups the weekdays into one range with both periods, in French', () => {
    renderWithProviders(<ContactDetails contact={contact} lng="fr" hours={HOURS} />, { route: '/fr/' });
    expect(screen.getByRole('heading', { level: 3, name: 'Heures d’ouverture' })).toBeInTheDocument();
    expect(hoursShown()).toEqual([
      'Lundi – vendredi = 09:00 – 12:30, 13:30 – 18:00',
      'Samedi = 10:00 – 12:30',
      'Dimanche = Fermé',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Comment nous rejoindre' })).toBeInTheDocument();
  });

  it('does the same in English, with the texts around it', () => {
    renderWithProviders(<ContactDetails contact={contact} lng="en" hours={HOURS} />, { route: '/en/' });
    expect(hoursShown()).toEqual([
      'Monday – Friday = 09:00 – 12:30, 13:30 – 18:00',
      'Saturday = 10:00 – 12:30',
      'Sunday = Closed',
    ]);
    expect(screen.getByText('Welcome.')).toBeInTheDocument();
    expect(screen.getByText('Visits by appointment.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Getting here' })).toBeInTheDocument();
    expect(screen.getByText('Tram 4, stop Zuid.')).toBeInTheDocument();
  });

  it('groups days by identical hours, whatever order the entries come in', () => {
    const rows = openingRows([
      { days: [6], opens: '10:00', closes: '12:00' },
      { days: [2, 4], opens: '14:00', closes: '18:00' },
      { days: [2, 4], opens: '09:00', closes: '12:00' },
    ]);
    expect(rows).toEqual([
      { days: [1, 3, 5, 7], periods: [] },
      { days: [2, 4], periods: ['09:00 – 12:00', '14:00 – 18:00'] },
      { days: [6], periods: ['10:00 – 12:00'] },
    ]);
  });
});
