import { useEffect, useState } from 'react';

/** Tablets and wider (768 px and up): more buttons fit inline. */
const WIDE = '(min-width: 768px)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

/** Whether the screen is tablet-wide, following rotation. */
export function useWide(): boolean {
  const [wide, setWide] = useState(() => media()?.matches ?? false);
  useEffect(() => {
    const query = media();
    if (!query) return;
    const on = () => setWide(query.matches);
    on();
    query.addEventListener('change', on);
    return () => query.removeEventListener('change', on);
  }, []);
  return wide;
}
