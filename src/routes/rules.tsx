import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const RulesPage = lazyScreen(() => import('../features/rules/RulesPage'), 'RulesPage');

export const rulesRoute = createRoute({
  ...page(signedInRoute, '/rules', 'Rules'),
  component: RulesPage,
});
