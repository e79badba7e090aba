import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import { site } from '../../config/site.ts';
import { columnClasses } from '../../lib/columns.ts';
import { hrefFor } from '../../domain/routes/routeTable.ts';
import { useAppDispatch } from '../../state/hooks.ts';
import { dialogOpened } from '../../state/consent/consentSlice.ts';

/** The build year: rendering the clock's year could differ between prerender and hydration. */
const YEAR = __BUILD_YEAR__;

// The newsletter, jobs, purchase-cost calculator and testimonials pages are reached from every page's
// footer, with the legal pages (docs/DECISIONS.md, "Content pages").
const LEGAL_ROUTES = [
  'newsletter',
  'jobs',
  'purchase-costs',
  'testimonials',
  'privacy-statement',
  'cookie-policy',
  'disclaimer',
] as const;

/**
 * Footer blocks from the site configuration: each of title, introText and fullText shows
 * only when its public flag is set. The text is in the prerendered HTML (it is small and
 * useful to search engines); footer images are the part that loads lazily.
 */
function FooterView({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <footer className="footer">
      <div className="container footer__grid">
        {site.footer.blocks.map((block) => (
          <section key={block.id} className={`footer__block ${columnClasses(block.columns)}`}>
            {block.title.public && <h2 className="footer__title">{block.title.value[lng]}</h2>}
            {block.introText.public && <p className="footer__intro">{block.introText.value[lng]}</p>}
            {block.fullText.public && <p className="footer__text">{block.fullText.value[lng]}</p>}
            {block.images.map((image) => (
              <img
                key={image.src}
                src={image.src}
                width={image.width}
                height={image.height}
                alt={image.alt[lng]}
                loading="lazy"
                decoding="async"
                className="footer__image"
              />
            ))}
          </section>
        ))}
      </div>
      <div className="container footer__bottom">
        <nav aria-label={t('footer.legal')}>
          <ul className="footer__links">
            {LEGAL_ROUTES.map((id) => (
              <li key={id}>
                <Link to={hrefFor(id, lng)}>{t(`routes.${id}.title`)}</Link>
              </li>
            ))}
            <li>
              <Link to={hrefFor('login', lng)}>{t('footer.ownerLogin')}</Link>
            </li>
            <li>
              {/* Reopens the cookie choice at any time (spec section 4). */}
              <button type="button" className="footer__button" onClick={() => dispatch(dialogOpened('settings'))}>
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <p className="footer__copyright">{t('footer.copyright', { year: YEAR, name: site.agency.name })}</p>
      </div>
    </footer>
  );
}

// Memoised: the layout re-renders when the cookie dialog opens or closes, and the footer has
// nothing to do with it (on a phone its render cost ~10 ms at each change).
export const Footer = memo(FooterView);
