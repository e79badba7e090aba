import { NavLink } from 'react-router-dom';
import type { MenuEntry } from '../../config/schema.ts';
import type { Lng } from '../../config/languages.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import { menuEntries, menuHref, menuRouteId } from '../../domain/routes/routeTable.ts';

interface Props {
  lng: Lng;
  /** Route ids from home to the current page, to mark the current entry's ancestors. */
  trail: string[];
  label: string;
  className: string;
}

const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

function Entries({
  entries,
  lng,
  trail,
  parentId,
}: {
  entries: MenuEntry[];
  lng: Lng;
  trail: string[];
  parentId: string | null;
}) {
  const published = entries.filter((entry) => entry.status === 'Published');
  if (published.length === 0) return null;
  return (
    <ul className="menu__list">
      {published.map((entry) => {
        const id = menuRouteId(entry, parentId);
        const href = menuHref(entry, lng, parentId);
        const inTrail = id !== 'home' && trail.includes(id);
        return (
          <li key={entry.id} className={`menu__item${inTrail ? ' is-active' : ''}`}>
            {isSitePath(href) ? (
              // aria-current="page" on the page itself only (`end`); a list's detail pages mark
              // its item through the trail. A class function: NavLink adds no "active" class.
              <NavLink to={href} end className={() => 'menu__link'}>
                {entry.params.title[lng]}
              </NavLink>
            ) : (
              <SmartLink href={href} className="menu__link">
                {entry.params.title[lng]}
              </SmartLink>
            )}
            <Entries entries={entry.childMenus} lng={lng} trail={trail} parentId={id} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The Published pages of menu.json: home to /{lng}/, others to their localized path, as
 * react-router NavLinks (the desktop menu and the mobile drawer both render this).
 */
export function MainMenu({ lng, trail, label, className }: Props) {
  return (
    <nav className={`menu ${className}`} aria-label={label}>
      <Entries entries={menuEntries()} lng={lng} trail={trail} parentId={null} />
    </nav>
  );
}
