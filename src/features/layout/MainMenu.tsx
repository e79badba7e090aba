import type { MenuEntry } from '../../config/schema.ts';
import type { Lng } from '../../config/languages.ts';
import { SmartLink } from '../../components/SmartLink.tsx';
import { menuEntries, menuHref, menuRouteId } from '../../app/routes/routeTable.ts';

interface Props {
  lng: Lng;
  /** Route ids from home to the current page, to mark the current entry and its ancestors. */
  trail: string[];
  label: string;
  className: string;
}

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
        const current = trail[trail.length - 1] === id;
        const inTrail = id !== 'home' && trail.includes(id);
        return (
          <li key={entry.id} className={`menu__item${inTrail ? ' is-active' : ''}`}>
            <SmartLink href={menuHref(entry, lng, parentId)} className="menu__link" current={current}>
              {entry.params.title[lng]}
            </SmartLink>
            <Entries entries={entry.childMenus} lng={lng} trail={trail} parentId={id} />
          </li>
        );
      })}
    </ul>
  );
}

/** The Published pages of menu.json: home to /{lng}/, others to their localized path. */
export function MainMenu({ lng, trail, label, className }: Props) {
  return (
    <nav className={`menu ${className}`} aria-label={label}>
      <Entries entries={menuEntries()} lng={lng} trail={trail} parentId={null} />
    </nav>
  );
}
