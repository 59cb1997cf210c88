import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_DELAY_MS } from '../../../lib/use-debounced.js';

/**
 * A list page's filters kept in its URL query, so a reload, back and a shared link show the same list.
 * `setFilter` changes one of them in place (no new history entry); an empty value or the key's `defaults` value
 * leaves the URL. Other parameters (an open item's `id`) are left alone.
 */
export function useQueryFilters<K extends string>(defaults: Partial<Record<K, string>> = {}) {
  const [params, setParams] = useSearchParams();
  const setFilter = (key: K, value: string | undefined) => setParams((p) => {
    const next = new URLSearchParams(p);
    if (!value || value === defaults[key]) next.delete(key);
    else next.set(key, value);
    return next;
  }, { replace: true });
  return { params, setFilter };
}

/**
 * The search box of such a page: what is typed shows at once and goes to the URL (`onSettled`, trimmed, empty as
 * undefined) once typing pauses, so a name is not searched letter by letter.
 */
export function useTypedSearch(initial: string, onSettled: (text: string | undefined) => void) {
  const [text, setText] = useState(initial);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const onType = (value: string) => {
    setText(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => onSettled(value.trim() || undefined), SEARCH_DELAY_MS);
  };
  return { text, onType };
}
