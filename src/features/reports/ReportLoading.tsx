import '../../ui/spinner.css';

/** The spinner with its text, announced politely. */
export function ReportLoading({ text }: { text: string }) {
  return (
    <div className="report-loading" role="status">
      <span className="spinner report-loading__spinner" aria-hidden="true" />
      <p className="report-loading__text">{text}</p>
    </div>
  );
}
