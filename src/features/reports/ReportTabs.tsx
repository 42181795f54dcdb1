import { useRef, type KeyboardEvent } from 'react';
import { reportTexts, type ReportsTab } from './reportTexts';
import '../../ui/tab.css';

export const reportTabs: readonly ReportsTab[] = ['monthly', 'yearly', 'historical', 'trends'];

export const tabId = (base: string, tab: ReportsTab) => `${base}-tab-${tab}`;
export const panelId = (base: string) => `${base}-panel`;

interface ReportTabsProps {
  /** Prefix of the tab and panel ids, so the panel can name its tab. */
  idBase: string;
  value: ReportsTab;
  onChange: (tab: ReportsTab) => void;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab in the Tab order, arrow keys, Home and
 * End move between tabs and open the one they reach.
 */
export function ReportTabs({ idBase, value, onChange }: ReportTabsProps) {
  const buttons = useRef(new Map<ReportsTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = reportTabs.indexOf(value);
    const last = reportTabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = reportTabs[(next + reportTabs.length) % reportTabs.length] ?? value;
    buttons.current.get(tab)?.focus();
    onChange(tab);
  }

  return (
    <div className="report-tabs" role="tablist" aria-label={reportTexts.tabsLabel} onKeyDown={onKeyDown}>
      {reportTabs.map((tab) => {
        const selected = tab === value;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            id={tabId(idBase, tab)}
            type="button"
            role="tab"
            className="tab report-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onChange(tab)}
          >
            {reportTexts.tabs[tab]}
          </button>
        );
      })}
    </div>
  );
}
