import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../state/hooks.ts';
import { site } from '../../../config/site.ts';
import type { Lng } from '../../../config/languages.ts';
import { selectTotals } from '../../../state/catalogue/selectors.ts';
import { listHref } from '../../../domain/catalogue/links.ts';
import { useCatalogue } from '../../../state/catalogue/useCatalogue.ts';
import { SearchCombobox } from './SearchCombobox.tsx';

/** Fills the {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} placeholders of the configured description. */
export function fillTotals(text: string, totals: { sale: number; rent: number }): string {
  return text.replaceAll('{FOR_SALE_TOTAL}', String(totals.sale)).replaceAll('{FOR_RENT_TOTAL}', String(totals.rent));
}

/**
 * The home search block of spec section 2. Configuration decides what shows:
 * showSearchInput (the input and its panel), showSearchButton (the button that toggles the
 * panel), showCountProperty (the For sale / For rent buttons of data.countProperty) and
 * showSearchCount (their counts).
 */
export function HomeSearch({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  const titleId = useId();
  const config = site.search;
  const { data } = useCatalogue(lng);
  const totals = useAppSelector((state) => selectTotals(state, lng));
  return (
    <section className="home-search" aria-labelledby={titleId}>
      <div className="container home-search__inner">
        {config.logo && (
          <img
            className="home-search__logo"
            src={site.logo.src}
            width={site.logo.width}
            height={site.logo.height}
            alt=""
          />
        )}
        <h2 id={titleId} className="home-search__title">
          {config.title[lng]}
        </h2>
        <p className="home-search__description">{fillTotals(config.description[lng], totals)}</p>
        {config.showSearchInput && data && (
          <SearchCombobox lng={lng} catalogue={data} showButton={config.showSearchButton} />
        )}
        {config.showCountProperty && (
          <ul className="home-search__goals">
            {config.countProperty.map(({ goal, label }) => (
              <li key={goal}>
                <Link className="button button--accent" to={listHref(lng, goal)}>
                  {config.showSearchCount
                    ? t('search.goalCount', { label: label[lng], count: goal === 0 ? totals.sale : totals.rent })
                    : label[lng]}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {config.secondDescription && <p className="home-search__more">{config.secondDescription[lng]}</p>}
      </div>
    </section>
  );
}
