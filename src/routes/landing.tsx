import { createRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/landing/LandingPage';
import { rootRoute } from './root';
import { page } from './pageRoute';

export const landingRoute = createRoute({ ...page(rootRoute, '/', 'Home'), component: LandingPage });
