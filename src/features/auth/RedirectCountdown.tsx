import { useCountdown } from './useCountdown';

interface RedirectCountdownProps {
  seconds: number;
  /** Where the countdown leads, in words: "the login page". */
  destination: string;
  onDone: () => void;
}

/** "Redirecting to the login page in 10 seconds...", ticking each second. */
export function RedirectCountdown({ seconds, destination, onDone }: RedirectCountdownProps) {
  const left = useCountdown(seconds, onDone);
  return (
    <p className="auth-countdown" role="timer">
      Redirecting to {destination} in <strong>{left}</strong> {left === 1 ? 'second' : 'seconds'}...
    </p>
  );
}
