import { useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { setFavoriteCurrency } from '../../db/commands/settings';
import { isCurrencyCode } from '../../domain/currencies';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import type { ProfileNotices } from './notices';
import { profileTexts } from './profileTexts';
import { useFavoriteSetting } from './useFavoriteSetting';
import { useNoticedSave } from './useNoticedSave';
import { ProfileSubmit } from './ProfileSubmit';

/** Pick the favorite currency from a searchable list; saved locally, so it works offline. */
export function ChangeCurrencyForm({ notices }: { notices: ProfileNotices }) {
  const db = useDatabase();
  const current = useFavoriteSetting();
  // Undefined until the person picks or searches: the select then shows the current favorite.
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const { busy, save } = useNoticedSave(notices);
  const selected = picked ?? current ?? '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    notices.clear();
    if (!isCurrencyCode(selected)) {
      notices.error(profileTexts.selectCurrency);
      return;
    }
    await save(() => setFavoriteCurrency(db, selected), {
      saved: profileTexts.currencyUpdated,
      failed: profileTexts.currencyFailed,
    });
  }

  return (
    <form className="form profile-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="profile-current">
        {profileTexts.currentCurrency} <strong>{current === undefined ? '…' : (current ?? profileTexts.notSet)}</strong>
      </p>
      <CurrencyPicker id="profile-currency" value={selected} onChange={setPicked} />
      <ProfileSubmit busy={busy}>{profileTexts.updateCurrency}</ProfileSubmit>
    </form>
  );
}
