import { useTranslation } from 'react-i18next';

export interface Person {
  Name: string;
  Phone: string;
  Email: string;
}

/** Who to call about this property, and when it can be visited. */
export function ContactCard({ person, openingHours }: { person: Person | null; openingHours?: string | null }) {
  const { t } = useTranslation();
  if (!person && !openingHours) return null;
  return (
    <section className="detail-section contact-card" aria-labelledby="section-contact">
      <h2 id="section-contact">{t('detail:section.contact')}</h2>
      {person && (
        <address className="contact-card__person">
          <strong>{person.Name}</strong>
          <br />
          <a href={`tel:${person.Phone.replace(/[^+\d]/g, '')}`}>{person.Phone}</a>
          <br />
          <a href={`mailto:${person.Email}`}>{person.Email}</a>
        </address>
      )}
      {openingHours && (
        <p className="contact-card__hours">
          <strong>{t('detail:field.OpeningHours')}:</strong> {openingHours}
        </p>
      )}
    </section>
  );
}
