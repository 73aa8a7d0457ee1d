import { Button, Popup, Selector } from 'antd-mobile';
import type { GoodsListAnswer } from '@yaocai/contract';

/** 搜索's filter sheet: stock and expiry, manufacturer and spec from the list's facets. */
export function SearchFilters({
  open,
  onClose,
  facets,
  params,
  change,
}: {
  open: boolean;
  onClose: () => void;
  facets: GoodsListAnswer['facets'] | undefined;
  params: URLSearchParams;
  change: (patch: Record<string, string | undefined>) => void;
}) {
  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      position="bottom"
      bodyStyle={{ maxHeight: '75vh', overflowY: 'auto', padding: 16, borderRadius: '12px 12px 0 0' }}
    >
      <div data-testid="m-filters">
        <div className="section-title">库存与效期</div>
        <Selector
          multiple
          options={[
            { label: '仅看有货', value: 'in_stock' },
            { label: '近效期', value: 'near_expiry' },
          ]}
          value={[
            ...(params.get('in_stock') === '1' ? ['in_stock'] : []),
            ...(params.get('zone') === 'near_expiry' ? ['near_expiry'] : []),
          ]}
          onChange={(v) =>
            change({
              in_stock: v.includes('in_stock') ? '1' : undefined,
              zone: v.includes('near_expiry')
                ? 'near_expiry'
                : params.get('zone') === 'near_expiry'
                  ? undefined
                  : (params.get('zone') ?? undefined),
            })
          }
        />
        <div className="section-title" style={{ marginTop: 16 }}>
          生产厂家
        </div>
        <Selector
          options={(facets?.manufacturers ?? []).slice(0, 12).map((f) => ({ label: f.name, value: f.name }))}
          value={params.get('manufacturer') ? [params.get('manufacturer')!] : []}
          onChange={(v) => change({ manufacturer: v[0] })}
          style={{ '--padding': '8px 10px' } as React.CSSProperties}
        />
        <div className="section-title" style={{ marginTop: 16 }}>
          规格
        </div>
        <Selector
          options={(facets?.specs ?? []).slice(0, 12).map((f) => ({ label: f.name, value: f.name }))}
          value={params.get('spec') ? [params.get('spec')!] : []}
          onChange={(v) => change({ spec: v[0] })}
        />
        <div style={{ display: 'flex', gap: 12, marginTop: 20 }}>
          <Button
            block
            onClick={() =>
              change({ manufacturer: undefined, spec: undefined, in_stock: undefined, zone: undefined })
            }
          >
            重置
          </Button>
          <Button block color="primary" onClick={onClose}>
            完成
          </Button>
        </div>
      </div>
    </Popup>
  );
}
