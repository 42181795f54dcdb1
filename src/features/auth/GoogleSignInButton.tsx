interface GoogleSignInButtonProps {
  /** True while the Google address is fetched and the browser leaves. */
  redirecting: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** 'Sign in with Google', reading 'Redirecting...' while it works. */
export function GoogleSignInButton({ redirecting, disabled, onClick }: GoogleSignInButtonProps) {
  return (
    <button
      type="button"
      className="button button--secondary auth-button"
      disabled={disabled || redirecting}
      onClick={onClick}
    >
      <span className="auth-google-mark" aria-hidden="true">
        G
      </span>
      {redirecting ? 'Redirecting...' : 'Sign in with Google'}
    </button>
  );
}
