import { createRoute } from '@tanstack/react-router';
import { forecastSearchSchema } from '../features/forecast/forecastSearch';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page, searchOf, searchStatePage } from './pageRoute';

const ForecastPage = lazyScreen(() => import('../features/forecast/ForecastPage'), 'ForecastPage');

export const forecastRoute = createRoute({
  ...page(signedInRoute, '/forecast', 'Forecast'),
  validateSearch: searchOf(forecastSearchSchema),
  component: searchStatePage(ForecastPage),
});
