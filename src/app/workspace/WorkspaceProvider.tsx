import { useEffect, type ReactNode } from 'react';
import { fetchUserData } from '../../api/auth';
import { saveUser } from '../../api/session';
import { workspaceFor } from './openWorkspace';
import { WorkspaceContext } from './WorkspaceContext';

/**
 * Gives the signed-in screens their database. Also refreshes the stored user from the server
 * (spec section 4, "Authentication on load"); offline that simply fails and the stored user stays.
 */
export function WorkspaceProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const workspace = workspaceFor(userId);

  useEffect(() => {
    fetchUserData().then(saveUser, () => undefined);
  }, [userId]);

  return <WorkspaceContext.Provider value={workspace}>{children}</WorkspaceContext.Provider>;
}
