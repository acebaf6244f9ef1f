import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startOnceSignedIn } from './app/once-signed-in';
import { startSession } from './app/start-session';
import './styles/index.css';

startSession();
startOnceSignedIn(() => import('./app/signed-in-runtime').then((m) => m.startSignedInRuntime));

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
