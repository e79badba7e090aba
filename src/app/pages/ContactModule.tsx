import { useTranslation } from 'react-i18next';
import { site } from '../../config/site.ts';
import type { Lng } from '../../config/languages.ts';
import { FormSlot } from '../../features/forms/FormSlot.tsx';
import { ContactDetailsPart } from './contentSlots.tsx';

/** The contact module (menu.json): the agency's address, opening hours and access, and the site contact form. */
export function ContactModule({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  const { agency } = site;
  return (
    <div className="contact-module">
      <section className="contact-module__agency" aria-labelledby="contact-agency">
        <h2 id="contact-agency">{agency.name}</h2>
        <address>
          {agency.street}
          <br />
          {agency.zip} {agency.city}
          <br />
          {t('contact.phone')}: <a href={`tel:${agency.phone.replace(/[^+\d]/g, '')}`}>{agency.phone}</a>
          <br />
          {t('contact.email')}: <a href={`mailto:${agency.email}`}>{agency.email}</a>
        </address>
        <ContactDetailsPart lng={lng} />
      </section>
      <FormSlot kind="site-contact" lng={lng} />
    </div>
  );
}
