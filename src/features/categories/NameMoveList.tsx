import { useState } from 'react';
import type { MoveProgress } from '../../db/commands/categories';
import { NameMoveModal, type MoveMode, type MoveTexts } from './NameMoveModal';
import './categories.css';

/** One name in the list: what it is and what its row says of it ("2 transactions"). */
export interface NamedEntry {
  name: string;
  figures: string;
  /** The records it names, for the move's progress. */
  total: number;
}

interface NameMoveListProps {
  entries: readonly NamedEntry[];
  texts: MoveTexts & { listName: string };
  maxLength: number;
  move: (
    mode: MoveMode,
    from: string,
    to: string,
    onProgress: (progress: MoveProgress) => void,
  ) => Promise<MoveProgress>;
  /** Before a dialog opens (the page clears its last notice), and after a move, with what to tell the person. */
  onStart: () => void;
  onDone: (message: string) => void;
}

/**
 * Names records share (payees, tags), each with its figures and a Rename and a Merge button that
 * open the NameMoveModal the categories use too.
 */
export function NameMoveList({ entries, texts, maxLength, move, onStart, onDone }: NameMoveListProps) {
  const [action, setAction] = useState<{ entry: NamedEntry; mode: MoveMode } | null>(null);
  return (
    <section className="card categories-section" aria-label={texts.listName}>
      <ul className="category-list">
        {entries.map((entry) => (
          <li key={entry.name} className="category-row" data-name={entry.name}>
            <div className="category-row__name">
              <span className="category-row__label">{entry.name}</span>
            </div>
            <p className="category-row__figures">{entry.figures}</p>
            <div className="category-row__actions">
              {(['rename', 'merge'] as const).map((mode) => (
                <button
                  key={mode}
                  type="button"
                  className="button button--secondary"
                  aria-label={`${texts[mode]} ${entry.name}`}
                  onClick={() => {
                    onStart();
                    setAction({ entry, mode });
                  }}
                >
                  {texts[mode]}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
      {action && (
        <NameMoveModal
          from={action.entry.name}
          total={action.entry.total}
          mode={action.mode}
          others={entries.map((entry) => entry.name).filter((name) => name !== action.entry.name)}
          maxLength={maxLength}
          texts={texts}
          move={(mode, to, onProgress) => move(mode, action.entry.name, to, onProgress)}
          onClose={() => setAction(null)}
          onDone={(message) => {
            setAction(null);
            onDone(message);
          }}
        />
      )}
    </section>
  );
}
