import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '../../domain/forms/staff.ts';
import { navFor } from './officeNav.ts';

/** The links the member's role may use (aria-current marks the page they are on). */
export function OfficeNav({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  return (
    <nav className="office-nav" aria-label={t('office:nav.label')}>
      <ul>
        {navFor(role).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end>
              {t(`office:${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
