import { useState } from 'react';
import type { CategorySummary } from '../../db/queries/categorySummaries';
import { colourKey } from '../../db/queries/categoryStyles';
import type { TransactionKind } from '../../domain/records';
import { Banner } from '../../ui/Banner';
import { categoryColourLabels, categoryPalette } from '../../ui/charts/categoryPalette';
import { MoneyText } from '../../ui/MoneyText';
import { PageHeader } from '../../ui/PageHeader';
import { LoadedContent } from '../../ui/LoadedContent';
import { useDocumentTheme } from '../reports/useDocumentTheme';
import { categoriesTexts as texts } from './categoriesTexts';
import { CategoryColourModal } from './CategoryColourModal';
import { CategoryMoveModal } from './CategoryMoveModal';
import { useCategoryColours } from './useCategoryColours';
import { useCategoryOverview } from './useCategoryOverview';
import '../../ui/page-stack.css';
import './categories.css';

type Action = { summary: CategorySummary; kind: 'rename' | 'merge' | 'colour' } | null;

const kinds: readonly TransactionKind[] = ['withdraw', 'deposit'];

/** Issue 17 section 3: every category in use per type, with rename, merge and a chart colour; offline like the rest. */
export function CategoriesPage() {
  const data = useCategoryOverview();
  const colours = useCategoryColours();
  const theme = useDocumentTheme();
  const [action, setAction] = useState<Action>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const done = (message: string) => {
    setAction(null);
    setNotice(message);
  };
  const othersOf = (summary: CategorySummary) =>
    (data?.overview[summary.kind] ?? []).map((entry) => entry.category).filter((name) => name !== summary.category);

  return (
    <div className="page-stack categories-page">
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      {notice && <Banner variant="success">{notice}</Banner>}
      <LoadedContent
        data={data}
        isEmpty={({ overview }) => overview.deposit.length + overview.withdraw.length === 0}
        texts={texts}
      >
        {(data) => (
          <>
            {data.overview.missing.length > 0 && <p role="note">{texts.missingRates(data.overview.missing)}</p>}
            {kinds.map((kind) => (
              <section key={kind} className="card categories-section" aria-labelledby={`categories-${kind}`}>
                <h2 id={`categories-${kind}`} className="categories-section__title">
                  {texts.section(kind)}
                </h2>
                {data.overview[kind].length === 0 ? (
                  <p>{texts.noneOfKind(kind)}</p>
                ) : (
                  <ul className="category-list">
                    {data.overview[kind].map((summary) => {
                      const colour = colours.get(colourKey(kind, summary.category));
                      return (
                        <li key={summary.category} className="category-row" data-category={summary.category}>
                          <div className="category-row__name">
                            <span
                              className={colour ? 'colour-swatch' : 'colour-swatch colour-swatch--none'}
                              style={colour ? { background: categoryPalette[colour][theme] } : undefined}
                              aria-hidden="true"
                            />
                            <span className="category-row__label">{summary.category}</span>
                            {colour && <span className="visually-hidden">{`, ${categoryColourLabels[colour]}`}</span>}
                          </div>
                          <p className="category-row__figures">
                            {texts.transactions(summary.count)}
                            {summary.scheduled > 0 && `, ${texts.scheduled(summary.scheduled)}`}
                            {' · '}
                            <MoneyText cents={summary.total} currency={data.currency} />
                          </p>
                          <div className="category-row__actions">
                            {(['rename', 'merge', 'colour'] as const).map((kindOfAction) => (
                              <button
                                key={kindOfAction}
                                type="button"
                                className="button button--secondary"
                                aria-label={`${texts[kindOfAction]} ${summary.category}`}
                                onClick={() => {
                                  setNotice(null);
                                  setAction({ summary, kind: kindOfAction });
                                }}
                              >
                                {texts[kindOfAction]}
                              </button>
                            ))}
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </section>
            ))}
            {action && action.kind !== 'colour' && (
              <CategoryMoveModal
                summary={action.summary}
                mode={action.kind}
                others={othersOf(action.summary)}
                onClose={() => setAction(null)}
                onDone={done}
              />
            )}
            {action?.kind === 'colour' && (
              <CategoryColourModal
                summary={action.summary}
                current={colours.get(colourKey(action.summary.kind, action.summary.category))}
                onClose={() => setAction(null)}
                onDone={done}
              />
            )}
          </>
        )}
      </LoadedContent>
    </div>
  );
}
