import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, GaugeChart, LineChart, PieChart, ScatterChart } from 'echarts/charts';
import {
  DatasetComponent, DataZoomComponent, GridComponent, LegendComponent, MarkLineComponent, MarkPointComponent, TitleComponent, TooltipComponent,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { fitOption } from './chart-option.js';

// The only module that imports ECharts; it is loaded lazily (see EChart.tsx), so no page pays for it up front.
echarts.use([
  BarChart, LineChart, PieChart, GaugeChart, ScatterChart,
  GridComponent, TooltipComponent, LegendComponent, TitleComponent, DatasetComponent, DataZoomComponent, MarkLineComponent, MarkPointComponent,
  CanvasRenderer,
]);

export interface EChartCanvasProps {
  option: Record<string, unknown>;
  height: number | string;
  width: number | string;
  label?: string;
}

/** One ECharts instance in a box; it follows the box's size and is disposed with it. */
export default function EChartCanvas({ option, height, width, label }: EChartCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = box.current!;
    const instance = echarts.init(el, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({ animationDuration: 400, ...fitOption(option) }, true);
  }, [option]);

  return <div ref={box} className="echart-box" role="img" aria-label={label} style={{ width, height }} />;
}
