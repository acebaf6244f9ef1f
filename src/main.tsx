import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startSession } from './app/start-session';
import { startSyncRuntime } from './data/sync/sync-runtime';
import { startUploadRuntime } from './data/uploads/upload-runtime';
import './styles/index.css';

startSession();
startSyncRuntime();
startUploadRuntime();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
