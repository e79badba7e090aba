import { useTranslation } from 'react-i18next';
import { site } from '../../config/site.ts';
import { inventoryFor } from './cookieInventory.ts';

/**
 * The cookie policy's table: every cookie and storage key this configuration can set, from the
 * same inventory the consent tests check, so the policy cannot drift from what the site does.
 */
export function CookieTable() {
  const { t } = useTranslation();
  const caption = t('consent.inventory.caption');
  return (
    // On a phone the table scrolls sideways inside this region rather than widening the page;
    // it is focusable so keyboard users can scroll it too (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll cookie-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="cookie-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('consent.inventory.name')}</th>
            <th scope="col">{t('consent.inventory.category')}</th>
            <th scope="col">{t('consent.inventory.purpose')}</th>
            <th scope="col">{t('consent.inventory.duration')}</th>
            <th scope="col">{t('consent.inventory.provider')}</th>
          </tr>
        </thead>
        <tbody>
          {inventoryFor(site.tags).map((item) => (
            <tr key={`${item.kind}:${item.name}`}>
              <th scope="row">
                <code>{item.name}</code>{' '}
                <span className="cookie-table__kind">{t(`consent.inventory.${item.kind}`)}</span>
              </th>
              <td>{t(`consent.categories.${item.category}.label`)}</td>
              <td>{t(`consent.inventory.purposes.${item.purpose}`)}</td>
              <td>
                {item.duration.unit === 'untilRemoved'
                  ? t('consent.inventory.untilRemoved')
                  : t(`consent.inventory.${item.duration.unit}`, { count: item.duration.count })}
              </td>
              <td>{t(`consent.inventory.providers.${item.provider}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
