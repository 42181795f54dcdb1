import { useNavigate } from '@tanstack/react-router';
import { signOut, unsentChanges, unsentChangesWarning } from '../../app/workspace/signOut';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { askToConfirm } from '../../ui/confirmDialog';

/** The sidebar's Logout: warns first when changes have not reached the server, then signs out to /login. */
export function useLogout(): () => Promise<void> {
  const db = useDatabase();
  const navigate = useNavigate();
  return async () => {
    const unsent = await unsentChanges(db);
    if (unsent > 0 && !(await askToConfirm(unsentChangesWarning(unsent), { confirmLabel: 'Log out' }))) return;
    await signOut(db);
    await navigate({ to: '/login' });
  };
}
