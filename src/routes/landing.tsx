import { createRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/LandingPage';
import { rootRoute } from './root';

export const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { title: 'Home' },
  component: LandingPage,
});
