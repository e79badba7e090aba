import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPicture } from '../../../components/LazyPicture.tsx';
import { truncate, TYPE_DESCRIPTION_LIMIT } from '../../../lib/text.ts';
import type { TypeCount } from '../../../domain/catalogue/views.ts';
import type { SearchResults } from '../../../domain/catalogue/searchIndex.ts';
import type { PanelGroup, PanelOption } from './panelOptions.ts';

interface Props {
  /** The groups top to bottom, in the order of `options`. */
  order: PanelGroup[];
  options: PanelOption[];
  active: number;
  optionId: (index: number) => string;
  types: TypeCount[];
  results: SearchResults;
  onChoose: (href: string) => void;
}

/**
 * The open panel's options: types with their sale and rent counts (greyed out at zero), the
 * cities and properties that match, in the groups' `order` (options are numbered as they render,
 * so the active option is the one seen at that place). Keys are handled by the combobox input
 * (aria-activedescendant), so options only take the mouse; mousedown is kept from moving focus
 * out of the input.
 */
export function PanelGroups({ order, options, active, optionId, types, results, onChoose }: Props) {
  const { t } = useTranslation();
  let index = 0;
  const option = (content: ReactNode, label: string, className = '') => {
    const i = index++;
    const item = options[i];
    if (!item) return null;
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox input owns the keys
      <div
        key={item.key}
        id={optionId(i)}
        role="option"
        tabIndex={-1}
        aria-selected={i === active}
        aria-disabled={item.disabled || undefined}
        aria-label={label}
        className={`panel__option ${className}${i === active ? ' is-active' : ''}${item.disabled ? ' is-disabled' : ''}`}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => !item.disabled && onChoose(item.href)}
      >
        {content}
      </div>
    );
  };
  const goalOption = (name: string, goal: 0 | 1, count: number) =>
    option(
      <>
        <span>{t(goal === 0 ? 'search.panel.sale' : 'search.panel.rent')}</span>
        <span className="panel__count">{count}</span>
      </>,
      t(goal === 0 ? 'search.panel.saleOption' : 'search.panel.rentOption', { name, count }),
      'panel__goal',
    );
  /** A type's or a town's row: its name, then its sale and rent options (their counts are in the options). */
  const goalRow = (key: string, name: string) => {
    const sale = options[index]?.count ?? 0;
    const rent = options[index + 1]?.count ?? 0;
    return (
      <div key={key} className="panel__row">
        <span className="panel__name" aria-hidden="true">
          {name}
        </span>
        {goalOption(name, 0, sale)}
        {goalOption(name, 1, rent)}
      </div>
    );
  };

  /** A group of options, named for screen readers by its heading, which is not read twice. */
  const group = (label: string, items: ReactNode) => (
    <div role="group" aria-label={label} className="panel__group">
      <p className="panel__heading" aria-hidden="true">
        {label}
      </p>
      {items}
    </div>
  );

  const groups: Record<PanelGroup, () => ReactNode> = {
    types: () =>
      group(
        t('search.panel.types'),
        types.map(({ type }) => goalRow(`type-${type.WebID}`, type.Name)),
      ),
    cities: () =>
      results.cities.length > 0 &&
      group(
        t('search.panel.cities'),
        results.cities.map((city) =>
          goalRow(`city-${city.Name}|${city.Zip}`, t('search.panel.city', { name: city.Name, zip: city.Zip })),
        ),
      ),
    properties: () =>
      results.properties.length > 0 &&
      group(
        t('search.panel.properties'),
        results.properties.map((listing) => {
          const description = truncate(listing.TypeDescription, TYPE_DESCRIPTION_LIMIT);
          const reference = t('search.panel.reference', { id: listing.ID });
          return option(
            <>
              <LazyPicture
                name={listing.SmallPictureItem.Name}
                alt=""
                width={60}
                height={60}
                sizes="60px"
                widths={[100]}
                className="panel__thumb"
              />
              <span className="panel__text">
                <span>{description}</span>
                <span className="panel__ref">{reference}</span>
              </span>
            </>,
            `${description}, ${reference}`,
            'panel__property',
          );
        }),
      ),
  };

  // Rendered in order, one after the other: each group numbers its options where the last stopped.
  return (
    <>
      {order.map((name) => (
        <Fragment key={name}>{groups[name]()}</Fragment>
      ))}
    </>
  );
}
