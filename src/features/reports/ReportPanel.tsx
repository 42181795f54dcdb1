import { StateMessage } from '../../ui/StateMessage';
import { ReportBody } from './ReportBody';
import { ReportLoading } from './ReportLoading';
import type { ReportPeriod } from './reportPeriod';
import { reportTexts, type ReportTab } from './reportTexts';
import type { ReportState } from './useReport';

interface ReportPanelProps {
  tab: ReportTab;
  state: ReportState;
  /** The period `state` is the report of; undefined while none is chosen. */
  period: ReportPeriod | undefined;
  /** Shown while no period is chosen ('idle'). */
  prompt: { title: string; hint: string } | undefined;
}

const failures: Record<ReportTab, string> = {
  monthly: reportTexts.failedTab('monthly'),
  yearly: reportTexts.failedYearly,
  historical: reportTexts.failedHistorical,
};

/** One tab's report, or its prompt, spinner or error: an error replaces the whole body. */
export function ReportPanel({ tab, state, period, prompt }: ReportPanelProps) {
  switch (state.status) {
    case 'idle':
      return prompt ? (
        <div className="report-prompt">
          <h2 className="report-prompt__title">{prompt.title}</h2>
          <p className="report-prompt__hint">{prompt.hint}</p>
        </div>
      ) : null;
    case 'loading':
      return <ReportLoading text={reportTexts.loading(tab)} />;
    case 'error':
      return <StateMessage kind="error">{failures[tab]}</StateMessage>;
    case 'ready':
      return (
        period && (
          <ReportBody
            report={state.report}
            currency={state.currency}
            period={period}
            monthsIncluded={tab === 'yearly' ? state.report.months_included : undefined}
          />
        )
      );
  }
}
