import { Navigate, type RouteObject } from 'react-router-dom';
import { SignedOutFrame } from '../features/office/SignedOutFrame.tsx';
import { LoginPage } from '../features/office/LoginPage.tsx';
import { PasswordPage } from '../features/office/PasswordPage.tsx';
import { OfficeLayout } from '../features/office/OfficeLayout.tsx';
import { HomePage } from '../features/office/HomePage.tsx';
import { StaffPage } from '../features/office/StaffPage.tsx';
import { AuditPage } from '../features/office/AuditPage.tsx';

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
      { path: 'staff', element: <StaffPage /> },
      { path: 'audit', element: <AuditPage /> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];
