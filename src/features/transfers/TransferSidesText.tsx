import type { TransferRecord } from '../../domain/records';
import { formatMoney } from '../../ui/formatCents';
import { MoneyText } from '../../ui/MoneyText';
import { RowActions } from '../../ui/RowActions';
import { transferTexts } from './transferTexts';
import './transfers.css';

/** A right arrow that a screen reader reads as "to". */
function To() {
  return (
    <>
      <span aria-hidden="true">→</span>
      <span className="visually-hidden">to</span>
    </>
  );
}

/** '-100.00 USD → +4,850.00 EGP': what left and what arrived; `hideCode` where a column names the currencies. */
export function TransferSidesText({ transfer, hideCode = false }: { transfer: TransferRecord; hideCode?: boolean }) {
  return (
    <span className="transfer-sides">
      <MoneyText
        className="amount amount--expense"
        cents={transfer.out_cents}
        currency={transfer.out_currency}
        hideCode={hideCode}
        sign="-"
      />
      <To />
      <MoneyText
        className="amount amount--income"
        cents={transfer.in_cents}
        currency={transfer.in_currency}
        hideCode={hideCode}
        sign="+"
      />
    </span>
  );
}

/** 'USD → EGP', for the Currency column. */
export function TransferCurrencies({ transfer }: { transfer: TransferRecord }) {
  return (
    <span className="transfer-sides">
      {transfer.out_currency} <To /> {transfer.in_currency}
    </span>
  );
}

/** 'transfer 2026-03-10, Cash for the trip, 100.00 USD to 4,850.00 EGP': the row, for a screen reader. */
export function transferName(transfer: TransferRecord): string {
  const out = formatMoney(transfer.out_cents, transfer.out_currency);
  const arrived = formatMoney(transfer.in_cents, transfer.in_currency);
  return `transfer ${transfer.date}, ${transfer.details || transferTexts.noDescription}, ${out} to ${arrived}`;
}

export interface TransferHandlers {
  onEditTransfer: (transfer: TransferRecord) => void;
  onDeleteTransfer: (transfer: TransferRecord) => void;
}

export function TransferActions({
  transfer,
  onEditTransfer,
  onDeleteTransfer,
}: { transfer: TransferRecord } & TransferHandlers) {
  return (
    <RowActions
      name={transferName(transfer)}
      onEdit={() => onEditTransfer(transfer)}
      onDelete={() => onDeleteTransfer(transfer)}
    />
  );
}
