import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { refusalText } from '../../db/commands/CommandRefused';
import { isIsoDate, todayIn, type IsoDate } from '../../domain/dates';
import { Banner } from '../../ui/Banner';
import { InputField } from '../../ui/InputField';
import { AmountField } from '../../ui/MoneyFields';
import { PageHeader } from '../../ui/PageHeader';
import { Pagination } from '../../ui/Pagination';
import { StateMessage } from '../../ui/StateMessage';
import { useSaving } from '../../ui/useSaving';
import { reconcileTexts } from './accountTexts';
import { amountFieldText } from '../../ui/formatCents';
import {
  finishReconcile,
  type AccountLine,
  type AccountSummary,
  type ImportedStatement,
  type ReconcileStart,
} from './ledgerSource';
import { reconcileDifference, toggledTicks, type TickChange } from './reconcileDifference';
import { ReconcileLines } from './ReconcileLines';
import { ReconcileSummary } from './ReconcileSummary';
import { statementCents } from './statementCents';
import { useReconcileStart } from './useReconcileStart';
import '../../ui/page-stack.css';
import '../../ui/field-grid.css';
import './reconcile.css';

/**
 * A statement balance as the field takes it: a card's or a loan's as the positive amount owed,
 * whichever sign the bank wrote it with.
 */
const offeredText = ({ cents }: ImportedStatement, liability: boolean, currency: string) =>
  amountFieldText(liability ? Math.abs(cents) : cents, currency);

/**
 * The statement's date and balance (prefilled, editable, from the OFX statement last imported into
 * the account, when there is one), the lines up to it with their ticks, the difference, and Finish.
 */
export function ReconcileForm({ summary, offered }: { summary: AccountSummary; offered?: ImportedStatement }) {
  const { account, liability } = summary;
  const id = useId();
  const [dateText, setDateText] = useState<string>(() => offered?.date ?? todayIn(new Date()));
  const [balanceText, setBalanceText] = useState(() =>
    offered ? offeredText(offered, liability, account.currency) : '',
  );
  const fromImport = offered ? reconcileTexts.fromImport(offered.fileName, offered.date) : undefined;
  const owedHint = liability ? reconcileTexts.statementOwedHint : undefined;
  const statementDate = isIsoDate(dateText) ? (dateText as IsoDate) : undefined;
  return (
    <div className="page-stack reconcile-page">
      <PageHeader
        title={reconcileTexts.title(account.name)}
        subtitle={reconcileTexts.subtitle}
        actions={
          <Link to="/accounts/$accountId" params={{ accountId: account.id }} className="button button--secondary">
            {reconcileTexts.cancel}
          </Link>
        }
      />
      <section className="card field-grid reconcile-statement" aria-label={reconcileTexts.statement}>
        <InputField
          id={`${id}-date`}
          label={reconcileTexts.statementDate}
          type="date"
          value={dateText}
          onChange={setDateText}
        />
        <AmountField
          id={`${id}-balance`}
          label={liability ? reconcileTexts.statementOwed : reconcileTexts.statementBalance}
          hint={[owedHint, fromImport].filter(Boolean).join(' ') || undefined}
          value={balanceText}
          onChange={setBalanceText}
        />
      </section>
      {statementDate === undefined ? (
        <StateMessage kind="loading">{reconcileTexts.loading}</StateMessage>
      ) : (
        // Keyed by the date: another statement date starts again from that date's cleared lines.
        <ReconcileTicks
          key={statementDate}
          summary={summary}
          statementDate={statementDate}
          statement={statementCents(balanceText, liability)}
        />
      )}
    </div>
  );
}

interface ReconcileTicksProps {
  summary: AccountSummary;
  statementDate: IsoDate;
  statement: ReturnType<typeof statementCents>;
}

/** The lines a page at a time, with the ticks the person changed kept over every page. */
function ReconcileTicks({ summary, statementDate, statement }: ReconcileTicksProps) {
  const { account } = summary;
  const [page, setPage] = useState(1);
  // The page shown stays until the next one is read (useLiveQuery keeps its last result).
  const start = useReconcileStart(account.id, statementDate, page);
  if (start === undefined) return <StateMessage kind="loading">{reconcileTexts.loading}</StateMessage>;
  if (start === null) return <StateMessage kind="error">{reconcileTexts.finishFailed}</StateMessage>;
  return (
    <ReconcileTicksForm
      summary={summary}
      start={start}
      statementDate={statementDate}
      statement={statement}
      onPageChange={setPage}
    />
  );
}

function ReconcileTicksForm({
  summary,
  start,
  statementDate,
  statement,
  onPageChange,
}: ReconcileTicksProps & { start: ReconcileStart; onPageChange: (page: number) => void }) {
  const db = useDatabase();
  const navigate = useNavigate();
  const { account } = summary;
  const [ticks, setTicks] = useState<ReadonlyMap<string, TickChange>>(() => new Map());
  const [bookDifference, setBookDifference] = useState(false);
  const [problem, setProblem] = useState<string>();
  const { busy, save } = useSaving();
  const { clearedCents, differenceCents } = reconcileDifference(start, ticks, statement);
  const bookId = useId();

  function toggle(line: AccountLine) {
    setProblem(undefined);
    setTicks((current) => toggledTicks(current, line));
  }

  async function finish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (statement === undefined) return setProblem(reconcileTexts.enterStatement);
    if (differenceCents !== 0 && !bookDifference) return setProblem(reconcileTexts.differenceLeft);
    await save(async () => {
      try {
        await finishReconcile(
          db,
          {
            accountId: account.id,
            statementDate,
            statementCents: statement,
            ticks: new Map([...ticks].map(([id, change]) => [id, change.ticked])),
            bookDifference,
          },
          new Date(),
        );
        await navigate({ to: '/accounts/$accountId', params: { accountId: account.id } });
      } catch (caught) {
        setProblem(refusalText(caught) ?? reconcileTexts.finishFailed);
      }
    });
  }

  return (
    <form className="card reconcile-ticks" noValidate onSubmit={(event) => void finish(event)}>
      <h2 className="reconcile-ticks__title">{reconcileTexts.rowsCaption(statementDate)}</h2>
      {start.totalCount === 0 ? (
        <p className="reconcile-ticks__empty">{reconcileTexts.noRows}</p>
      ) : (
        <>
          <ReconcileLines lines={start.lines} currency={account.currency} ticks={ticks} onToggle={toggle} />
          <Pagination
            page={start.page}
            perPage={start.perPage}
            totalCount={start.totalCount}
            onPageChange={onPageChange}
            label={reconcileTexts.linesPages}
          />
        </>
      )}
      <ReconcileSummary currency={account.currency} clearedCents={clearedCents} differenceCents={differenceCents} />
      {differenceCents !== undefined && differenceCents !== 0 && (
        <div className="reconcile-ticks__book">
          <input
            id={bookId}
            type="checkbox"
            checked={bookDifference}
            onChange={(event) => {
              setProblem(undefined);
              setBookDifference(event.target.checked);
            }}
          />
          <label htmlFor={bookId}>{reconcileTexts.bookDifference}</label>
        </div>
      )}
      {problem && <Banner variant="error">{problem}</Banner>}
      <div className="reconcile-ticks__buttons">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? reconcileTexts.finishing : reconcileTexts.finish}
        </button>
      </div>
    </form>
  );
}
