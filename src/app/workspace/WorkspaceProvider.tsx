import { useEffect, useState, type ReactNode } from 'react';
import { fetchUserData } from '../../api/auth';
import { saveUser } from '../../api/session';
import { mainContentProps } from '../../ui/mainContent';
import { StateMessage } from '../../ui/StateMessage';
import { StartupScreen, workspaceLoadingText } from '../layout/StartupScreen';
import { CurrencyOrderProvider } from './CurrencyOrderProvider';
import { openedWorkspace, openWorkspace } from './openWorkspace';
import { WorkspaceContext, type Workspace } from './WorkspaceContext';
import './workspace-opening.css';

export const workspaceTexts = {
  opening: workspaceLoadingText,
  failed: 'Money Kitchen could not open its data on this device.',
  failedHint: 'Reload the page to try again. If it keeps failing, the browser may be out of storage space.',
  reload: 'Reload',
};

/**
 * Gives the signed-in screens their database, once it is open (openWorkspace). Also refreshes the
 * stored user from the server (spec section 4, "Authentication on load"); offline that simply fails
 * and the stored user stays.
 */
export function WorkspaceProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const opened = useOpenWorkspace(userId);

  useEffect(() => {
    fetchUserData().then(saveUser, () => undefined);
  }, [userId]);

  if (opened.failed) {
    return (
      <main className="workspace-failed" {...mainContentProps}>
        <StateMessage
          kind="error"
          hint={workspaceTexts.failedHint}
          action={
            <button type="button" className="button" onClick={() => window.location.reload()}>
              {workspaceTexts.reload}
            </button>
          }
        >
          {workspaceTexts.failed}
        </StateMessage>
      </main>
    );
  }
  if (!opened.workspace) {
    // The words the route shows while its code loads; they fade in only if the opening takes a
    // while (workspace-opening.css), rather than flash at every sign-in.
    return (
      <main className="workspace-waiting" {...mainContentProps}>
        <StartupScreen text={workspaceTexts.opening} />
      </main>
    );
  }
  return (
    <WorkspaceContext.Provider value={opened.workspace}>
      <CurrencyOrderProvider>{children}</CurrencyOrderProvider>
    </WorkspaceContext.Provider>
  );
}

interface Opened {
  userId: string;
  workspace?: Workspace;
  failed?: boolean;
}

/** The person's workspace: at once when it is open already, else after openWorkspace answers. */
function useOpenWorkspace(userId: string): Opened {
  const [opened, setOpened] = useState<Opened>(() => ({ userId, workspace: openedWorkspace(userId) }));
  useEffect(() => {
    let mounted = true;
    openWorkspace(userId).then(
      (workspace) => mounted && setOpened({ userId, workspace }),
      () => mounted && setOpened({ userId, failed: true }),
    );
    return () => {
      mounted = false;
    };
  }, [userId]);
  return opened.userId === userId ? opened : { userId, workspace: openedWorkspace(userId) };
}
