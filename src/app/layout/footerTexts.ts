/** The footer's wording. */
export const footerTexts = {
  /** What the spec's Update button does, read after its label by a screen reader. */
  updateDescription: 'Clears the saved copy of the app, installs the newest version and reloads the page.',
} as const;
