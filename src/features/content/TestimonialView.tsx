import { formatDate } from '../../lib/dates.ts';
import { RichText } from './RichText.tsx';
import type { Testimonial } from '../../domain/content/types.ts';

/** One testimonial under its page's h1: the opinion as a quotation, credited in its caption. */
export function TestimonialView({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__quote">
        <RichText nodes={testimonial.opinion} />
      </blockquote>
      <figcaption className="testimonial__caption">
        <span className="testimonial__name">{testimonial.name}</span>
        {testimonial.about && <span className="testimonial__about">{testimonial.about}</span>}
        <time className="testimonial__date" dateTime={testimonial.date}>
          {formatDate(testimonial.date)}
        </time>
      </figcaption>
    </figure>
  );
}
