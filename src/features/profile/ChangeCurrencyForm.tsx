import { useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { setFavoriteCurrency } from '../../db/commands/settings';
import { isCurrencyCode, searchCurrencies } from '../../domain/currencies';
import { FormField } from '../../ui/FormField';
import type { ProfileNotices } from './notices';
import { profileTexts } from './profileTexts';
import { useFavoriteSetting } from './useFavoriteSetting';

/** Pick the favorite currency from a searchable list; saved locally, so it works offline. */
export function ChangeCurrencyForm({ notices }: { notices: ProfileNotices }) {
  const db = useDatabase();
  const current = useFavoriteSetting();
  const [search, setSearch] = useState('');
  // Undefined until the person picks or searches: the select then shows the current favorite.
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const matches = searchCurrencies(search);
  const selected = picked ?? current ?? '';

  function changeSearch(text: string) {
    setSearch(text);
    setPicked(searchCurrencies(text)[0] ?? '');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    notices.clear();
    if (!isCurrencyCode(selected)) {
      notices.error(profileTexts.selectCurrency);
      return;
    }
    setBusy(true);
    try {
      await setFavoriteCurrency(db, selected);
      notices.success(profileTexts.currencyUpdated);
    } catch {
      notices.error(profileTexts.currencyFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form profile-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="profile-current">
        {profileTexts.currentCurrency} <strong>{current === undefined ? '…' : (current ?? profileTexts.notSet)}</strong>
      </p>
      <FormField
        htmlFor="profile-currency-search"
        label="Search Currency"
        hint="Type part of a code, such as EU or DOL."
      >
        <input
          id="profile-currency-search"
          className="form-input"
          type="search"
          autoComplete="off"
          aria-describedby="profile-currency-search-hint profile-currency-count"
          value={search}
          onChange={(event) => changeSearch(event.target.value)}
        />
      </FormField>
      <p id="profile-currency-count" className="visually-hidden" aria-live="polite">
        {matches.length === 1 ? '1 currency matches' : `${matches.length} currencies match`}
      </p>
      <FormField htmlFor="profile-currency" label="Currency">
        <select
          id="profile-currency"
          className="form-input"
          disabled={matches.length === 0}
          value={matches.length === 0 ? '' : selected}
          onChange={(event) => setPicked(event.target.value)}
        >
          {matches.length === 0 ? (
            <option value="">{profileTexts.noCurrencies}</option>
          ) : (
            <>
              {!(matches as readonly string[]).includes(selected) && <option value="">Select a currency</option>}
              {matches.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </>
          )}
        </select>
      </FormField>
      <div className="profile-form__buttons">
        <button type="submit" className="button button--primary" disabled={busy}>
          {profileTexts.updateCurrency}
        </button>
      </div>
    </form>
  );
}
