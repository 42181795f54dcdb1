import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { login } from '../../api/auth';
import { twoFactorTicketOf } from '../../api/twoFactor';
import { loginSchema } from '../../domain/accounts';
import { Banner } from '../../ui/Banner';
import { PasswordField, UsernameField } from './AccountFields';
import { AccountForm } from './AccountForm';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { checkWith } from './checkWith';
import { GoogleSignInButton } from './GoogleSignInButton';
import { PasskeySignInButton } from './passkeys/PasskeySignInButton';
import { startGoogleSignIn } from './startGoogleSignIn';
import { TwoFactorSignInForm } from './TwoFactorSignInForm';
import { useAccountForm } from './useAccountForm';
import { useGoogleSignInAvailable } from './useGoogleSignInAvailable';

interface LoginPageProps {
  /** A notice carried in from another page, e.g. 'Email verified! You can now log in.'. */
  message?: string;
}

/** Sign in with username or email and password, with a passkey (issue 49, item 7), or with Google (spec section 2, Login). */
export function LoginPage({ message }: LoginPageProps) {
  const navigate = useNavigate();
  const [googleBusy, setGoogleBusy] = useState(false);
  // Set once the password passed on an account with two-factor on: the code step replaces the form.
  const [ticket, setTicket] = useState<string | null>(null);
  const googleAvailable = useGoogleSignInAvailable();
  const form = useAccountForm({
    initial: { username: '', password: '' },
    check: (values) => checkWith(loginSchema, values),
    send: async ({ username, password }) => {
      try {
        await login(username, password);
      } catch (caught) {
        const needed = await twoFactorTicketOf(caught);
        if (needed === undefined) throw caught;
        setTicket(needed);
        return;
      }
      await navigate({ to: '/dashboard' });
    },
    failed: authTexts.loginFailed,
    byStatus: { 401: authTexts.invalidCredentials },
  });
  const { field, setProblem } = form;

  async function signInWithGoogle() {
    setProblem(null);
    setGoogleBusy(true);
    try {
      await startGoogleSignIn();
    } catch {
      setProblem({ error: authTexts.googleStartFailed });
      setGoogleBusy(false);
    }
  }

  if (ticket) return <TwoFactorSignInForm ticket={ticket} onSignedIn={() => navigate({ to: '/dashboard' })} />;

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to your kitchen.">
      {message && <Banner variant="success">{message}</Banner>}
      <AccountForm form={form} submitLabel="Sign In" busyLabel="Signing In..." disabled={googleBusy} showInfo>
        <UsernameField id="login-username" label="Username or Email" autoFocus {...field('username')} />
        <PasswordField id="login-password" label="Password" autoComplete="current-password" {...field('password')} />
        <Link to="/forgot-password" className="auth-forgot">
          Forgot your password?
        </Link>
      </AccountForm>
      {(googleAvailable || browserSupportsWebAuthn()) && <p className="auth-divider">or</p>}
      <PasskeySignInButton
        disabled={form.busy || googleBusy}
        onStart={() => setProblem(null)}
        onSignedIn={() => navigate({ to: '/dashboard' })}
        onFailed={(error) => setProblem({ error })}
      />
      {googleAvailable && (
        <GoogleSignInButton redirecting={googleBusy} disabled={form.busy} onClick={() => void signInWithGoogle()} />
      )}
      <p className="auth-links">
        <span>
          New here? <Link to="/register">Create an account</Link>
        </span>
      </p>
    </AuthCard>
  );
}
