import { formatDate } from '../../lib/dates.ts';
import type { Testimonial } from '../../domain/content/types.ts';
import { CardSection, LinkedCard } from './CardSection.tsx';

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
  return (
    <CardSection items={testimonials} heading={heading}>
      {(testimonial) => (
        <LinkedCard href={hrefOf(testimonial)} title={testimonial.title}>
          <p className="content-card__name">{testimonial.name}</p>
          {testimonial.about && <p className="content-card__about">{testimonial.about}</p>}
          <p className="content-card__date content-card__date--end">
            <time dateTime={testimonial.date}>{formatDate(testimonial.date)}</time>
          </p>
        </LinkedCard>
      )}
    </CardSection>
  );
}
