import { signOut } from 'firebase/auth';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { AdminFrame, type AdminFrameProps } from './admin-frame';
import { AdminGuard } from './admin-guard';
import { PUBLIC_ROUTES } from '@shared/paths';

type AdminShellProps = Omit<AdminFrameProps, 'onSignOut'> & {
  /** What the screen shows while the admin claim is checked (a spinner unless given). */
  waiting?: ReactNode;
};

/** Guard, top bar, the admin navigation and page heading shared by every /admin screen. */
export function AdminShell({ waiting, ...props }: AdminShellProps) {
  return (
    <AdminGuard waiting={waiting}>
      <SignedInFrame {...props} />
    </AdminGuard>
  );
}

function SignedInFrame(props: Omit<AdminShellProps, 'waiting'>) {
  const auth = useAuth();
  const navigate = useNavigate();
  return <AdminFrame {...props} onSignOut={() => signOut(auth).then(() => navigate(PUBLIC_ROUTES.home))} />;
}
