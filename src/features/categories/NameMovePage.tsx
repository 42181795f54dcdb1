import { useState, type ReactNode } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import type { NameMoves } from '../../db/commands/nameMoves';
import { Banner } from '../../ui/Banner';
import { LoadedContent, type LoadStateTexts } from '../../ui/LoadedContent';
import { PageHeader } from '../../ui/PageHeader';
import { NameMoveList, type NamedEntry } from './NameMoveList';
import type { MoveTexts } from './NameMoveModal';
import '../../ui/page-stack.css';
import './categories.css';

interface NameMovePageProps {
  texts: LoadStateTexts & MoveTexts & { title: string; subtitle: string; listName: string };
  /** The names in use, undefined while they load and null when they could not be read. */
  entries: readonly NamedEntry[] | null | undefined;
  maxLength: number;
  moves: NameMoves;
  /** What the page shows above the names once they are in (the tag report). */
  above?: ReactNode;
}

/**
 * A page of names records share (payees, tags): each with its figures, renamed or merged as the
 * categories are, and the last move's outcome in a banner; offline like the rest.
 */
export function NameMovePage({ texts, entries, maxLength, moves, above }: NameMovePageProps) {
  const db = useDatabase();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div className="page-stack categories-page">
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      {notice && <Banner variant="success">{notice}</Banner>}
      <LoadedContent data={entries} isEmpty={(list) => list.length === 0} texts={texts}>
        {(entries) => (
          <>
            {above}
            <NameMoveList
              entries={entries}
              texts={texts}
              maxLength={maxLength}
              move={(mode, from, to) => moves[mode](db, from, to)}
              onStart={() => setNotice(null)}
              onDone={setNotice}
            />
          </>
        )}
      </LoadedContent>
    </div>
  );
}
