import { useEffect, useState } from 'react';
import { googleSignInAvailable } from '../../api/serverFeatures';

/** False until the server says Google sign-in is set up, so the button never offers what would fail. */
export function useGoogleSignInAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    let live = true;
    void googleSignInAvailable().then((answer) => {
      if (live) setAvailable(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return available;
}
