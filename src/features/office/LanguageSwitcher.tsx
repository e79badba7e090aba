import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../config/languages.ts';
import { STAFF_LANGUAGES, type StaffLng } from '../../domain/forms/staff.ts';
import { useSetLngMutation } from './officeApi.ts';

/**
 * The member's working language: stored by the server (POST me/lng, so mails and the next
 * sign-in use it too) and applied at once. Buttons rather than a select: one tap, and nothing
 * changes while a keyboard user moves through the choices. Each language is named in itself.
 */
export function LanguageSwitcher({ current }: { current: StaffLng }) {
  const { t, i18n } = useTranslation();
  const [setLng, { isLoading }] = useSetLngMutation();
  return (
    <div className="office-lng" role="group" aria-labelledby="office-lng-label">
      <span id="office-lng-label" className="office-lng__label">
        {t('office:home.language')}
      </span>
      {STAFF_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className="office-lng__choice"
          aria-pressed={lng === current}
          disabled={isLoading}
          onClick={() => {
            if (lng === current) return;
            void setLng({ lng })
              .unwrap()
              .then(() => i18n.changeLanguage(lng))
              .catch(() => undefined);
          }}
        >
          {LANGUAGE_NAMES[lng]}
        </button>
      ))}
    </div>
  );
}
