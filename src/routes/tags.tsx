import { createRoute } from '@tanstack/react-router';
import { signedInRoute } from './signedIn';
import { lazyScreen } from './lazyScreen';
import { page } from './pageRoute';

const TagsPage = lazyScreen(() => import('../features/tags/TagsPage'), 'TagsPage');

export const tagsRoute = createRoute({
  ...page(signedInRoute, '/tags', 'Tags'),
  component: TagsPage,
});
