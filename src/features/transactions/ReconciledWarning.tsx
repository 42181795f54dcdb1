import { useState } from 'react';
import type { TransactionRecord } from '../../domain/records';
import { Modal } from '../../ui/Modal';
import '../../ui/record-form.css';
import { transactionTexts } from './transactionTexts';

type Action = 'edit' | 'delete';

interface Asked {
  transaction: TransactionRecord;
  action: Action;
}

/**
 * Editing or deleting a reconciled transaction asks first (issue 44, item 6): it was checked against
 * a bank statement, and changing it changes a balance the person already agreed with the bank.
 * `guard` runs the action at once for any other transaction.
 */
export function useReconciledWarning(run: (transaction: TransactionRecord, action: Action) => void) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const guard = (transaction: TransactionRecord, action: Action) => {
    if (transaction.clearance === 'reconciled') setAsked({ transaction, action });
    else run(transaction, action);
  };
  const close = () => setAsked(null);
  const warning = asked && (
    <Modal title={transactionTexts.reconciledTitle} onClose={close}>
      <p>{transactionTexts.reconciledWarning(asked.action)}</p>
      <div className="record-form__buttons">
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={() => {
            close();
            run(asked.transaction, asked.action);
          }}
        >
          {asked.action === 'edit' ? transactionTexts.reconciledEdit : transactionTexts.reconciledDelete}
        </button>
        <button type="button" className="button button--secondary" onClick={close}>
          {transactionTexts.reconciledCancel}
        </button>
      </div>
    </Modal>
  );
  return { guard, warning };
}
