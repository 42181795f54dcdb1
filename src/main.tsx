import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startPwa } from './app/pwa/startPwa';
import { forgetOnSessionChange } from './app/workspace/forgetOnSessionChange';
import { router } from './routes/router';
import './app/styles/tokens.css';
import './app/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

startPwa({ production: import.meta.env.PROD });
// Another person's data never stays readable on a shared browser (issue 49, item 10).
forgetOnSessionChange();

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
