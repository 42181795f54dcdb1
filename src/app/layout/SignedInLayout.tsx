import { Navigate, Outlet, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../session/useSession';
import { ConflictsNotice } from '../workspace/ConflictsNotice';
import { RejectionsNotice } from '../workspace/RejectionsNotice';
import { signOut, unsentChanges, unsentChangesWarning } from '../workspace/signOut';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { WorkspaceProvider } from '../workspace/WorkspaceProvider';
import { useScheduledApply } from '../workspace/useScheduledApply';
import { UndoToast } from '../undo/UndoToast';
import { Sidebar } from './Sidebar';
import { mainContentProps } from '../../ui/mainContent';
import { askToConfirm } from '../../ui/confirmDialog';

/**
 * The frame of every signed-in screen: the person's workspace, sidebar and page. `children` are
 * parts of every screen that need the workspace (the add shortcut's form), given by the route.
 */
export function SignedInLayout({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <WorkspaceProvider userId={session.user.id}>
      <SignedInFrame>{children}</SignedInFrame>
    </WorkspaceProvider>
  );
}

function SignedInFrame({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { db } = useWorkspace();
  const navigate = useNavigate();
  useScheduledApply();
  if (!session) return null;
  const logout = async () => {
    const unsent = await unsentChanges(db);
    if (unsent > 0 && !(await askToConfirm(unsentChangesWarning(unsent), { confirmLabel: 'Log out' }))) return;
    await signOut(db);
    await navigate({ to: '/login' });
  };
  return (
    <>
      <Sidebar user={session.user} onLogout={() => void logout()} />
      <main className="signed-in-layout" {...mainContentProps}>
        <RejectionsNotice />
        <ConflictsNotice />
        <Outlet />
      </main>
      {children}
      <UndoToast />
    </>
  );
}
