import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const ForecastPage = lazyScreen(() => import('../features/forecast/ForecastPage'), 'ForecastPage');

export const forecastRoute = createRoute({
  ...page(signedInRoute, '/forecast', 'Forecast'),
  component: ForecastPage,
});
