import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isPlainLeftClick } from '../../lib/clicks.ts';
import { switchQuery } from '../../lib/switchQuery.ts';
import { prerenderedSearch } from '../../lib/listPages.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, type Lng } from '../../config/languages.ts';
import { enabledLanguages } from '../../config/site.ts';

/**
 * Links to the same page in the other languages. It loads the target language's texts
 * before navigating so the new page never shows in the old language, and keeps the page's
 * filters (switchQuery). The prerendered links have no query (the HTML is the same for every
 * query), so the filters are added once the page runs; but a list's page N is a page of its
 * own, whose HTML links page N in the other languages, as its hreflang links do
 * (docs/DECISIONS.md, "Paged lists"). Hidden when the site has a single language.
 */
export function LanguageSwitcher({
  lng,
  alternates,
  paged = false,
  languages = enabledLanguages,
}: {
  lng: Lng;
  alternates: Partial<Record<Lng, string>>;
  /** The page is a list whose page N is a page of its own (the layout knows its route). */
  paged?: boolean;
  languages?: readonly Lng[];
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const query = hydrated ? switchQuery(search) : paged ? switchQuery(prerenderedSearch(search)) : '';
  if (languages.length < 2) return null;

  const go = (target: Lng, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    void i18n.changeLanguage(target).then(() => navigate(href));
  };

  return (
    <nav className="langs" aria-label={t('nav.languages')}>
      <ul className="langs__list">
        {languages.map((code) => {
          const href = (alternates[code] ?? `/${code}/`) + query;
          const current = code === lng;
          return (
            <li key={code}>
              <a
                href={href}
                hrefLang={code}
                lang={code}
                className="langs__link"
                aria-current={current ? 'true' : undefined}
                onClick={current ? undefined : go(code, href)}
              >
                {code.toUpperCase()}
                <span className="visually-hidden"> {LANGUAGE_NAMES[code]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
