import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { CommandRefused } from '../../db/commands/CommandRefused';
import { addWish, updateWish, type WishInput } from '../../db/commands/wishes';
import { wishById } from '../../db/queries/wishes';
import { maxTextLength, maxWishYear, minWishYear, type WishRecord } from '../../domain/records';
import { Banner } from '../../ui/Banner';
import { fieldDescription, FormField } from '../../ui/FormField';
import { AmountField, CurrencyField } from '../../ui/MoneyFields';
import { Modal } from '../../ui/Modal';
import { useSaving } from '../../ui/useSaving';
import { useFavoriteCurrency } from '../transactions/useFavoriteCurrency';
import { blankWishForm, checkWishForm, wishFormOf, type WishFormValues } from './wishForm';
import { wishlistTexts } from './wishlistTexts';
import '../../ui/record-form.css';

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
  const id = useId();
  const editing = wish !== undefined;
  const [values, setValues] = useState<WishFormValues>(() => (wish ? wishFormOf(wish) : blankWishForm(year)));
  const [error, setError] = useState<string | null>(null);
  // The field the error is about: it is marked invalid and shows the text beside it.
  const [errorField, setErrorField] = useState<string | undefined>(undefined);
  const fieldError = (name: string) => (error !== null && errorField === name ? error : undefined);
  const { busy, save: oneAtATime } = useSaving();
  const [saved, setSaved] = useState(false);
  const onCloseRef = useRef(onClose);
  // Until the person picks one, the currency follows the favorite (which may still be loading).
  const currency = values.currency || favorite || 'USD';

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => onCloseRef.current(), wishCloseDelayMs);
    return () => clearTimeout(timer);
  }, [saved]);

  function change(patch: Partial<WishFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
    setErrorField(undefined);
  }

  async function save(input: WishInput) {
    if (!wish) return addWish(db, input, new Date());
    // The stored wish, not the one the list showed: another device may have completed it meanwhile.
    const current = await wishById(db, wish.id);
    if (!current) throw new Error('The wish is gone');
    return updateWish(db, current, input);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkWishForm({ ...values, currency });
    if (checked.error !== undefined) {
      setError(checked.error);
      setErrorField(checked.field);
      return;
    }
    await oneAtATime(async () => {
      try {
        await save(checked.input);
        setSaved(true);
      } catch (caught) {
        if (caught instanceof CommandRefused) setError(caught.message);
        else setError(editing ? wishlistTexts.updateFailed : wishlistTexts.addFailed);
      }
    });
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <Modal title={editing ? wishlistTexts.editTitle : wishlistTexts.addTitle} onClose={onClose}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        {error && <Banner variant="error">{error}</Banner>}
        {saved && <Banner variant="success">{editing ? wishlistTexts.updated : wishlistTexts.added}</Banner>}
        <fieldset className="record-form__fields" disabled={busy || saved}>
          <div className="record-form__row">
            <AmountField
              id={field('price')}
              label="Price"
              value={values.price}
              error={fieldError('price')}
              onChange={(price) => change({ price })}
            />
            <CurrencyField
              id={field('currency')}
              value={currency}
              error={fieldError('currency')}
              onChange={(code) => change({ currency: code })}
            />
            <FormField htmlFor={field('year')} label="Year" error={fieldError('year')}>
              <input
                id={field('year')}
                className="form-input"
                type="number"
                inputMode="numeric"
                min={minWishYear}
                max={maxWishYear}
                step="1"
                aria-required="true"
                {...fieldDescription(field('year'), { error: fieldError('year') })}
                value={values.year}
                onChange={(event) => change({ year: event.target.value })}
              />
            </FormField>
          </div>
          <FormField
            htmlFor={field('link')}
            label="Link"
            hint="Optional: the shop's page, starting with https://"
            error={fieldError('link')}
          >
            <input
              id={field('link')}
              className="form-input"
              type="url"
              inputMode="url"
              autoComplete="url"
              {...fieldDescription(field('link'), { hint: true, error: fieldError('link') })}
              value={values.link}
              onChange={(event) => change({ link: event.target.value })}
            />
          </FormField>
          <FormField htmlFor={field('details')} label="Details" error={fieldError('details')}>
            <input
              id={field('details')}
              className="form-input"
              {...fieldDescription(field('details'), { error: fieldError('details') })}
              maxLength={maxTextLength}
              placeholder="What would you like to buy?"
              value={values.details}
              onChange={(event) => change({ details: event.target.value })}
            />
          </FormField>
          <div className="record-form__buttons">
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary">
              {editing ? 'Update Wish' : 'Add Wish'}
            </button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
