import type { ReactNode } from 'react';
import { Banner } from '../../ui/Banner';
import type { useAccountForm } from './useAccountForm';

interface AccountFormProps {
  form: Pick<ReturnType<typeof useAccountForm>, 'problem' | 'busy' | 'submit'>;
  /** The submit button's text, and its text while the call runs ('Send Reset Link', 'Sending Magic Link...'). */
  submitLabel: string;
  busyLabel: string;
  /** The quieter button, for a form beside the page's main action. */
  secondary?: boolean;
  /** Leaves `required` and `type="email"` to the schema's words instead of the browser's own bubbles. */
  noValidate?: boolean;
  /** The button is off for another reason too (a Google sign-in under way). */
  disabled?: boolean;
  /** Shows the server's extra message under the error (a verification mail sent again at login). */
  showInfo?: boolean;
  /** The fields. */
  children: ReactNode;
}

/** An account form's banner (its one problem) above its fields and the submit that reads busy while the call runs. */
export function AccountForm({
  form,
  submitLabel,
  busyLabel,
  secondary = false,
  noValidate = false,
  disabled = false,
  showInfo = false,
  children,
}: AccountFormProps) {
  return (
    <>
      {form.problem && <Banner variant="error">{form.problem.error}</Banner>}
      {showInfo && form.problem?.info && <Banner variant="info">{form.problem.info}</Banner>}
      <form className="form" noValidate={noValidate} onSubmit={(event) => void form.submit(event)}>
        {children}
        <button
          type="submit"
          className={`button ${secondary ? 'button--secondary' : 'button--primary'} auth-button`}
          disabled={form.busy || disabled}
        >
          {form.busy ? busyLabel : submitLabel}
        </button>
      </form>
    </>
  );
}
