import { reportTexts, type ReportsTab } from './reportTexts';
import { TabList } from '../../ui/TabList';

export const reportTabs: readonly ReportsTab[] = ['monthly', 'yearly', 'historical', 'trends'];

export const tabId = (base: string, tab: ReportsTab) => `${base}-tab-${tab}`;
export const panelId = (base: string) => `${base}-panel`;

interface ReportTabsProps {
  /** Prefix of the tab and panel ids, so the panel can name its tab. */
  idBase: string;
  value: ReportsTab;
  onChange: (tab: ReportsTab) => void;
}

/** The report tabs over the one panel that shows the open report. */
export function ReportTabs({ idBase, value, onChange }: ReportTabsProps) {
  return (
    <TabList
      tabs={reportTabs}
      active={value}
      label={reportTexts.tabsLabel}
      className="report-tabs"
      text={(tab) => reportTexts.tabs[tab]}
      tabId={(tab) => tabId(idBase, tab)}
      controls={() => panelId(idBase)}
      onChange={onChange}
    />
  );
}
