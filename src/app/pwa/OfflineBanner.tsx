import { useEffect, useState } from 'react';
import './pwa.css';

/** Spec section 9: 'Back Online!' stays 3 seconds. */
export const backOnlineMs = 3_000;

export const offlineText = "You're offline - Limited functionality available";
export const backOnlineText = 'Back Online! All features are now available.';

type Connection = 'online' | 'offline' | 'back-online';

/** The connection as the browser reports it (spec section 4: online/offline is tracked). */
export function OfflineBanner() {
  const [connection, setConnection] = useState<Connection>(() => (navigator.onLine ? 'online' : 'offline'));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(timer);
      setConnection('offline');
    };
    const online = () => {
      clearTimeout(timer);
      setConnection('back-online');
      timer = setTimeout(() => setConnection('online'), backOnlineMs);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  if (connection === 'online') return null;
  return (
    <div className={`pwa-banner pwa-banner--${connection}`} role="status">
      {connection === 'offline' ? offlineText : backOnlineText}
    </div>
  );
}
