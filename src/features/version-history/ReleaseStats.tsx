const stats = [
  { value: '7', label: 'Major Versions' },
  { value: '60+', label: 'Features Added' },
  { value: '14', label: 'Months of Development' },
] as const;

export function ReleaseStats() {
  return (
    <section aria-label="Summary">
      <dl className="release-stats">
        {stats.map((stat) => (
          <div key={stat.label} className="card release-stats__item">
            <dt className="release-stats__label">{stat.label}</dt>
            <dd className="release-stats__value">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
