import { useState } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { mergePayee, renamePayee } from '../../db/commands/payees';
import { maxPayeeLength } from '../../domain/payees';
import { Banner } from '../../ui/Banner';
import { PageHeader } from '../../ui/PageHeader';
import { LoadedContent } from '../../ui/LoadedContent';
import { NameMoveList } from '../categories/NameMoveList';
import { payeesTexts as texts } from './payeesTexts';
import { usePayeeSummaries } from './usePayeeSummaries';
import '../../ui/page-stack.css';
import '../categories/categories.css';

/** Issue 45 item 2: every payee in use with its counts, renamed or merged like the categories; offline like the rest. */
export function PayeesPage() {
  const db = useDatabase();
  const payees = usePayeeSummaries();
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <div className="page-stack categories-page">
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      {notice && <Banner variant="success">{notice}</Banner>}
      <LoadedContent data={payees} isEmpty={(list) => list.length === 0} texts={texts}>
        {(payees) => (
          <NameMoveList
            entries={payees.map((summary) => ({
              name: summary.payee,
              figures:
                texts.transactions(summary.count) +
                (summary.scheduled > 0 ? `, ${texts.scheduled(summary.scheduled)}` : ''),
              total: summary.count + summary.scheduled,
            }))}
            texts={texts}
            maxLength={maxPayeeLength}
            move={(mode, from, to) => (mode === 'rename' ? renamePayee(db, from, to) : mergePayee(db, from, to))}
            onStart={() => setNotice(null)}
            onDone={setNotice}
          />
        )}
      </LoadedContent>
    </div>
  );
}
