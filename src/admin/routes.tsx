import { Navigate, type RouteObject } from 'react-router-dom';
import { SignedOutFrame } from '../features/office/SignedOutFrame.tsx';
import { LoginPage } from '../features/office/LoginPage.tsx';
import { PasswordPage } from '../features/office/PasswordPage.tsx';
import { OfficeLayout } from '../features/office/OfficeLayout.tsx';
import { HomePage } from '../features/office/HomePage.tsx';
import { OfficeLoading } from '../features/office/OfficeLoading.tsx';

/** The router's basename: every path below is under /admin/ (the server serves admin.html there). */
export const OFFICE_BASENAME = '/admin/';

/**
 * The back office's pages. Signed out: the sign-in and the set-password link. Signed in (the
 * layout sends anyone else to the login): one route per entry of officeNav.ts.
 */
export const officeRoutes: RouteObject[] = [
  {
    element: <SignedOutFrame />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'password', element: <PasswordPage /> },
    ],
  },
  {
    element: <OfficeLayout />,
    children: [
      { index: true, element: <HomePage /> },
      // Each page its own chunk, loaded when opened: the first screen after the sign-in (the home
      // page) stays under its budget (150 KiB brotli, npm run bench).
      {
        path: 'staff',
        HydrateFallback: OfficeLoading,
        lazy: async () => ({ Component: (await import('../features/office/StaffPage.tsx')).StaffPage }),
      },
      {
        path: 'audit',
        HydrateFallback: OfficeLoading,
        lazy: async () => ({ Component: (await import('../features/office/AuditPage.tsx')).AuditPage }),
      },
      {
        path: 'owners',
        HydrateFallback: OfficeLoading,
        lazy: async () => ({ Component: (await import('../features/office/OwnersPage.tsx')).OwnersPage }),
      },
      {
        path: 'owners/listing/:id',
        HydrateFallback: OfficeLoading,
        lazy: async () => ({ Component: (await import('../features/office/ListingPage.tsx')).ListingPage }),
      },
      {
        path: 'leads',
        HydrateFallback: OfficeLoading,
        lazy: async () => ({ Component: (await import('../features/office/LeadsPage.tsx')).LeadsPage }),
      },
      {
        path: 'leads/:id',
        HydrateFallback: OfficeLoading,
        lazy: async () => ({ Component: (await import('../features/office/LeadPage.tsx')).LeadPage }),
      },
      {
        path: 'mails',
        HydrateFallback: OfficeLoading,
        lazy: async () => ({ Component: (await import('../features/office/MailsPage.tsx')).MailsPage }),
      },
      {
        path: 'privacy',
        HydrateFallback: OfficeLoading,
        lazy: async () => ({ Component: (await import('../features/office/PrivacyPage.tsx')).PrivacyPage }),
      },
      {
        path: 'visits',
        HydrateFallback: OfficeLoading,
        lazy: async () => ({ Component: (await import('../features/office/VisitsPage.tsx')).VisitsPage }),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
