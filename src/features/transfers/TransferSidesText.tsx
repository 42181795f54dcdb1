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

/** What left is spent money and what arrived is income, coloured and signed as such. */
const sideLooks = {
  out: { className: 'amount amount--expense', sign: '-' },
  in: { className: 'amount amount--income', sign: '+' },
} as const;

/** One side of a transfer: its amount in its own currency. */
function TransferSide({
  transfer,
  side,
  hideCode,
}: {
  transfer: TransferRecord;
  side: 'out' | 'in';
  hideCode: boolean;
}) {
  return (
    <MoneyText
      className={sideLooks[side].className}
      cents={transfer[`${side}_cents`]}
      currency={transfer[`${side}_currency`]}
      hideCode={hideCode}
      sign={sideLooks[side].sign}
    />
  );
}

/** '-100.00 USD → +4,850.00 EGP': what left and what arrived; `hideCode` where a column names the currencies. */
export function TransferSidesText({ transfer, hideCode = false }: { transfer: TransferRecord; hideCode?: boolean }) {
  return (
    <span className="transfer-sides">
      <TransferSide transfer={transfer} side="out" hideCode={hideCode} />
      <To />
      <TransferSide transfer={transfer} side="in" hideCode={hideCode} />
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
