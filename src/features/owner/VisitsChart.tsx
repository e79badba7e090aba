/**
 * The 30-day line graph: react-chartjs-2's <Line> (with chart.js) in its own chunk, loaded
 * only on the portal's property page (public pages never download it). Only the parts this
 * line chart uses are registered: <Line> registers its controller, this file the lines, points,
 * the two axes, the area fill, the tooltip and the legend. The canvas is described by the table
 * next to it, which holds the same figures.
 */
import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import {
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import type { DayVisits } from './ownerApi.ts';

Chart.register(LineElement, PointElement, LinearScale, CategoryScale, Filler, Tooltip, Legend);

export interface VisitsChartProps {
  days: DayVisits[];
  labels: { day: (iso: string) => string; visitors: string; views: string; portals: string };
  /** The graph's name (its title); the table named by describedBy holds its figures. */
  label: string;
  describedBy: string;
}

export default function VisitsChart({ days, labels, label, describedBy }: VisitsChartProps) {
  const data = useMemo<ChartData<'line'>>(
    () => ({
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
        // The agency's CRM counts the visits on the property portals too: a third line when it does.
        ...(days.some((d) => d.portals !== undefined)
          ? [
              {
                label: labels.portals,
                data: days.map((d) => d.portals ?? 0),
                borderColor: '#3b5b8c',
                borderDash: [2, 3],
                tension: 0.25,
                pointRadius: 2,
              },
            ]
          : []),
      ],
    }),
    [days, labels],
  );
  const options = useMemo<ChartOptions<'line'>>(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    return {
      responsive: true,
      maintainAspectRatio: false,
      animation: reduceMotion ? false : { duration: 400 },
      interaction: { mode: 'index', intersect: false },
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      plugins: { legend: { position: 'bottom' } },
    };
  }, []);
  return (
    <div className="owner-chart">
      {/* A canvas is not interactive here: the graph is an image named by its title. */}
      <div className="owner-chart__figure" role="img" aria-label={label} aria-describedby={describedBy}>
        <Line data={data} options={options} aria-hidden="true" />
      </div>
    </div>
  );
}
