import { createRoute } from '@tanstack/react-router';
import { rulesSearchSchema } from '../features/rules/rulesSearch';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { linkPage, page, searchOf } from './pageRoute';

const RulesPage = lazyScreen(() => import('../features/rules/RulesPage'), 'RulesPage');

export const rulesRoute = createRoute({
  ...page(signedInRoute, '/rules', 'Rules'),
  validateSearch: searchOf(rulesSearchSchema),
  component: linkPage(RulesPage, 'search'),
});
