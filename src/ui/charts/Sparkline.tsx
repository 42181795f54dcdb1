import { formatMoney } from '../formatCents';
import './sparkline.css';

export interface SparklinePoint {
  /** Names the point in its hover text: 'March 2026'. */
  label: string;
  cents: number;
}

interface SparklineProps {
  /** Names the line for screen readers; the card gives its figures in words beside it. */
  title: string;
  points: readonly SparklinePoint[];
  currency: string;
  /** Pixels. */
  height?: number;
}

// The drawing's own units: the line is stretched to the box's width, its stroke is not.
const step = 10;
const inset = 6;

/**
 * The y of each point in a box `height` high, the highest figure `inset` from the top and the lowest
 * `inset` from the bottom; all the same figure draws a level line through the middle.
 */
export function sparklineYs(cents: readonly number[], height: number): number[] {
  const low = Math.min(...cents);
  const high = Math.max(...cents);
  if (high === low) return cents.map(() => height / 2);
  return cents.map((value) => inset + ((high - value) / (high - low)) * (height - 2 * inset));
}

/**
 * A small line of figures, drawn as an SVG of its own: on the dashboard a chart library's first
 * start cost the page tasks of 100 to 300 ms in a first sync (budget: none over 50 ms), for twelve points. Each
 * point's month and figure show on hover.
 */
export function Sparkline({ title, points, currency, height = 80 }: SparklineProps) {
  const width = Math.max(points.length - 1, 1) * step;
  const ys = sparklineYs(
    points.map((point) => point.cents),
    height,
  );
  const xs = points.map((_, i) => i * step);
  return (
    <svg
      className="sparkline"
      role="img"
      aria-label={title}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      style={{ height }}
    >
      <polyline
        className="sparkline__line"
        points={xs.map((x, i) => `${x},${ys[i]}`).join(' ')}
        vectorEffect="non-scaling-stroke"
      />
      {points.map((point, i) => (
        <rect key={point.label} className="sparkline__hover" x={xs[i]! - step / 2} y={0} width={step} height={height}>
          <title>{`${point.label}: ${formatMoney(point.cents, currency)}`}</title>
        </rect>
      ))}
    </svg>
  );
}
