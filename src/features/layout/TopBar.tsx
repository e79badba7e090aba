import { useTranslation } from 'react-i18next';
import type { Lng } from '../../config/languages.ts';
import { site } from '../../config/site.ts';
import { Icon } from '../../components/Icon.tsx';
import { SmartLink } from '../../components/SmartLink.tsx';

/** The optional row of links above the header; only Published links show. */
export function TopBar({ lng }: { lng: Lng }) {
  const { t } = useTranslation();
  const links = site.topBar.links.filter((link) => link.status === 'Published');
  if (links.length === 0) return null;
  return (
    <nav className="topbar" aria-label={t('nav.topBar')}>
      <ul className="topbar__list">
        {links.map((link) => (
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

export const hasTopBar = site.topBar.links.some((link) => link.status === 'Published');
