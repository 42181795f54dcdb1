import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { register } from '../../api/auth';
import { registerSchema, texts } from '../../domain/accounts';
import { Banner } from '../../ui/Banner';
import { FormField } from '../../ui/FormField';
import { PasswordInput } from '../../ui/PasswordInput';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { describeFailure } from './describeFailure';
import { RegisterSuccess } from './RegisterSuccess';

const empty = { username: '', email: '', password: '', password2: '' };
type Field = keyof typeof empty;

/** Create an account (spec section 2, Register); the email must be verified before the first login. */
export function RegisterPage() {
  const [form, setForm] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  function edit(field: Field, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.password !== form.password2) {
      setError(texts.passwordsDoNotMatch);
      return;
    }
    const checked = v.safeParse(registerSchema, form);
    if (!checked.success) {
      setError(checked.issues[0].message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await register(checked.output);
      setDone(true);
    } catch (caught) {
      setError((await describeFailure(caught, authTexts.registrationFailed)).error);
      setBusy(false);
    }
  }

  if (done) return <RegisterSuccess />;

  return (
    <AuthCard title="Create Account" subtitle="Join the kitchen and start cooking up your savings.">
      {error && <Banner variant="error">{error}</Banner>}
      <form className="form" onSubmit={(event) => void submit(event)}>
        <FormField htmlFor="register-username" label="Username">
          <input
            id="register-username"
            className="form-input"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            autoFocus
            value={form.username}
            onChange={(event) => edit('username', event.target.value)}
          />
        </FormField>
        <FormField htmlFor="register-email" label="Email Address">
          <input
            id="register-email"
            className="form-input"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={(event) => edit('email', event.target.value)}
          />
        </FormField>
        <FormField htmlFor="register-password" label="Password" hint="At least 8 characters.">
          <PasswordInput
            id="register-password"
            name="password"
            autoComplete="new-password"
            aria-describedby="register-password-hint"
            required
            value={form.password}
            onChange={(event) => edit('password', event.target.value)}
          />
        </FormField>
        <FormField htmlFor="register-password2" label="Confirm Password">
          <PasswordInput
            id="register-password2"
            name="password2"
            autoComplete="new-password"
            required
            value={form.password2}
            onChange={(event) => edit('password2', event.target.value)}
          />
        </FormField>
        <button type="submit" className="button button--primary auth-button" disabled={busy}>
          {busy ? 'Creating Account...' : 'Create Account'}
        </button>
      </form>
      <p className="auth-links">
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
      </p>
    </AuthCard>
  );
}
