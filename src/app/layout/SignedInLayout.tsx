import { Outlet, useNavigate } from '@tanstack/react-router';
import { clearSession } from '../../api/session';
import { useSession } from '../session/useSession';
import { Sidebar } from './Sidebar';

/** The frame of every signed-in screen: sidebar and page. */
export function SignedInLayout() {
  const session = useSession();
  const navigate = useNavigate();
  if (!session) return null;
  const logout = () => {
    clearSession();
    void navigate({ to: '/login' });
  };
  return (
    <>
      <Sidebar user={session.user} onLogout={logout} />
      <main className="signed-in-layout">
        <Outlet />
      </main>
    </>
  );
}
