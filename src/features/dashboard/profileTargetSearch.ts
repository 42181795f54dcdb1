/**
 * /profile?tab=target opens the profile on its Target tab. The profile route does not declare its
 * search yet, so the typed router knows no `tab`; the cast goes once that route validates it.
 */
export const profileTargetSearch = { tab: 'target' } as never;
