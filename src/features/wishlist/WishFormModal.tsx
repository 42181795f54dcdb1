import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { refusalText } from '../../db/commands/CommandRefused';
import { addWish, updateWish } from '../../db/commands/wishes';
import { stillStored } from '../../db/queries/stillStored';
import { wishById } from '../../db/queries/wishes';
import { maxTextLength, maxWishYear, minWishYear, type WishRecord } from '../../domain/records';
import { InputField } from '../../ui/InputField';
import { AmountField } from '../../ui/MoneyFields';
import { RecordFormModal } from '../../ui/RecordFormModal';
import { useRecordForm } from '../../ui/useRecordForm';
import { AccountOrCurrencyField } from '../accounts/AccountOrCurrencyField';
import { useRecordAccount } from '../accounts/useRecordAccount';
import { useFavoriteCurrency } from '../transactions/useFavoriteCurrency';
import { blankWishForm, checkWishForm, wishFormOf } from './wishForm';
import { wishlistTexts } from './wishlistTexts';
import { rememberCurrencies } from '../accounts/ledgerSource';
import '../../ui/field-grid.css';

interface WishFormModalProps {
  /** The wish to edit; without it the modal adds a new one. */
  wish?: WishRecord;
  /** The year a new wish starts with: the one the list shows. */
  year: number;
  onClose: () => void;
}

/** Spec section 9: the modal closes this long after a successful save. */
export const wishCloseDelayMs = 1000;

/** Add or edit one wish; it is saved to the local database and synced later. */
export function WishFormModal({ wish, year, onClose }: WishFormModalProps) {
  const db = useDatabase();
  const favorite = useFavoriteCurrency();
  const account = useRecordAccount(wish);
  const form = useRecordForm({
    editing: wish !== undefined,
    texts: wishlistTexts,
    initial: () => (wish ? wishFormOf(wish) : blankWishForm(year)),
    // Until the person picks one, the currency follows the favorite (which may still be loading).
    shown: (values) => ({ ...values, currency: account.currency ?? (values.currency || favorite || 'USD') }),
    check: checkWishForm,
    // The stored wish, not the one the list showed: another device may have completed it meanwhile.
    save: async (input) => {
      await (wish
        ? updateWish(db, await stillStored(wishById(db, wish.id)), { ...input, account_id: account.saved })
        : addWish(db, { ...input, account_id: account.saved }, new Date()));
      rememberCurrencies(db, input.currency);
    },
    refusal: refusalText,
    doneAfterMs: wishCloseDelayMs,
    onDone: onClose,
  });

  return (
    <RecordFormModal form={form} onClose={onClose}>
      <div className="field-grid">
        <AmountField label="Price" {...form.field('price')} />
        <AccountOrCurrencyField id={`${form.id}-account`} account={account} currency={form.field('currency')} />
        <InputField
          label="Year"
          type="number"
          inputMode="numeric"
          min={minWishYear}
          max={maxWishYear}
          step="1"
          aria-required="true"
          {...form.field('year')}
        />
      </div>
      <InputField
        label="Link"
        hint="Optional: the shop's page, starting with https://"
        type="url"
        inputMode="url"
        autoComplete="url"
        {...form.field('link')}
      />
      <InputField
        label="Details"
        maxLength={maxTextLength}
        placeholder="What would you like to buy?"
        {...form.field('details')}
      />
    </RecordFormModal>
  );
}
