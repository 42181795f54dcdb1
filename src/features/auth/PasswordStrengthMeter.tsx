import { passwordStrength } from '../../domain/accounts';

interface PasswordStrengthMeterProps {
  id: string;
  password: string;
}

/** Weak / Medium / Strong by length (spec section 5), as a bar and a label. */
export function PasswordStrengthMeter({ id, password }: PasswordStrengthMeterProps) {
  const strength = passwordStrength(password);
  return (
    <div className={`strength strength--${strength.toLowerCase()}`}>
      <div className="strength__bar" aria-hidden="true">
        <div className="strength__fill" />
      </div>
      <p className="strength__label" id={id}>
        Password strength: <strong>{strength}</strong>
      </p>
    </div>
  );
}
