import { useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { useDebounced } from '../../../lib/use-debounced.js';
import { useTranslation } from '../../../i18n/index.js';

/**
 * The quick-search box of the approval lists: the text reaches the list once typing pauses; clearing it,
 * or pressing search, applies at once.
 */
export function useListSearch() {
  const [text, setText] = useState('');
  const [now, setNow] = useState<string | null>(null);
  const typed = useDebounced(text.trim());
  const applied = now ?? (text.trim() ? typed : '');
  return {
    /** The search the list runs. */
    applied,
    bar: { text, setText: (v: string) => { setNow(null); setText(v); }, commit: (v: string) => { setText(v); setNow(v.trim()); } },
  };
}

export function ListSearchBar({ bar }: { bar: ReturnType<typeof useListSearch>['bar'] }) {
  const { t } = useTranslation('matters');
  return (
    <div className="matters-search">
      <SearchBar placeholder={t('searchPlaceholder')} value={bar.text} onChange={bar.setText} onSearch={bar.commit}
        onClear={() => bar.commit('')} maxLength={100} aria-label={t('searchPlaceholder')} />
    </div>
  );
}
