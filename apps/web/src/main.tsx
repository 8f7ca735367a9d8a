import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { reloadAtRoot } from './lib/chunk-reload.ts';
import '@fontsource-variable/inter/wght.css';
import './styles/base.css';
import './styles/react-aria.css';

// A preload of a chunk that no longer exists (after a deploy) goes back to the root (spec §2).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadAtRoot()) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
