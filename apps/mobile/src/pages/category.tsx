import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { SideBar, Skeleton } from 'antd-mobile';
import { categoryTree } from '@yaocai/contract';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';

/** 分类: top categories on the left, their sub-categories on the right; a leaf opens the goods list. */
export function CategoryPage() {
  const tree = useQuery({
    queryKey: ['category-tree'],
    queryFn: ({ signal }) => call(categoryTree, {}, { signal }),
  });
  const [active, setActive] = useState<string>('');
  const tops = tree.data ?? [];
  const current = tops.find((c) => String(c.id) === active) ?? tops[0];
  return (
    <div data-testid="m-category">
      <header className="red-head">
        <span className="brand">分类</span>
        <Link to={m.search()} className="fake-search">
          搜索药品
        </Link>
      </header>
      {tree.isPending ? <Skeleton.Paragraph lineCount={8} animated /> : null}
      <div style={{ display: 'flex', minHeight: 'calc(100vh - 108px)' }}>
        <div style={{ width: 96, flex: 'none', background: '#f7f7f7' }}>
          <SideBar
            activeKey={current ? String(current.id) : null}
            onChange={setActive}
            style={{ '--width': '96px' } as React.CSSProperties}
          >
            {tops.map((c) => (
              <SideBar.Item key={String(c.id)} title={c.name} />
            ))}
          </SideBar>
        </div>
        <div style={{ flex: 1, minWidth: 0, background: '#fff', padding: 12 }}>
          {current ? (
            <>
              <Link
                to={m.search({ category_id: current.id })}
                className="section-title"
                style={{ minHeight: 44 }}
              >
                <span>{current.name}</span>
                <span className="muted">全部 ›</span>
              </Link>
              {current.children.map((sub) => (
                <div key={sub.id} style={{ marginBottom: 12 }}>
                  <Link
                    to={m.search({ category_id: sub.id })}
                    style={{ fontWeight: 500, display: 'flex', minHeight: 40, alignItems: 'center' }}
                  >
                    {sub.name}
                  </Link>
                  <div
                    style={{
                      display: 'grid',
                      gridTemplateColumns: 'repeat(auto-fill, minmax(80px, 1fr))',
                      gap: 8,
                    }}
                  >
                    {sub.children.map((leaf) => (
                      <Link
                        key={leaf.id}
                        to={m.search({ category_id: leaf.id })}
                        data-testid="m-category-leaf"
                        style={{
                          minHeight: 44,
                          display: 'flex',
                          alignItems: 'center',
                          justifyContent: 'center',
                          background: '#f7f7f7',
                          borderRadius: 6,
                          fontSize: 13,
                          padding: '0 4px',
                          textAlign: 'center',
                        }}
                      >
                        {leaf.name}
                      </Link>
                    ))}
                  </div>
                </div>
              ))}
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
