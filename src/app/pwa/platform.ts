export type InstallPlatform = 'android' | 'ios' | 'desktop';

/** Which install text to show (spec "Shared layout": Android, iOS, desktop). iPadOS says "Macintosh" but has touch. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}
