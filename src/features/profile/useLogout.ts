import { useNavigate } from '@tanstack/react-router';
import { signOut, unsentChanges, unsentChangesWarning } from '../../app/workspace/signOut';
import { useDatabase } from '../../app/workspace/WorkspaceContext';

/** The sidebar's Logout: warns first when changes have not reached the server, then signs out to /login. */
export function useLogout(): () => Promise<void> {
  const db = useDatabase();
  const navigate = useNavigate();
  return async () => {
    const unsent = await unsentChanges(db);
    if (unsent > 0 && !window.confirm(unsentChangesWarning(unsent))) return;
    await signOut(db);
    await navigate({ to: '/login' });
  };
}
