import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startPwa } from './app/pwa/startPwa';
import { router } from './routes/router';
import './app/styles/tokens.css';
import './app/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

startPwa({ production: import.meta.env.PROD });

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
