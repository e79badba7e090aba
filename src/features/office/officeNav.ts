import type { StaffRole } from '../../domain/forms/staff.ts';

export interface NavItem {
  /** Under /admin (the router's basename). */
  to: string;
  /** A key of the `office` namespace. */
  label: string;
  /** Who sees the link: the server refuses the others anyway (403). */
  roles: readonly StaffRole[];
}

const EVERYONE = ['admin', 'agent'] as const;
const ADMINS = ['admin'] as const;

/**
 * The back office's pages, in the order of the navigation. A later part adds its page here
 * (leads, owners, visit slots: EVERYONE; personal data: ADMINS) and a route in src/admin/routes.tsx.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'nav.home', roles: EVERYONE },
  { to: '/leads', label: 'nav.leads', roles: EVERYONE },
  { to: '/mails', label: 'nav.mails', roles: EVERYONE },
  { to: '/owners', label: 'nav.owners', roles: EVERYONE },
  { to: '/visits', label: 'nav.visits', roles: EVERYONE },
  { to: '/privacy', label: 'nav.privacy', roles: ADMINS },
  { to: '/staff', label: 'nav.staff', roles: ADMINS },
  { to: '/audit', label: 'nav.audit', roles: ADMINS },
];

export const navFor = (role: StaffRole) => NAV_ITEMS.filter((item) => item.roles.includes(role));
