/**
 * The 30-day line graph: chart.js in its own chunk, loaded only on the portal's property
 * page (public pages never download it). Only the parts a line chart needs are registered.
 * The canvas is described by the table next to it, which holds the same figures.
 */
import { useEffect, useRef } from 'react';
import {
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { DayVisits } from './ownerApi.ts';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Filler, Tooltip, Legend);

export interface VisitsChartProps {
  days: DayVisits[];
  labels: { day: (iso: string) => string; visitors: string; views: string };
  /** The graph's name (its title); the table named by describedBy holds its figures. */
  label: string;
  describedBy: string;
}

export default function VisitsChart({ days, labels, label, describedBy }: VisitsChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new Chart(canvas.current, {
      type: 'line',
      data: {
        labels: days.map((d) => labels.day(d.day)),
        datasets: [
          {
            label: labels.visitors,
            data: days.map((d) => d.visitors),
            borderColor: '#2a5249',
            backgroundColor: 'rgba(42, 82, 73, 0.12)',
            fill: true,
            tension: 0.25,
            pointRadius: 2,
          },
          {
            label: labels.views,
            data: days.map((d) => d.views),
            borderColor: '#a8432c',
            borderDash: [6, 4],
            tension: 0.25,
            pointRadius: 2,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reduceMotion ? false : { duration: 400 },
        interaction: { mode: 'index', intersect: false },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [days, labels]);
  return (
    <div className="owner-chart">
      {/* A canvas is not interactive here: the graph is an image named by its title. */}
      <div className="owner-chart__figure" role="img" aria-label={label} aria-describedby={describedBy}>
        <canvas ref={canvas} aria-hidden="true" />
      </div>
    </div>
  );
}
