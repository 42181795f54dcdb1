import { InstallPrompt } from './InstallPrompt';
import { OfflineBanner } from './OfflineBanner';
import { UpdateBanner } from './UpdateBanner';
import './pwa.css';

/** What every screen may show about the installed app: connection, waiting update, install prompt. */
export function PwaNotices() {
  return (
    <>
      <div className="pwa-banners">
        <OfflineBanner />
        <UpdateBanner />
      </div>
      <InstallPrompt />
    </>
  );
}
