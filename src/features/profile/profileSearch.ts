import * as v from 'valibot';

/** Spec section 4: the four tabs, in the order they are shown. */
export const profileTabs = ['profile', 'password', 'currency', 'target'] as const;

export type ProfileTab = (typeof profileTabs)[number];

/**
 * /profile?tab= : the open tab lives in the URL. Optional, so links to /profile need no search; no
 * tab, or an unknown one, opens Profile Information.
 */
export const profileSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(profileTabs)), undefined),
});

export type ProfileSearch = v.InferOutput<typeof profileSearchSchema>;
