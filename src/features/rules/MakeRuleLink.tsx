import { Link } from '@tanstack/react-router';
import './rule-suggestion.css';

/** "Make a rule from this" (issue 48, item 1): the Rules screen with its form filled from the transaction. */
export function MakeRuleLink({ transactionId }: { transactionId: string }) {
  return (
    <Link to="/rules" search={{ from: transactionId }} className="make-rule-link">
      Make a rule from this
    </Link>
  );
}
