/**
 * A small bar chart drawn with uPlot: loaded only by the dashboard (a lazy chunk with its CSS), so the
 * sign-in page and the other screens never download it. The picture is decorative for assistive
 * technology: `ChartFigure` gives the same figures as a table.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '../../i18n/format';
import { axisLabels } from './chart-labels';

export interface Bar {
  label: string;
  value: number;
}

const HEIGHT = 240;

/** The page's own colours (light or dark), read when the chart is drawn. */
function colour(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

function options(element: HTMLElement, bars: readonly Bar[], width: number): uPlot.Options {
  const text = colour(element, '--color-muted', '#475569');
  const grid = colour(element, '--color-border-soft', '#e2e8f0');
  const fill = colour(element, '--color-primary', '#1d4ed8');
  const top = Math.max(1, ...bars.map((bar) => bar.value));
  const labels = axisLabels(bars.map((bar) => bar.label));
  // Slanted labels run right of their bar: room for the last one's.
  const slanted = bars.length > 4;
  return {
    width,
    height: HEIGHT,
    padding: [12, slanted ? 56 : 12, 0, 0],
    legend: { show: false },
    // No cursor lines: the pointer over a bar only names it in full (the axis may shorten its label).
    cursor: { x: false, y: false, points: { show: false }, drag: { x: false, y: false } },
    hooks: {
      setCursor: [
        (chart) => {
          const bar = chart.cursor.idx == null ? undefined : bars[chart.cursor.idx];
          element.title = bar ? `${bar.label}: ${formatNumber(bar.value)}` : '';
        },
      ],
    },
    scales: {
      x: { time: false, range: [-0.5, bars.length - 0.5] },
      y: { range: [0, Math.ceil(top * 1.1)] },
    },
    axes: [
      {
        stroke: text,
        grid: { show: false },
        ticks: { show: false },
        splits: () => bars.map((_, index) => index),
        values: (_, splits) => splits.map((index) => labels[index] ?? ''),
        rotate: slanted ? -30 : 0,
        size: slanted ? 60 : 30,
      },
      {
        stroke: text,
        grid: { stroke: grid, width: 1 },
        ticks: { show: false },
        size: 48,
        values: (_, splits) => splits.map((value) => formatNumber(value)),
      },
    ],
    series: [
      {},
      { fill, stroke: fill, paths: uPlot.paths.bars!({ size: [0.6, 48] }), points: { show: false } },
    ],
  };
}

export default function BarChart({ bars }: { bars: readonly Bar[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [bars.map((_, index) => index), bars.map((bar) => bar.value)];
    let chart = new uPlot(options(element, bars, element.clientWidth), data, element);
    // Dark mode or another theme switched on: drawn again in the page's new colours.
    const redraw = () => {
      chart.destroy();
      chart = new uPlot(options(element, bars, element.clientWidth), data, element);
    };
    const themed = new MutationObserver(redraw);
    themed.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] });
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', redraw);
    const resized = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resized.observe(element);
    return () => {
      resized.disconnect();
      themed.disconnect();
      scheme.removeEventListener('change', redraw);
      chart.destroy();
    };
  }, [bars]);

  return <div ref={box} className="bar-chart" aria-hidden="true" data-chart="drawn" />;
}
