import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { register } from '../../api/auth';
import { registerSchema, texts } from '../../domain/accounts';
import { EmailField, PasswordField, UsernameField } from './AccountFields';
import { AccountForm } from './AccountForm';
import { AuthCard } from './AuthCard';
import { authTexts } from './authTexts';
import { checkWith } from './checkWith';
import { RegisterSuccess } from './RegisterSuccess';
import { useAccountForm } from './useAccountForm';

/** Create an account (spec section 2, Register); the email must be verified before the first login. */
export function RegisterPage() {
  const [done, setDone] = useState(false);
  const form = useAccountForm({
    initial: { username: '', email: '', password: '', password2: '' },
    check: (values) =>
      values.password === values.password2 ? checkWith(registerSchema, values) : { error: texts.passwordsDoNotMatch },
    send: async (input) => {
      await register(input);
      setDone(true);
    },
    failed: authTexts.registrationFailed,
  });
  const { field } = form;

  if (done) return <RegisterSuccess />;

  return (
    <AuthCard title="Create Account" subtitle="Join the kitchen and start cooking up your savings.">
      <AccountForm form={form} submitLabel="Create Account" busyLabel="Creating Account...">
        <UsernameField id="register-username" label="Username" autoFocus {...field('username')} />
        <EmailField id="register-email" {...field('email')} />
        <PasswordField
          id="register-password"
          label="Password"
          hint="At least 8 characters."
          autoComplete="new-password"
          {...field('password')}
        />
        <PasswordField
          id="register-password2"
          label="Confirm Password"
          autoComplete="new-password"
          {...field('password2')}
        />
      </AccountForm>
      <p className="auth-links">
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
      </p>
    </AuthCard>
  );
}
