import { PageHeader } from '../../ui/PageHeader';
import { NetWorthByAccount } from '../accounts/NetWorthByAccount';
import { MoneyText } from '../../ui/MoneyText';
import { LinkStateMessage } from '../../ui/LinkStateMessage';
import { StateMessage } from '../../ui/StateMessage';
import { networthTexts } from './networthTexts';
import { useNetWorth } from './useNetWorth';
import '../../ui/card-list.css';
import './networth.css';

/** One card per currency held, with its amount in the favorite currency at the latest rate. */
export function NetWorthDetailsPage() {
  const worth = useNetWorth();
  return (
    <div className="networth-page">
      <PageHeader title={networthTexts.title} subtitle={networthTexts.subtitle} />
      {worth === undefined ? (
        <StateMessage kind="loading">{networthTexts.loading}</StateMessage>
      ) : !worth || worth.perCurrency.length === 0 ? (
        <LinkStateMessage
          kind="empty"
          hint={networthTexts.emptyHint}
          to="/show_trans"
          linkText={networthTexts.emptyAction}
          emphasis="primary"
        >
          {networthTexts.empty}
        </LinkStateMessage>
      ) : (
        <>
          <p className="networth-page__total">
            {networthTexts.cardTitle}: <MoneyText cents={worth.total} currency={worth.currency} />
            {worth.missing.length > 0 && (
              <span className="networth-page__missing"> ({networthTexts.rateMissingFor(worth.missing)})</span>
            )}
          </p>
          <ul className="card-list networth-cards">
            {worth.perCurrency.map((row) => (
              <li key={row.currency} className="card networth-currency">
                <h2 className="networth-currency__code">{row.currency}</h2>
                <p className="networth-currency__label">{networthTexts.totalAmount}</p>
                <p
                  className={
                    row.cents < 0
                      ? 'networth-currency__amount networth-currency__amount--negative'
                      : 'networth-currency__amount'
                  }
                >
                  <MoneyText cents={row.cents} currency={row.currency} hideCode />
                </p>
                {row.currency !== worth.currency && (
                  <p className="networth-currency__converted">
                    {row.converted === undefined ? (
                      networthTexts.rateMissing
                    ) : (
                      <>
                        ≈ <MoneyText cents={row.converted} currency={worth.currency} />
                      </>
                    )}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <NetWorthByAccount />
        </>
      )}
    </div>
  );
}
