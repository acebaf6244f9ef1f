import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { useLanguage } from '../i18n/language';
import { AppToasts } from '../ui/app-toasts';
import { UpdatePrompt } from './pwa/update-prompt';
import { appRoutes } from './routes';

const router = createBrowserRouter(appRoutes);

export function App() {
  // A new language draws every screen again in it (rare: a choice on the sign-in page or in Settings).
  const language = useLanguage();
  return (
    <>
      <RouterProvider key={language} router={router} />
      <AppToasts />
      <UpdatePrompt />
    </>
  );
}
