import '../styles/sort-tabs.css';

interface Tab {
  key: string;
  title: string;
}

/**
 * 综合 / 销量 / 价格… as capsules in a strip that scrolls sideways: looks like antd-mobile's CapsuleTabs
 * without its animation library (react-spring) in the search page's first load (issue 25).
 */
export function SortTabs({
  tabs,
  activeKey,
  onChange,
}: {
  tabs: Tab[];
  activeKey: string;
  onChange: (key: string) => void;
}) {
  return (
    <div className="sort-tabs" role="tablist">
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={t.key === activeKey}
          className={t.key === activeKey ? 'sort-tab is-active' : 'sort-tab'}
          onClick={() => t.key !== activeKey && onChange(t.key)}
        >
          {t.title}
        </button>
      ))}
    </div>
  );
}
