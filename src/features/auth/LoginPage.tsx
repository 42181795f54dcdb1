import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { login } from '../../api/auth';
import { loginSchema } from '../../domain/accounts';
import { Banner } from '../../ui/Banner';
import { FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { describeFailure, type FailureNotice } from './describeFailure';
import { GoogleSignInButton } from './GoogleSignInButton';
import { startGoogleSignIn } from './startGoogleSignIn';
import { useGoogleSignInAvailable } from './useGoogleSignInAvailable';

interface LoginPageProps {
  /** A notice carried in from another page, e.g. 'Email verified! You can now log in.'. */
  message?: string;
}

/** Sign in with username or email and password, or with Google (spec section 2, Login). */
export function LoginPage({ message }: LoginPageProps) {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [problem, setProblem] = useState<FailureNotice | null>(null);
  const googleAvailable = useGoogleSignInAvailable();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = v.safeParse(loginSchema, { username, password });
    if (!checked.success) {
      setProblem({ error: checked.issues[0].message });
      return;
    }
    setProblem(null);
    setSigningIn(true);
    try {
      await login(checked.output.username, checked.output.password);
      await navigate({ to: '/dashboard' });
    } catch (caught) {
      setProblem(await describeFailure(caught, authTexts.loginFailed, { 401: authTexts.invalidCredentials }));
      setSigningIn(false);
    }
  }

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

  function edit(setter: (value: string) => void, value: string) {
    setter(value);
    setProblem(null);
  }

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to your kitchen.">
      {message && <Banner variant="success">{message}</Banner>}
      {problem && <Banner variant="error">{problem.error}</Banner>}
      {problem?.info && <Banner variant="info">{problem.info}</Banner>}
      <form className="form" onSubmit={(event) => void submit(event)}>
        <FormField htmlFor="login-username" label="Username or Email">
          <input
            id="login-username"
            className="form-input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            autoFocus
            value={username}
            onChange={(event) => edit(setUsername, event.target.value)}
          />
        </FormField>
        <FormField htmlFor="login-password" label="Password">
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => edit(setPassword, event.target.value)}
          />
        </FormField>
        <Link to="/forgot-password" className="auth-forgot">
          Forgot your password?
        </Link>
        <button type="submit" className="button button--primary auth-button" disabled={signingIn || googleBusy}>
          {signingIn ? 'Signing In...' : 'Sign In'}
        </button>
      </form>
      {googleAvailable && (
        <>
          <p className="auth-divider">or</p>
          <GoogleSignInButton redirecting={googleBusy} disabled={signingIn} onClick={() => void signInWithGoogle()} />
        </>
      )}
      <p className="auth-links">
        <span>
          New here? <Link to="/register">Create an account</Link>
        </span>
      </p>
    </AuthCard>
  );
}
