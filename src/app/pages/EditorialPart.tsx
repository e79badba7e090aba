import { CookieTable } from '../../features/consent/CookieTable.tsx';
import { LegalView } from '../../features/content/LegalView.tsx';
import { TestimonialCards } from '../../features/content/TestimonialCards.tsx';
import { LEGAL_PAGES, type LegalPageId } from '../../domain/content/types.ts';
import { useContent } from '../../features/content/useContent.ts';
import { ContentPending } from '../../features/content/ContentPending.tsx';
import type { Lng } from '../../config/languages.ts';
import { hrefFor } from '../../domain/routes/routeTable.ts';

const isLegal = (id: string): id is LegalPageId => (LEGAL_PAGES as readonly string[]).includes(id);

/** The page's editorial part: a legal text (the cookie policy with its table), or the testimonials. */
export function EditorialPart({ routeId, lng }: { routeId: string; lng: Lng }) {
  const { data, status } = useContent(lng);
  if (!data) {
    return <ContentPending status={status} />;
  }
  if (isLegal(routeId)) {
    return <LegalView text={data.legal[routeId]}>{routeId === 'cookie-policy' && <CookieTable />}</LegalView>;
  }
  return (
    <TestimonialCards
      testimonials={data.testimonials}
      hrefOf={(testimonial) => hrefFor('testimonial', lng, { slug: testimonial.slug })}
    />
  );
}
