import type { Lng } from '../../config/languages.ts';
import { ContactDetails } from '../../features/content/ContactDetails.tsx';
import { useContent } from '../../features/content/useContent.ts';

/** The contact page's opening hours and access, once the content is there. */
export function ContactDetailsPart({ lng }: { lng: Lng }) {
  const { data } = useContent(lng);
  return data ? <ContactDetails contact={data.contact} lng={lng} /> : null;
}
