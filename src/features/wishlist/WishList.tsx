import type { WishRecord } from '../../domain/records';
import { MoneyText } from '../../ui/MoneyText';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { WishActions, WishStatusButton, type WishHandlers } from './WishActions';
import { WishLink } from './WishLink';
import { wishlistTexts } from './wishlistTexts';
import '../../ui/record-list.css';

interface WishListProps extends WishHandlers {
  rows: readonly WishRecord[];
}

/** Spec section 9: the layout breakpoint of the whole app. */
const smallScreen = '(max-width: 768px)';

/** A table on wide screens; cards where a seven-column table cannot fit. */
export function WishList(props: WishListProps) {
  return useMediaQuery(smallScreen) ? <WishCards {...props} /> : <WishTable {...props} />;
}

function Details({ wish }: { wish: WishRecord }) {
  return wish.wish_details ? (
    <>{wish.wish_details}</>
  ) : (
    <span className="record-placeholder">{wishlistTexts.noDetails}</span>
  );
}

function WishTable({ rows, ...handlers }: WishListProps) {
  return (
    <div className="record-table-wrap">
      <table className="record-table">
        <thead>
          <tr>
            <th scope="col">Wish</th>
            <th scope="col" className="record-table__number">
              Price
            </th>
            <th scope="col">Currency</th>
            <th scope="col">Year</th>
            <th scope="col">Link</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((wish) => (
            <tr key={wish.id} className={wish.status ? 'wish-row--done' : undefined} data-row-id={wish.id}>
              <td className="record-table__text">
                <Details wish={wish} />
              </td>
              <td className="record-table__number">
                <MoneyText className="amount" cents={wish.price_cents} currency={wish.currency} hideCode />
              </td>
              <td>{wish.currency}</td>
              <td>{wish.year}</td>
              <td>
                <WishLink link={wish.link} />
              </td>
              <td>
                <WishStatusButton wish={wish} {...handlers} />
              </td>
              <td>
                <WishActions wish={wish} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WishCards({ rows, ...handlers }: WishListProps) {
  return (
    <ul className="record-cards">
      {rows.map((wish) => (
        <li
          key={wish.id}
          className={wish.status ? 'card record-card wish-row--done' : 'card record-card'}
          data-row-id={wish.id}
        >
          <div className="record-card__top">
            <span className="record-card__amount">
              <MoneyText className="amount" cents={wish.price_cents} currency={wish.currency} />
            </span>
            <span className="record-card__type">{wish.year}</span>
          </div>
          <dl className="record-card__details">
            <dt>Wish</dt>
            <dd>
              <Details wish={wish} />
            </dd>
            <dt>Link</dt>
            <dd>
              <WishLink link={wish.link} />
            </dd>
          </dl>
          <WishStatusButton wish={wish} {...handlers} />
          <WishActions wish={wish} {...handlers} />
        </li>
      ))}
    </ul>
  );
}
