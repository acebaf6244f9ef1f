import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { appRoutes } from '../../../src/app/routes';
// The app loads the signed-in layout (and the data layer behind it) and react-toastify lazily; loading
// them with the test file, as before, keeps their first transform out of the tests' one-second waits.
import 'react-toastify';
import '../../../src/app/layout/app-layout';
import { AppToasts } from '../../../src/ui/app-toasts';

/** The whole route table in memory, starting at `path`. */
export function renderApp(path: string, state?: unknown) {
  const [pathname = '/', search] = path.split('?');
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', state }],
  });
  const user = userEvent.setup();
  const view = render(
    <>
      <RouterProvider router={router} />
      <AppToasts />
    </>,
  );
  return { router, user, ...view };
}
