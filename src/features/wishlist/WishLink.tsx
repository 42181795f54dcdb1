import { isWebLink } from '../../domain/webLink';
import { wishlistTexts } from './wishlistTexts';
import '../../ui/record-list.css';

/** 'View' opening the shop's page in a new tab, without telling it where the person came from. */
export function WishLink({ link }: { link: string }) {
  if (!isWebLink(link)) return <span className="record-placeholder">{wishlistTexts.noLink}</span>;
  return (
    <a href={link} target="_blank" rel="noreferrer">
      {wishlistTexts.view}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
