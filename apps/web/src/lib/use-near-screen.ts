import { useEffect, useRef, useState } from 'react';

/**
 * `near` turns true, for good, once the element comes within `margin` of the viewport (and, with `settleMs`,
 * stays there that long: cards above it may still be appearing). At once where IntersectionObserver is
 * missing, or when `initially` is true. Lets a screen fetch or draw only what its user scrolls to.
 */
export function useNearScreen<T extends Element>({ margin = '0px', settleMs = 0, initially = false }: {
  margin?: string; settleMs?: number; initially?: boolean;
} = {}) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => initially || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !ref.current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      clearTimeout(timer);
      if (!entries.some((e) => e.isIntersecting)) return;
      if (settleMs > 0) timer = setTimeout(() => setNear(true), settleMs);
      else setNear(true);
    }, { rootMargin: margin });
    observer.observe(ref.current);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [near, margin, settleMs]);
  return { ref, near };
}
