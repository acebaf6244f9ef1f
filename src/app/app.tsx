import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppToasts } from '../ui/app-toasts';
import { UpdatePrompt } from './pwa/update-prompt';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);

export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <AppToasts />
      <UpdatePrompt />
    </>
  );
}
