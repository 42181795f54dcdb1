import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { refusalText } from '../../db/commands/CommandRefused';
import { addTransaction, updateTransaction, type TransactionInput } from '../../db/commands/transactions';
import { todayIn } from '../../domain/dates';
import { accountIdOf, currencyAccountId, currencyOfCurrencyAccount } from '../../domain/ledgerAccounts';
import { maxTextLength, type TransactionKind, type TransactionRecord } from '../../domain/records';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { InputField } from '../../ui/InputField';
import { AmountField } from '../../ui/MoneyFields';
import { RecordFormModal } from '../../ui/RecordFormModal';
import { useRecordForm, type FormCheck } from '../../ui/useRecordForm';
import { AccountAmountField } from '../accounts/AccountAmountField';
import { asksAccountAmount, checkAccountedEntry } from '../accounts/accountedAmount';
import { AccountPicker } from '../accounts/AccountPicker';
import { rememberCurrencies, rememberLastAccount } from '../accounts/ledgerSource';
import { useAccountChoices } from '../accounts/useAccountChoices';
import { useRateSuggestion } from '../accounts/useRateSuggestion';
import { CategoryOrSplit } from './CategoryOrSplit';
import { LearnedCategoryNote } from './LearnedCategoryNote';
import { PayeeField } from './PayeeField';
import { TagsField, withTyped } from './TagsField';
import { recallQuickEntry, rememberQuickEntry } from './quickEntryMemory';
import { blankForm, checkTransactionForm, formOf, type TransactionFormValues } from './transactionForm';
import { transactionTexts } from './transactionTexts';
import { TransactionTypeSwitch } from './TransactionTypeSwitch';
import { useCategoryOptions } from './useCategoryOptions';
import { useLearnedCategory } from './useLearnedCategory';
import { usePayeeCategory } from './usePayeeCategory';
import { usePayeeOptions } from './usePayeeOptions';
import { useTagOptions } from './useTagOptions';
import { useFavoriteCurrency } from './useFavoriteCurrency';
import { MakeRuleLink } from '../rules/MakeRuleLink';
import { RuleSuggestionNote } from '../rules/RuleSuggestionNote';
import { useRuleSuggestion, type RuleSuggestion } from '../rules/useRuleSuggestion';
import '../../ui/field-grid.css';

interface TransactionFormModalProps {
  /** The transaction to edit; without it the modal adds a new one. */
  transaction?: TransactionRecord;
  /** The type a new transaction starts with. */
  initialKind?: TransactionKind;
  onClose: () => void;
  /** Runs 1 second after a successful save (spec section 9); the caller usually closes the modal. */
  onSuccess: () => void;
}

/** Spec section 9: the pause between the success message and the success handler. */
export const successDelayMs = 1000;

/** Add or edit one transaction; it is saved to the local database and synced later. */
export function TransactionFormModal({
  transaction,
  initialKind = 'deposit',
  onClose,
  onSuccess,
}: TransactionFormModalProps) {
  const db = useDatabase();
  const favorite = useFavoriteCurrency();
  // A new transaction starts with this device's last currency and the type's last category (issue 18
  // section 4); with nothing remembered it opens as the spec says: the favourite currency, no category.
  const [memory] = useState(() => (transaction ? undefined : recallQuickEntry(db.name)));
  // Once the person used the currency picker, its choice stands, even none (a search matching nothing).
  const [currencyPicked, setCurrencyPicked] = useState(false);
  // Issue 44 item 2: the last used account on this device, else the first open one; the currency follows it.
  const accounts = useAccountChoices(transaction ? accountIdOf(transaction) : undefined);
  const payeeCategory = usePayeeCategory(transaction !== undefined);
  const today = todayIn(new Date());
  const form = useRecordForm({
    editing: transaction !== undefined,
    texts: transactionTexts,
    initial: () =>
      transaction
        ? formOf(transaction)
        : {
            ...blankForm(initialKind),
            currency: memory?.currency ?? '',
            category: memory?.category[initialKind] ?? '',
            // The date shows today rather than an empty field that means today (issue 46, item 2).
            date: todayIn(new Date()),
          },
    // Until the person picks one, the currency follows the account, else the favorite (either may still be loading).
    shown: (values) => {
      const account = values.account || accounts.fallback;
      if (currencyPicked || transaction) return { ...values, account };
      return { ...values, account, currency: accounts.currencyOf(account) ?? (values.currency || favorite || 'USD') };
    },
    check: (values): FormCheck<TransactionInput, keyof TransactionFormValues> => {
      // A tag still typed at the save takes an earlier tag's spelling, as one added with Enter does.
      const tags = withTyped(values.tags, values.tagText.split(','), tagOptions);
      const checked = checkTransactionForm({ ...values, tags, tagText: '' }, today);
      if (checked.error !== undefined) return checked;
      const accounted = checkAccountedEntry({
        accountId: values.account,
        accountCurrency: accounts.currencyOf(values.account),
        currency: values.currency,
        accountAmount: values.accountAmount,
        suggestion,
      });
      if (accounted.error !== undefined) return { error: accounted.error, field: 'accountAmount' };
      return { input: { ...checked.input, ...accounted.fields } };
    },
    save: async (input) => {
      if (input.account_id) rememberLastAccount(db, input.account_id);
      if (transaction) {
        await updateTransaction(db, transaction, input);
        rememberCurrencies(db, input.currency);
        return;
      }
      await addTransaction(db, input, new Date());
      rememberCurrencies(db, input.currency);
      payeeCategory.forget();
      rememberQuickEntry(db.name, input);
    },
    refusal: refusalText,
    doneAfterMs: successDelayMs,
    onDone: onSuccess,
    // The next entry of an evening's bookkeeping keeps its type, currency and date (issue 46, item 3),
    // and its tags: the next receipt of a trip is most likely the trip's too (issue 45, item 3).
    again: (saved) => ({
      ...blankForm(saved.kind),
      currency: saved.currency,
      date: saved.date,
      tags: withTyped(saved.tags, saved.tagText.split(','), []),
      category: recallQuickEntry(db.name)?.category[saved.kind] ?? '',
    }),
  });
  const { values, change } = form;
  const categories = useCategoryOptions(values.kind);
  const payees = usePayeeOptions();
  const tagOptions = useTagOptions();
  const accountCurrency = accounts.currencyOf(values.account);
  const suggestion = useRateSuggestion(values.amount, values.currency, accountCurrency, values.date, today);
  // Only a new entry: an edited transaction's fields are what the person (or a rule) already set.
  const ruleSuggestion = useRuleSuggestion({ ...values, split: values.parts !== undefined }, transaction !== undefined);

  // Issue 48 item 2: the learned category only where no rule and no payee gave one and the person
  // chose none (the category the type remembers is not their choice for this entry).
  const categoryFree = values.category.trim() === '' || values.category === memory?.category[values.kind];
  const learnedOff =
    transaction !== undefined ||
    values.parts !== undefined ||
    !categoryFree ||
    ruleSuggestion?.category !== undefined ||
    (payeeCategory.suggested !== undefined && values.category === payeeCategory.suggested);
  const learned = useLearnedCategory(values, learnedOff);
  const learnedGuess = learned && learned.category !== values.category.trim() ? learned : undefined;

  function takeRuleSuggestion({ category, payee, tags }: RuleSuggestion) {
    if (category !== undefined) chooseCategory(category);
    change({ ...(payee !== undefined ? { payee } : {}), ...(tags ? { tags: [...values.tags, ...tags] } : {}) });
  }

  /** A new type brings its own remembered category, unless the person typed one of their own. */
  function changeKind(kind: TransactionKind) {
    const remembered = memory?.category;
    const untouched = values.category === '' || values.category === remembered?.[values.kind];
    change(untouched && remembered ? { kind, category: remembered[kind] ?? '' } : { kind });
  }

  function changePayee(payee: string) {
    change({ payee });
    payeeCategory.payeeChanged(payee, values.kind, (category) => change({ category }));
  }

  function chooseCategory(category: string) {
    payeeCategory.categoryChosen();
    change({ category });
  }

  return (
    <RecordFormModal form={form} onClose={onClose} className="transaction-form">
      <TransactionTypeSwitch value={values.kind} onChange={changeKind} />
      {accounts.choices.length > 0 && (
        <AccountPicker
          id={`${form.id}-account`}
          value={values.account}
          choices={accounts.choices}
          onChange={(account) => change({ account })}
        />
      )}
      <div className="field-grid">
        <AmountField {...form.field('amount')} />
        <CurrencyPicker
          {...form.field('currency')}
          onChange={(code) => {
            setCurrencyPicked(true);
            // Money kept per currency (the accounts the upgrade and first use make) stays so: another
            // currency picked there is that currency's account, not a foreign payment (issue 44, item 3).
            const inCurrencyAccount = code !== '' && currencyOfCurrencyAccount(values.account) !== undefined;
            change(inCurrencyAccount ? { currency: code, account: currencyAccountId(code) } : { currency: code });
          }}
        />
      </div>
      {accountCurrency && asksAccountAmount(accountCurrency, values.currency) && (
        <AccountAmountField
          accountCurrency={accountCurrency}
          suggestion={suggestion}
          {...form.field('accountAmount')}
        />
      )}
      <PayeeField {...form.field('payee')} onChange={changePayee} options={payees} />
      <CategoryOrSplit
        id={form.id}
        total={values.amount}
        category={form.field('category')}
        onCategoryChange={chooseCategory}
        parts={values.parts}
        onSplitChange={change}
        categoryOptions={categories}
        tagOptions={tagOptions}
        suggested={payeeCategory.suggested}
        note={<LearnedCategoryNote guess={learnedGuess} onUse={chooseCategory} />}
      />
      <InputField label="Description" maxLength={maxTextLength} {...form.field('description')} />
      <RuleSuggestionNote suggestion={ruleSuggestion} onUse={takeRuleSuggestion} />
      {transaction && <MakeRuleLink transactionId={transaction.id} />}
      <TagsField
        {...form.field('tagText')}
        tags={values.tags}
        onTagsChange={(tags) => change({ tags })}
        options={tagOptions}
      />
      <InputField label="Date" type="date" {...form.field('date')} />
    </RecordFormModal>
  );
}
