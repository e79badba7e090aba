import { Link } from 'react-router-dom';

export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  page: (n: number) => string;
}

/** Which page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  numbers.forEach((n, i) => {
    const before = numbers[i - 1];
    if (before !== undefined && n - before > 1) result.push('gap');
    result.push(n);
  });
  return result;
}

/** Real links (each page has its own URL), the current page marked for assistive technology. */
export function Pagination({
  page,
  pages,
  hrefFor,
  labels,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={labels.nav}>
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <Link className="pagination__link" to={hrefFor(page - 1)} rel="prev">
              {labels.previous}
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className="pagination__link"
                to={hrefFor(n)}
                aria-label={labels.page(n)}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link className="pagination__link" to={hrefFor(page + 1)} rel="next">
              {labels.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
