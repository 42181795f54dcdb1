import { useId, useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { setFavoriteCurrency } from '../../db/commands/settings';
import { defaultFavoriteCurrency } from '../../db/queries/settings';
import { isCurrencyCode } from '../../domain/currencies';
import { Banner } from '../../ui/Banner';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { dashboardTexts } from './dashboardTexts';

/** A first-day offer to choose the currency net worth and reports are shown in (USD until then). */
export function PickCurrency() {
  const db = useDatabase();
  const id = useId();
  const [currency, setCurrency] = useState<string>(defaultFavoriteCurrency);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isCurrencyCode(currency)) return;
    setBusy(true);
    setFailed(false);
    try {
      // The offer disappears by itself once the setting exists (useFirstSteps reads it live).
      await setFavoriteCurrency(db, currency);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <form className="pick-currency" onSubmit={(event) => void save(event)}>
      <p className="pick-currency__text">{dashboardTexts.pickCurrencyText}</p>
      {failed && <Banner variant="error">{dashboardTexts.pickCurrencyFailed}</Banner>}
      <div className="pick-currency__row">
        <CurrencyPicker id={`${id}-currency`} value={currency} onChange={setCurrency} />
        <button type="submit" className="button button--secondary" disabled={busy}>
          {dashboardTexts.pickCurrencySave}
        </button>
      </div>
    </form>
  );
}
