import { useId } from 'react';
import { Link } from '../../components/router/index.ts';
import { formatDate } from '../../lib/dates.ts';
import type { Testimonial } from './types.ts';

/** The testimonials as cards: the title is each card's one link, then who wrote it, about what, when. */
export function TestimonialCards({
  testimonials,
  hrefOf,
  heading,
}: {
  testimonials: Testimonial[];
  hrefOf: (t: Testimonial) => string;
  heading?: string;
}) {
  const headingId = useId();
  return (
    <section className="content-section" aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <h2 id={headingId} className="content-section__title">
          {heading}
        </h2>
      )}
      <ul className="card-grid content-grid">
        {testimonials.map((testimonial) => (
          <li key={testimonial.key}>
            <article className="card content-card">
              <div className="card__body">
                <h3 className="card__title">
                  <Link className="card__link" to={hrefOf(testimonial)}>
                    {testimonial.title}
                  </Link>
                </h3>
                <p className="content-card__name">{testimonial.name}</p>
                {testimonial.about && <p className="content-card__about">{testimonial.about}</p>}
                <p className="content-card__date content-card__date--end">
                  <time dateTime={testimonial.date}>{formatDate(testimonial.date)}</time>
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
