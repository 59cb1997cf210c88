import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd-mobile';
import { useNearScreen } from '../../lib/use-near-screen.js';

/** The spec's default chart size: the full width, 360 px high. */
export const CHART_DEFAULT_HEIGHT = 360;

// ECharts is large: it loads the first time a chart comes near the screen.
const EChartCanvas = lazy(() => import('./echarts-canvas.js'));

/** How long a chart must stay near the screen before it loads: cards above it are still appearing meanwhile. */
const SETTLE_MS = 300;

/**
 * An ECharts option drawn in a box (100% x 360 px unless told otherwise). Below the fold it is a placeholder
 * of the same size until it scrolls near, so a phone downloads and starts ECharts only for a chart it shows.
 */
export function EChart({ option, height = CHART_DEFAULT_HEIGHT, width = '100%', label }: {
  option: Record<string, unknown>; height?: number | string; width?: number | string; label?: string;
}) {
  const { ref, near } = useNearScreen<HTMLDivElement>({ settleMs: SETTLE_MS });
  // A skeleton is a plain div: a name on it is not announced (the chart's own name comes with it).
  const placeholder = <Skeleton className="echart-placeholder" style={{ height, width }} aria-hidden />;
  return (
    <div ref={ref} className="echart">
      {near ? (
        <Suspense fallback={placeholder}>
          <EChartCanvas option={option} height={height} width={width} label={label} />
        </Suspense>
      ) : placeholder}
    </div>
  );
}
