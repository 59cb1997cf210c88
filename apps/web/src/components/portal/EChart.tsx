import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Skeleton } from 'antd-mobile';

/** The spec's default chart size: the full width, 360 px high. */
export const CHART_DEFAULT_HEIGHT = 360;

// ECharts is large: it loads the first time a chart comes near the screen.
const EChartCanvas = lazy(() => import('./echarts-canvas.js'));

/** How long a chart must stay near the screen before it loads: cards above it are still appearing meanwhile. */
const SETTLE_MS = 300;

/**
 * True once the element has stayed within `margin` of the viewport (on it, by default) for a moment (at once where
 * IntersectionObserver is missing).
 */
function useNearScreen(margin = '0px') {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      clearTimeout(timer);
      if (entries.some((e) => e.isIntersecting)) timer = setTimeout(() => setNear(true), SETTLE_MS);
    }, { rootMargin: margin });
    observer.observe(ref.current);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [near, margin]);
  return { ref, near };
}

/**
 * An ECharts option drawn in a box (100% x 360 px unless told otherwise). Below the fold it is a placeholder
 * of the same size until it scrolls near, so a phone downloads and starts ECharts only for a chart it shows.
 */
export function EChart({ option, height = CHART_DEFAULT_HEIGHT, width = '100%', label }: {
  option: Record<string, unknown>; height?: number | string; width?: number | string; label?: string;
}) {
  const { ref, near } = useNearScreen();
  const placeholder = <Skeleton animated className="echart-placeholder" style={{ height, width }} aria-label={label} />;
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
