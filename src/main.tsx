import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startOnceSignedIn } from './app/once-signed-in';
import { startSession } from './app/start-session';
import { deviceLanguage, showLanguage } from './i18n/language';
import './styles/index.css';

startSession();
startOnceSignedIn(() => import('./app/signed-in-runtime').then((m) => m.startSignedInRuntime));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first paint is in the chosen language: its catalog first (from the precache when offline).
void showLanguage(deviceLanguage()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
