import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { installIntersectionObserver } from '../../test/intersectionObserver.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { listing, makeCatalogue } from '../../test/fixtures/catalogue.ts';
import { readyCatalogue } from '../state/catalogue/catalogueSlices.ts';
import { CardMedia } from './CardMedia.tsx';
import { ListingGrid } from '../features/catalogue/ListingGrid.tsx';

const viewport = installIntersectionObserver();

const cards = [120, 134, 147, 162].map((ID) => listing({ ID }));
const photoOf = (article: Element) => article.querySelector('picture:not(noscript picture)');

function renderGrid(eagerFirstRow?: boolean) {
  const view = renderWithProviders(<ListingGrid lng="en" listings={cards} perRow={2} eagerFirstRow={eagerFirstRow} />, {
    route: '/en/for-sale/',
    preloadedState: readyCatalogue('en', makeCatalogue()),
  });
  const articles = [...view.container.querySelectorAll('article')];
  expect(articles).toHaveLength(4);
  return articles as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
}

describe('card photos', () => {
  it('puts the first row in at once and a card below it only once it comes into view', () => {
    const [first, second, third, fourth] = renderGrid();
    expect(photoOf(first)?.querySelector('img')).toHaveAttribute('src', '/media/p120-1-400.jpg');
    expect(photoOf(second)).not.toBeNull();
    // Below the first row: a placeholder box the observer watches, with the spec's margin.
    expect(photoOf(third)).toBeNull();
    expect(third.querySelector('.lazy-placeholder')).not.toBeNull();
    expect(viewport.watched()).toContain(third.querySelector('.lazy-placeholder'));
    expect(viewport.observers.map((observer) => observer.options.rootMargin)).toEqual(['0% 0% 25% 0px']);

    viewport.reveal((target) => third.contains(target));
    const photo = photoOf(third);
    expect(photo?.querySelector('source')).toHaveAttribute('type', 'image/webp');
    expect(photo?.querySelector('img')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/p147-1-600.jpg 600w'),
    );
    expect(photoOf(fourth)).toBeNull();
  });

  it('puts no photo in at once when the grid starts below the first screen (the home under its picture banner)', () => {
    const articles = renderGrid(false);
    for (const article of articles) {
      expect(photoOf(article)).toBeNull();
      expect(viewport.watched()).toContain(article.querySelector('.lazy-placeholder'));
    }
    viewport.reveal((target) => articles[0].contains(target));
    expect(photoOf(articles[0])?.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining('p120-1-400'));
  });

  it('fetches a card photo that is the largest paint eagerly and with high priority', () => {
    const { container } = renderWithProviders(
      <CardMedia picture={cards[0]!.SmallPictureItem} label={null} eager={false} priority />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('keeps the rest of the first row for wide screens: on a phone those photos wait like the others', () => {
    const [first, second] = renderGrid();
    // The first card of a grid is at the top on a phone too: one photo, in the HTML.
    expect(first.querySelectorAll('picture:not(noscript picture)')).toHaveLength(1);
    expect(first.querySelector('.card__picture--row, .card__picture--phone')).toBeNull();
    // The second: the photo for a wide screen (hidden on a phone by the stylesheet), and the phone's
    // placeholder (hidden on a wide screen), which the observer watches with the spec's margin.
    const row = second.querySelector('picture.card__picture--row');
    expect(row?.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(row?.querySelector('img')).toHaveAttribute('src', '/media/p134-1-400.jpg');
    const phone = second.querySelector('.lazy-placeholder.card__picture--phone');
    expect(phone).not.toBeNull();
    expect(viewport.watched()).toContain(phone);
    viewport.reveal((target) => target === phone);
    expect(second.querySelector('picture.card__picture--phone img')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/p134-1-600.jpg 600w'),
    );
  });

  it('prerenders a lazy photo as its placeholder with a noscript copy, and hydrates it without an error', () => {
    const ui = <CardMedia picture={cards[2]!.SmallPictureItem} label="New" eager={false} />;
    const html = renderToString(ui);
    expect(html).toContain('<span class="lazy-placeholder card__picture"><noscript>');
    expect(html.replace(/<noscript>.*<\/noscript>/, '')).not.toContain('<img');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    act(() => {
      hydrateRoot(container, ui, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(viewport.watched()).toContain(container.querySelector('.lazy-placeholder'));
    container.remove();
  });
});
