import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useNearScreen } from './use-near-screen.js';

/** A stand-in IntersectionObserver the test drives: `cross(true)` puts every observed element on screen. */
let observers: Array<{ callback: IntersectionObserverCallback; margin?: string }> = [];
const cross = (isIntersecting: boolean) =>
  observers.forEach((o) => o.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver));

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) { observers.push({ callback, margin: options?.rootMargin }); }
    observe() {}
    disconnect() {}
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Probe(props: Parameters<typeof useNearScreen>[0]) {
  const { ref, near } = useNearScreen<HTMLDivElement>(props);
  return <div ref={ref} data-testid="probe" data-near={String(near)} />;
}
const near = () => screen.getByTestId('probe').dataset.near;

describe('useNearScreen', () => {
  it('is false until the element comes within the margin, then true for good', () => {
    render(<Probe margin="300px 0px" />);
    expect(near()).toBe('false');
    expect(observers[0].margin).toBe('300px 0px');
    act(() => cross(true));
    expect(near()).toBe('true');
    act(() => cross(false));
    expect(near()).toBe('true');
  });

  it('with settleMs, only once the element has stayed near that long', () => {
    vi.useFakeTimers();
    render(<Probe settleMs={300} />);
    act(() => cross(true));
    act(() => { vi.advanceTimersByTime(200); cross(false); vi.advanceTimersByTime(200); });
    expect(near()).toBe('false');
    act(() => { cross(true); vi.advanceTimersByTime(300); });
    expect(near()).toBe('true');
  });

  it('is true at once when told so, or where IntersectionObserver is missing', () => {
    const { unmount } = render(<Probe initially />);
    expect(near()).toBe('true');
    unmount();
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(near()).toBe('true');
  });
});
