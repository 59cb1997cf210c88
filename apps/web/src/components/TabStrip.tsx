import { useEffect, useRef, type ReactNode } from 'react';
import './tab-strip.css';

export interface TabItem<K extends string> {
  key: K;
  title: ReactNode;
}

/**
 * A row of tabs above a page's content: the active one in the primary colour, underlined by CSS alone. It
 * stands in for antd-mobile's Tabs, whose sliding underline measures the row in a layout effect on every
 * render (a forced layout) and animates it with react-spring: on a phone that cost the first render of a
 * list page 40-50 ms. The row scrolls sideways when the tabs outgrow it, keeping the chosen one in view.
 */
export function TabStrip<K extends string>({ tabs, activeKey, onChange, className }: {
  tabs: TabItem<K>[];
  activeKey: K | undefined;
  onChange: (key: K) => void;
  className?: string;
}) {
  const row = useRef<HTMLDivElement>(null);
  const shown = useRef(activeKey === tabs[0]?.key ? activeKey : undefined);
  useEffect(() => {
    if (activeKey === shown.current) return;
    shown.current = activeKey;
    row.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

  return (
    <div ref={row} role="tablist" className={className ? `tab-strip ${className}` : 'tab-strip'}>
      {tabs.map((tab) => (
        <button key={tab.key} type="button" role="tab" aria-selected={tab.key === activeKey}
          className="tab-strip-tab" onClick={() => tab.key !== activeKey && onChange(tab.key)}>
          <span className="tab-strip-title">{tab.title}</span>
        </button>
      ))}
    </div>
  );
}
