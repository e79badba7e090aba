import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { CalendarTable, CommunicationsTable, MediaTable } from './HistoryTables.tsx';

const at = Date.UTC(2026, 10, 24, 13, 0);

describe('history tables', () => {
  it('give every cell its column name, so a phone can show each row as a block of labelled lines', () => {
    renderWithProviders(
      <CalendarTable entries={[{ at, kind: 'visit', contact: 'Famille Dubois', status: 'done', note: null }]} />,
      { route: '/en/' },
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'What', 'With', 'Status', 'Note']);
    const cells = within(table).getAllByRole('cell');
    // What a phone shows: the column's name, then the value.
    expect(cells.map((cell) => cell.querySelector('.owner-table__label')?.textContent)).toEqual([
      'Date',
      'What',
      'With',
      'Status',
      'Note',
    ]);
    expect(cells[0]).toHaveTextContent('Date24/11/2026 14:00');
    expect(cells[2]).toHaveTextContent('WithFamille Dubois');
    // Screen readers have the header: the label is not read a second time.
    expect(cells[2]?.querySelector('.owner-table__label')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('cell', { name: 'Famille Dubois' })).toBe(cells[2]);
    // A line without a value is left out of the block.
    expect(cells[4]).toHaveClass('is-empty');
    expect(cells[2]).not.toHaveClass('is-empty');
  });

  it('label the communications and the media lines too', () => {
    renderWithProviders(
      <>
        <CommunicationsTable
          items={[
            { at, kind: 'phone', contact: 'M. Martin', subject: 'Retour visite', comment: 'Positif', status: 'done' },
          ]}
        />
        <MediaTable media={[{ portal: 'Immoweb', publishedOn: '2026-11-01', url: 'https://www.immoweb.be/x' }]} />
      </>,
      { route: '/en/' },
    );
    const [communications, media] = screen.getAllByRole('table') as [HTMLElement, HTMLElement];
    expect(
      within(communications)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('.owner-table__label')?.textContent),
    ).toEqual(['Date', 'How', 'Contact', 'Subject', 'Comment', 'Status']);
    expect(within(media).getByRole('cell', { name: 'Open on Immoweb' })).toHaveTextContent('LinkOpen on Immoweb');
  });
});
