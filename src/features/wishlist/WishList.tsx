import type { WishRecord } from '../../domain/records';
import { MoneyText } from '../../ui/MoneyText';
import { Placeholder, RecordList, type RecordColumn } from '../../ui/RecordList';
import { WishActions, WishStatusButton, type WishHandlers } from './WishActions';
import { WishLink } from './WishLink';
import { wishlistTexts } from './wishlistTexts';

interface WishListProps extends WishHandlers {
  rows: readonly WishRecord[];
}

const columns: readonly RecordColumn[] = [
  { label: 'Wish', kind: 'text' },
  { label: 'Price', kind: 'number' },
  { label: 'Currency' },
  { label: 'Year' },
  { label: 'Link' },
  { label: 'Status' },
  { label: 'Actions' },
];

function Details({ wish }: { wish: WishRecord }) {
  return wish.wish_details ? <>{wish.wish_details}</> : <Placeholder text={wishlistTexts.noDetails} />;
}

/** The wishes of a year, a completed one set apart. */
export function WishList({ rows, ...handlers }: WishListProps) {
  return (
    <RecordList
      rows={rows}
      columns={columns}
      rowClass={(wish) => (wish.status ? 'wish-row--done' : undefined)}
      cells={(wish) => [
        <Details wish={wish} />,
        <MoneyText className="amount" cents={wish.price_cents} currency={wish.currency} hideCode />,
        wish.currency,
        wish.year,
        <WishLink link={wish.link} />,
        <WishStatusButton wish={wish} {...handlers} />,
        <WishActions wish={wish} {...handlers} />,
      ]}
      card={(wish) => ({
        amount: <MoneyText className="amount" cents={wish.price_cents} currency={wish.currency} />,
        type: wish.year,
        details: [
          ['Wish', <Details wish={wish} />],
          ['Link', <WishLink link={wish.link} />],
        ],
        actions: (
          <>
            <WishStatusButton wish={wish} {...handlers} />
            <WishActions wish={wish} {...handlers} />
          </>
        ),
      })}
    />
  );
}
