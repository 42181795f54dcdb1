import { Navigate, Outlet, useNavigate } from '@tanstack/react-router';
import { useSession } from '../session/useSession';
import { ConflictsNotice } from '../workspace/ConflictsNotice';
import { RejectionsNotice } from '../workspace/RejectionsNotice';
import { signOut, unsentChanges, unsentChangesWarning } from '../workspace/signOut';
import { useWorkspace } from '../workspace/WorkspaceContext';
import { WorkspaceProvider } from '../workspace/WorkspaceProvider';
import { Sidebar } from './Sidebar';
import { mainContentProps } from '../../ui/mainContent';

/** The frame of every signed-in screen: the person's workspace, sidebar and page. */
export function SignedInLayout() {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <WorkspaceProvider userId={session.user.id}>
      <SignedInFrame />
    </WorkspaceProvider>
  );
}

function SignedInFrame() {
  const session = useSession();
  const { db } = useWorkspace();
  const navigate = useNavigate();
  if (!session) return null;
  const logout = async () => {
    const unsent = await unsentChanges(db);
    if (unsent > 0 && !window.confirm(unsentChangesWarning(unsent))) return;
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
    </>
  );
}
