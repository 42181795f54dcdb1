import { createRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/RegisterPage';
import { visitorRoute } from './visitor';

export const registerRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: '/register',
  component: RegisterPage,
});
