/**
 * Every route of the app, each with its tab title. The signed-in layout (with the data layer
 * behind it) and each screen load on first visit (smaller first download on village links);
 * sign-in and the guards are in the main bundle.
 */
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { defineMessages } from '../domain/i18n/languages';
import { SignInPage } from '../features/auth/sign-in-page';
import { t } from '../i18n/i18n';
import { Spinner } from '../ui/spinner';
import { PublicOnly } from './guards/public-only';
import { RequireAuth } from './guards/require-auth';
import { RequireOwnSchool } from './guards/require-own-school';
import { RequireSuperAdmin } from './guards/require-super-admin';
import { RootRedirect } from './guards/root-redirect';
import { RouteErrorPage } from './route-error-page';
import { RouteTitle, type RouteHandle } from './route-title';

/** Each screen's name in the browser tab; `RouteTitle` shows it in the chosen language. */
const TITLES = defineMessages({
  dashboard: 'Dashboard',
  schools: 'Schools',
  devices: 'VR Devices',
  device: 'VR Device Details',
  deviceEdit: 'Edit VR Device',
  users: 'Users',
  content: 'Content',
  contentDetails: 'Content Details',
  settings: 'Settings',
  school: 'School Details',
  students: 'Students',
  teachers: 'Teachers',
  classes: 'Classes',
  subjects: 'Subjects',
  books: 'Books',
  signIn: 'Sign in',
});

const titled = (title: string): RouteHandle => ({ title });

/** Read when shown, so it is in the chosen language. */
const RouteLoading = () => <Spinner label={t('Loading...')} />;

const superAdminRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: titled(TITLES.dashboard),
    lazy: () => import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  },
  {
    path: 'schools',
    handle: titled(TITLES.schools),
    lazy: () => import('../features/schools/schools-page').then((m) => ({ Component: m.SchoolsPage })),
  },
  {
    path: 'devices',
    handle: titled(TITLES.devices),
    lazy: () => import('../features/devices/devices-page').then((m) => ({ Component: m.DevicesPage })),
  },
  {
    path: 'devices/:deviceId',
    handle: titled(TITLES.device),
    lazy: () =>
      import('../features/devices/device-detail-page').then((m) => ({ Component: m.DeviceDetailPage })),
  },
  {
    path: 'devices/:deviceId/edit',
    handle: titled(TITLES.deviceEdit),
    lazy: () => import('../features/devices/device-edit-page').then((m) => ({ Component: m.DeviceEditPage })),
  },
  {
    path: 'users',
    handle: titled(TITLES.users),
    lazy: () => import('../features/users/users-page').then((m) => ({ Component: m.UsersPage })),
  },
  {
    path: 'content',
    handle: titled(TITLES.content),
    lazy: () => import('../features/content/content-page').then((m) => ({ Component: m.ContentPage })),
  },
  {
    path: 'content/:id',
    handle: titled(TITLES.contentDetails),
    lazy: () =>
      import('../features/content/content-detail-page').then((m) => ({ Component: m.ContentDetailPage })),
  },
  {
    path: 'settings',
    handle: titled(TITLES.settings),
    lazy: () => import('../features/settings/settings-page').then((m) => ({ Component: m.SettingsPage })),
  },
];

/** A school and its sub-pages: any signed-in person (the server enforces which school). */
const schoolRoutes: RouteObject[] = [
  {
    path: 'schools/:schoolId',
    handle: titled(TITLES.school),
    lazy: () =>
      import('../features/schools/school-details-page').then((m) => ({ Component: m.SchoolDetailsPage })),
  },
  {
    path: 'schools/:schoolId/students',
    handle: titled(TITLES.students),
    lazy: () => import('../features/students/students-page').then((m) => ({ Component: m.StudentsPage })),
  },
  {
    path: 'schools/:schoolId/teachers',
    handle: titled(TITLES.teachers),
    lazy: () => import('../features/teachers/teachers-page').then((m) => ({ Component: m.TeachersPage })),
  },
  {
    path: 'schools/:schoolId/classes',
    handle: titled(TITLES.classes),
    lazy: () => import('../features/classes/classes-page').then((m) => ({ Component: m.ClassesPage })),
  },
  {
    path: 'schools/:schoolId/subjects',
    handle: titled(TITLES.subjects),
    lazy: () => import('../features/subjects/subjects-page').then((m) => ({ Component: m.SubjectsPage })),
  },
  {
    path: 'schools/:schoolId/books',
    handle: titled(TITLES.books),
    lazy: () => import('../features/books/books-page').then((m) => ({ Component: m.BooksPage })),
  },
];

export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <RouteTitle />
        <Outlet />
      </>
    ),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      { index: true, element: <RootRedirect /> },
      {
        path: 'login',
        handle: titled(TITLES.signIn),
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
            lazy: () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })),
            // Inside the layout, so a failing screen keeps the header and menu.
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: [
                  { element: <RequireSuperAdmin />, children: superAdminRoutes },
                  { element: <RequireOwnSchool />, children: schoolRoutes },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/schools" replace /> },
    ],
  },
];
