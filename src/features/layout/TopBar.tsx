import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import { site } from '../../config/site.ts';
import { Icon } from '../../components/Icon.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';

const published = site.topBar.links.filter((link) => link.status === 'Published');

/** The optional row of links above the header; only Published links show. */
export function TopBar({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  if (published.length === 0) return null;
  return (
    <nav className="topbar" aria-label={t('nav.topBar')}>
      <ul className="topbar__list">
        {published.map((link) => (
          <li key={link.id} className={`topbar__item topbar__item--${link.id}`} style={{ color: link.color }}>
            <SmartLink href={link.link[lng]} className="topbar__link">
              {link.icon !== 'none' && <Icon name={link.icon} size={16} />}
              <span>{link.label[lng]}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const hasTopBar = published.length > 0;

/**
 * The drawer's contact list, so a phone (where the top bar is hidden) still has it: the top
 * bar's links, and a tap-to-call link to the agency when none of them is one.
 */
export function DrawerContact({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  const { phone } = site.agency;
  const calls = published.some((link) => link.link[lng].startsWith('tel:'));
  return (
    <ul className="drawer__contact" aria-label={t('nav.topBar')}>
      {!calls && (
        <li>
          <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="drawer__contact-link">
            <Icon name="phone" size={18} />
            <span>{t('nav.call', { phone })}</span>
          </a>
        </li>
      )}
      {published.map((link) => (
        <li key={link.id}>
          <SmartLink href={link.link[lng]} className="drawer__contact-link">
            {link.icon !== 'none' && <Icon name={link.icon} size={18} />}
            <span>{link.label[lng]}</span>
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}
