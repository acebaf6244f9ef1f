/**
 * Every route of spec §2's table. Screens load on first visit (smaller first download on village links);
 * sign-in and the guards are in the main bundle.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { SignInPage } from '../features/auth/sign-in-page';
import { Spinner } from '../ui/spinner';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';
import { RequireSuperAdmin } from './guards/require-super-admin';
import { RootRedirect } from './guards/root-redirect';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './route-error-page';

const superAdminRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    lazy: () => import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'schools',
    lazy: () => import('../features/schools/schools-page').then((m) => ({ Component: m.SchoolsPage })),
  },
  {
    path: 'devices',
    lazy: () => import('../features/devices/devices-page').then((m) => ({ Component: m.DevicesPage })),
  },
  {
    path: 'devices/:deviceId',
    lazy: () =>
      import('../features/devices/device-detail-page').then((m) => ({ Component: m.DeviceDetailPage })),
  },
  {
    path: 'devices/:deviceId/edit',
    lazy: () => import('../features/devices/device-edit-page').then((m) => ({ Component: m.DeviceEditPage })),
  },
  {
    path: 'users',
    lazy: () => import('../features/users/users-page').then((m) => ({ Component: m.UsersPage })),
  },
  {
    path: 'content',
    lazy: () => import('../features/content/content-page').then((m) => ({ Component: m.ContentPage })),
  },
  {
    path: 'content/:id',
    lazy: () =>
      import('../features/content/content-detail-page').then((m) => ({ Component: m.ContentDetailPage })),
  },
  {
    path: 'settings',
    lazy: () => import('../features/settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
];

/** A school and its sub-pages: any signed-in person (spec §6; the server enforces which school). */
const schoolRoutes: RouteObject[] = [
  {
    path: 'schools/:schoolId',
    lazy: () =>
      import('../features/schools/school-details-page').then((m) => ({ Component: m.SchoolDetailsPage })),
  },
  {
    path: 'schools/:schoolId/students',
    lazy: () => import('../features/students/students-page').then((m) => ({ Component: m.StudentsPage })),
  },
  {
    path: 'schools/:schoolId/teachers',
    lazy: () => import('../features/teachers/teachers-page').then((m) => ({ Component: m.TeachersPage })),
  },
  {
    path: 'schools/:schoolId/classes',
    lazy: () => import('../features/classes/classes-page').then((m) => ({ Component: m.ClassesPage })),
  },
  {
    path: 'schools/:schoolId/subjects',
    lazy: () => import('../features/subjects/subjects-page').then((m) => ({ Component: m.SubjectsPage })),
  },
  {
    path: 'schools/:schoolId/books',
    lazy: () => import('../features/books/books-page').then((m) => ({ Component: m.BooksPage })),
  },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <Spinner label="Loading..." />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: 'login',
        element: (
          <PublicOnly>
            <SignInPage />
          </PublicOnly>
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            // Inside the layout, so a failing screen keeps the header and menu.
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: [{ element: <RequireSuperAdmin />, children: superAdminRoutes }, ...schoolRoutes],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/schools" replace /> },
    ],
  },
];
