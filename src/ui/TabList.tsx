import { useRef, type KeyboardEvent } from 'react';
import './tab.css';

interface TabListProps<Tab extends string> {
  tabs: readonly Tab[];
  active: Tab;
  /** The list's accessible name. */
  label: string;
  className: string;
  /** Each tab's text. */
  text: (tab: Tab) => string;
  tabId: (tab: Tab) => string;
  /** The id of the panel a tab controls, where that panel is on the page. */
  controls: (tab: Tab, selected: boolean) => string | undefined;
  onChange: (tab: Tab) => void;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: only the open tab is in the Tab order, and the
 * arrow keys (plus Home and End) move to and open the neighbouring tab, wrapping at either end.
 */
export function TabList<Tab extends string>({
  tabs,
  active,
  label,
  className,
  text,
  tabId,
  controls,
  onChange,
}: TabListProps<Tab>) {
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.indexOf(active);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length] ?? active;
    buttons.current.get(tab)?.focus();
    onChange(tab);
  }

  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element) buttons.current.set(tab, element);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            className={`tab ${className}__tab`}
            aria-selected={selected}
            aria-controls={controls(tab, selected)}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onChange(tab)}
          >
            {text(tab)}
          </button>
        );
      })}
    </div>
  );
}
