/**
 * Every route of the app, each with its tab title. The signed-in layout (with the data layer
 * behind it) and each screen load on first visit (smaller first download on village links);
 * sign-in and the guards are in the main bundle.
 */
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { defineMessages } from '../domain/i18n/languages';
import { labelOf, SCHOOL_PAGES, type SchoolPageEntity } from '../domain/sync/entity-screens';
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

/**
 * Each screen's name in the browser tab; `RouteTitle` shows it in the chosen language. A list of an
 * entity's records is titled by the entity's label (`labelOf`).
 */
const TITLES = defineMessages({
  dashboard: 'Dashboard',
  device: 'VR Device Details',
  deviceEdit: 'Edit VR Device',
  contentDetails: 'Content Details',
  settings: 'Settings',
  school: 'School Details',
  newYear: 'Start the new year',
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
    handle: titled(labelOf('schools')),
    lazy: () => import('../features/schools/schools-page').then((m) => ({ Component: m.SchoolsPage })),
  },
  {
    path: 'devices',
    handle: titled(labelOf('devices')),
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
    handle: titled(labelOf('users')),
    lazy: () => import('../features/users/users-page').then((m) => ({ Component: m.UsersPage })),
  },
  {
    path: 'content',
    handle: titled(labelOf('contents')),
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

/** The screen of each of a school's pages: a registry school page without one does not compile. */
const SCHOOL_PAGE_SCREENS: Record<SchoolPageEntity, NonNullable<RouteObject['lazy']>> = {
  students: () => import('../features/students/students-page').then((m) => ({ Component: m.StudentsPage })),
  teachers: () => import('../features/teachers/teachers-page').then((m) => ({ Component: m.TeachersPage })),
  classes: () => import('../features/classes/classes-page').then((m) => ({ Component: m.ClassesPage })),
  subjects: () => import('../features/subjects/subjects-page').then((m) => ({ Component: m.SubjectsPage })),
  books: () => import('../features/books/books-page').then((m) => ({ Component: m.BooksPage })),
};

/** A school and its pages (`/schools/:schoolId/<entity>`): any signed-in person (the server enforces which school). */
const schoolRoutes: RouteObject[] = [
  {
    path: 'schools/:schoolId',
    handle: titled(TITLES.school),
    // The school's page, with the new year's actions under its header (both chunks asked for at once).
    lazy: async () => {
      const details = import('../features/schools/school-details-page').then((m) => m.SchoolDetailsPage);
      const yearActions = import('../features/school-year/school-year-panel').then((m) => m.SchoolYearPanel);
      const [SchoolDetailsPage, SchoolYearPanel] = await Promise.all([details, yearActions]);
      return { Component: () => <SchoolDetailsPage yearActions={SchoolYearPanel} /> };
    },
  },
  {
    path: 'schools/:schoolId/new-year',
    handle: titled(TITLES.newYear),
    lazy: () => import('../features/school-year/new-year-page').then((m) => ({ Component: m.NewYearPage })),
  },
  ...SCHOOL_PAGES.map((entity): RouteObject => ({
    path: `schools/:schoolId/${entity}`,
    handle: titled(labelOf(entity)),
    lazy: SCHOOL_PAGE_SCREENS[entity],
  })),
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
