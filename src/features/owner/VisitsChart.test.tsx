// jsdom draws nothing: chart.js gets a recording 2D context from jest-canvas-mock, for this test only.
import 'jest-canvas-mock';
import { render, screen } from '@testing-library/react';
import { Chart } from 'chart.js';
import VisitsChart from './VisitsChart.tsx';

// A responsive chart watches its box; jsdom has no layout, so nothing ever changes size.
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(window, { ResizeObserver: StillResizeObserver });

const days = [
  { day: '2026-11-01', visitors: 3, views: 5 },
  { day: '2026-11-02', visitors: 0, views: 0 },
  { day: '2026-11-03', visitors: 7, views: 12 },
];
const labels = {
  day: (iso: string) => iso.slice(5),
  visitors: 'Visitors',
  views: 'Page views',
  portals: 'On the portals',
};

describe('the visits graph', () => {
  it('draws one line of visitors and one of views, day by day, as an image described by its table', () => {
    render(<VisitsChart days={days} labels={labels} label="Visits over 30 days" describedBy="graph-table" />);
    const figure = screen.getByRole('img', { name: 'Visits over 30 days' });
    expect(figure).toHaveAttribute('aria-describedby', 'graph-table');
    const canvas = figure.querySelector('canvas');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');

    const chart = Chart.getChart(canvas!);
    expect(chart).toBeInstanceOf(Chart);
    expect((chart?.config as { type?: string }).type).toBe('line');
    expect(chart?.data.labels).toEqual(['11-01', '11-02', '11-03']);
    expect(chart?.data.datasets.map((set) => [set.label, set.data])).toEqual([
      ['Visitors', [3, 0, 7]],
      ['Page views', [5, 0, 12]],
    ]);
  });

  it("adds a third line, the CRM's visits on the portals, when the days carry them", () => {
    const withPortals = days.map((day, index) => ({ ...day, portals: [40, 0, 25][index] }));
    const view = render(<VisitsChart days={withPortals} labels={labels} label="Visits" describedBy="t" />);
    const chart = Chart.getChart(view.container.querySelector('canvas')!);
    expect(chart?.data.datasets.map((set) => [set.label, set.data])).toEqual([
      ['Visitors', [3, 0, 7]],
      ['Page views', [5, 0, 12]],
      ['On the portals', [40, 0, 25]],
    ]);
    view.unmount();
  });

  // Which parts stay out is the bundle's business (jest loads react-chartjs-2's CommonJS build,
  // whose every chart type registers its controller); this checks the ones the graph needs.
  it('registers the chart.js parts the line graph draws with', () => {
    expect(Chart.registry.getController('line')).toBeDefined();
    for (const element of ['line', 'point']) expect(Chart.registry.getElement(element)).toBeDefined();
    for (const scale of ['category', 'linear']) expect(Chart.registry.getScale(scale)).toBeDefined();
    for (const plugin of ['filler', 'tooltip', 'legend']) expect(Chart.registry.getPlugin(plugin)).toBeDefined();
  });

  it('gives the chart its new figures and removes it with the page', () => {
    const view = render(<VisitsChart days={days} labels={labels} label="Visits" describedBy="t" />);
    const canvas = view.container.querySelector('canvas')!;
    view.rerender(<VisitsChart days={days.slice(0, 2)} labels={labels} label="Visits" describedBy="t" />);
    expect(Chart.getChart(canvas)?.data.labels).toEqual(['11-01', '11-02']);
    view.unmount();
    expect(Chart.getChart(canvas)).toBeUndefined();
  });
});
