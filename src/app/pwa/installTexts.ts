import type { InstallPlatform } from './platform';

/** The install prompt's wording in one place (spec "Shared layout": text by platform, four benefits). */
export const installTitle = 'Install Money Kitchen';

export const installIntro: Record<InstallPlatform, string> = {
  android: 'Add Money Kitchen to your home screen and open it like any other app on your Android device.',
  ios: "Add Money Kitchen to your home screen: tap the Share button in Safari, then choose 'Add to Home Screen'.",
  desktop: 'Install Money Kitchen on this computer and open it from your desktop, dock or taskbar.',
};

export const installAction: Record<InstallPlatform, string> = {
  android: 'Install App',
  ios: 'Got It',
  desktop: 'Install App',
};

export const installBenefits = [
  { title: 'Offline Access', text: 'Record and review your money without a connection; it syncs when you are back.' },
  { title: 'Faster Loading', text: 'The app opens from your device instead of the network.' },
  { title: 'Push Notifications', text: 'Stay on top of your targets and scheduled transactions.' },
  { title: 'Native Experience', text: 'Its own window and icon, without the browser around it.' },
] as const;

export const maybeLater = 'Maybe Later';
export const installAppButton = 'Install App';
