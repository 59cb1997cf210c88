import { useCallback, useEffect, useRef, useState } from 'react';

/** Lists longer than this are windowed: only the cards near the viewport are mounted. */
export const WINDOW_FROM = 50;

export interface RowWindow {
  /** The first row mounted and the one after the last. */
  start: number;
  end: number;
  /** Space kept for the rows above and below the window, so the scroll height stays true. */
  before: number;
  after: number;
  /** On the list's element: where it stands on the page tells which rows are in view. */
  ref(el: HTMLElement | null): void;
}

/**
 * Windowing of a list of `count` rows `rowHeight` px high each, scrolled with the page or any scrolling
 * ancestor (scroll events are caught on the way down). Shorter lists (`enabled` false) mount every row.
 * `overscan` rows above and below the visible ones are mounted too, so fast flicks show no blank.
 */
export function useWindowedRows(count: number, rowHeight: number, enabled: boolean, overscan = 6): RowWindow {
  const [el, setEl] = useState<HTMLElement | null>(null);
  const [range, setRange] = useState<[number, number]>([0, 0]);
  const frame = useRef(0);

  const measure = useCallback(() => {
    if (!el) return;
    const top = el.getBoundingClientRect().top;
    const viewport = window.innerHeight || document.documentElement.clientHeight;
    const first = Math.max(0, Math.floor(-top / rowHeight) - overscan);
    const last = Math.min(count, Math.ceil((viewport - top) / rowHeight) + overscan);
    setRange((r) => (r[0] === first && r[1] === Math.max(first, last) ? r : [first, Math.max(first, last)]));
  }, [el, count, rowHeight, overscan]);

  useEffect(() => {
    if (!enabled || !el) return;
    measure();
    const onScroll = () => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame.current);
      window.removeEventListener('scroll', onScroll, { capture: true });
      window.removeEventListener('resize', onScroll);
    };
  }, [enabled, el, measure]);

  if (!enabled) return { start: 0, end: count, before: 0, after: 0, ref: setEl };
  const [start, end] = [Math.min(range[0], count), Math.min(range[1], count)];
  return { start, end, before: start * rowHeight, after: (count - end) * rowHeight, ref: setEl };
}
