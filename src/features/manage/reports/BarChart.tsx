import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface BarChartProps {
  /** One label per bar, shown on the x axis. */
  labels: string[];
  values: number[];
  /** The series' name, in the tooltip legend. */
  seriesLabel: string;
  /** How a value reads on the y axis and in the legend. */
  formatValue: (value: number) => string;
  height?: number;
}

/**
 * A bar chart drawn by uPlot (a small canvas charting library loaded only with the reports section).
 * The canvas is hidden from screen readers: the figure around it carries the same figures as a table.
 */
export default function BarChart({ labels, values, seriesLabel, formatValue, height = 220 }: BarChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const color = getComputedStyle(element).getPropertyValue('--primary').trim() || '#6b3e26';
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 280),
      height,
      legend: { show: false },
      cursor: { y: false, points: { show: false } },
      scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
      axes: [
        {
          values: (_u, splits) => splits.map((split) => labels[Math.round(split)] ?? ''),
          splits: () => labels.map((_label, index) => index),
          gap: 4,
        },
        { values: (_u, splits) => splits.map(formatValue), size: 70 },
      ],
      series: [
        {},
        {
          label: seriesLabel,
          stroke: color,
          fill: color,
          paths: uPlot.paths.bars?.({ size: [0.7, 48] }),
          points: { show: false },
        },
      ],
    };
    const chart = new uPlot(options, [labels.map((_label, index) => index), values], element);
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 280), height }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, values, seriesLabel, formatValue, height]);

  return <div className="report-chart" ref={container} aria-hidden="true" />;
}
