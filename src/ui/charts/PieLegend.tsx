import { useId } from 'react';
import { shareText, sliceColor, type PieItem } from './pieOption';

interface PieLegendProps {
  items: readonly PieItem[];
  startHue: number;
  /** Given: each entry is a button that calls it with its name (the slice's click does the same). */
  onSelect?: ((name: string) => void) | undefined;
  /** Each button's description for a screen reader: where it leads. */
  selectHint?: string | undefined;
}

/**
 * The pie's legend under it: every category with its colour and share, wrapping whole words (no
 * paging, nothing cut off however many categories there are). Amounts are in the tooltip and in
 * the details list beside the chart.
 */
export function PieLegend({ items, startHue, onSelect, selectHint }: PieLegendProps) {
  const total = items.reduce((sum, item) => sum + item.value, 0);
  const hintId = useId();
  return (
    <>
      {onSelect && selectHint && (
        <p id={hintId} hidden>
          {selectHint}
        </p>
      )}
      <ul className="pie-legend">
        {items.map((item, index) => {
          const content = (
            <>
              <span
                className="pie-legend__swatch"
                style={{ background: item.color ?? sliceColor(startHue, index) }}
                aria-hidden="true"
              />
              <span className="pie-legend__name">{item.name}</span>{' '}
              <span className="pie-legend__figure">{shareText(item.value, total)}</span>
            </>
          );
          return (
            <li key={item.name} className={onSelect ? undefined : 'pie-legend__item'}>
              {onSelect ? (
                <button
                  type="button"
                  className="pie-legend__item pie-legend__button"
                  aria-describedby={selectHint ? hintId : undefined}
                  onClick={() => onSelect(item.name)}
                >
                  {content}
                </button>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
