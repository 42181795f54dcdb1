/** What a tab reports to the banners at the top of the profile page. */
export interface ProfileNotices {
  success: (text: string) => void;
  error: (text: string) => void;
  /** Hides both banners, e.g. when a form is sent again. */
  clear: () => void;
}
