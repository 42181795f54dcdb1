import { Link } from '@tanstack/react-router';
import { appVersion } from '../../domain/version';
import { applyUpdateNow } from '../update/applyUpdateNow';
import { externalLinks } from './externalLinks';
import { footerTexts } from './footerTexts';
import './footer.css';

export function Footer() {
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label="Footer">
        {externalLinks.map((link) => (
          <a key={link.label} href={link.href} target="_blank" rel="noreferrer">
            {link.label}
          </a>
        ))}
        <Link to="/version-history" className="footer__version">
          v{appVersion}
        </Link>
      </nav>
      <button
        type="button"
        className="button button--secondary footer__update"
        aria-describedby="footer-update-description"
        onClick={() => void applyUpdateNow()}
      >
        Update
      </button>
      <span id="footer-update-description" className="visually-hidden">
        {footerTexts.updateDescription}
      </span>
    </footer>
  );
}
