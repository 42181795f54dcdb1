import { Link } from '@tanstack/react-router';
import { reportTexts } from './reportTexts';

export function BackToDashboard() {
  return (
    <Link to="/dashboard" className="button button--secondary">
      {reportTexts.backToDashboard}
    </Link>
  );
}
