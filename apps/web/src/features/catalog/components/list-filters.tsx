import { useState, type ReactNode } from 'react';
import { CloseOutlined, DownOutlined, RightOutlined, UpOutlined } from '@ant-design/icons';
import type { CategoryTreeNode, GoodsFacets } from '../api/types';
import { categoryChoices, categoryTrail } from '../lib/category';

interface Option {
  value: string;
  label: string;
  count?: number;
}

const FOLDED = 12;

function FilterRow({
  label,
  options,
  selected,
  onPick,
  testId,
  lead,
}: {
  label: string;
  options: Option[];
  selected?: string;
  onPick: (value: string | undefined) => void;
  testId: string;
  lead?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const shown = open ? options : options.slice(0, FOLDED);
  return (
    <div className="list-filter" data-testid={testId}>
      <div className="list-filter__label">{label}：</div>
      <div className={open ? 'list-filter__options is-open' : 'list-filter__options'}>
        {lead}
        <button
          type="button"
          className={selected ? undefined : 'is-active'}
          onClick={() => onPick(undefined)}
        >
          全部
        </button>
        {shown.map((o) => (
          <button
            key={o.value}
            type="button"
            title={o.label}
            className={o.value === selected ? 'is-active' : undefined}
            aria-pressed={o.value === selected}
            onClick={() => onPick(o.value === selected ? undefined : o.value)}
          >
            {o.label}
            {o.count !== undefined && <i>({o.count})</i>}
          </button>
        ))}
      </div>
      {options.length > FOLDED && (
        <button type="button" className="list-filter__more" onClick={() => setOpen((v) => !v)}>
          {open ? (
            <>
              收起 <UpOutlined />
            </>
          ) : (
            <>
              更多 <DownOutlined />
            </>
          )}
        </button>
      )}
    </div>
  );
}

/**
 * A row whose choices are still on their way, as tall as it will be (one line of categories, two of
 * manufacturers or specs), so that the goods below do not jump when they come.
 */
function PendingRow({ label, lines }: { label: string; lines: 1 | 2 }) {
  return (
    <div className="list-filter list-filter--pending" aria-busy="true">
      <div className="list-filter__label">{label}：</div>
      <div className={`list-filter__options list-filter__options--lines-${lines}`}>
        <span className="list-filter__placeholder" />
      </div>
    </div>
  );
}

export interface ListFiltersProps {
  /** Undefined while the category tree loads. */
  tree?: CategoryTreeNode[];
  category?: number;
  categoryKind?: string;
  onCategory?: (id: number | undefined) => void;
  facets?: GoodsFacets;
  manufacturer?: string;
  onManufacturer?: (value: string | undefined) => void;
  spec?: string;
  onSpec: (value: string | undefined) => void;
  /** The list's first answer (with its facets) has not come yet. */
  pending?: boolean;
}

/** The selector above a goods list: category, manufacturer and spec, with the choices made. */
export function ListFilters(props: ListFiltersProps) {
  const {
    tree: loadedTree,
    category,
    categoryKind,
    onCategory,
    facets,
    manufacturer,
    onManufacturer,
    spec,
    onSpec,
    pending = false,
  } = props;
  const tree = loadedTree ?? [];
  const trail = categoryTrail(tree, category);
  const kindRootDepth = categoryKind ? 1 : 0;
  const crumbs = trail.slice(kindRootDepth);
  const choices = categoryChoices(tree, category, categoryKind);
  const pickedChoice = category !== undefined && choices.some((c) => c.id === category);
  const makers = facets?.manufacturers ?? [];
  const specs = facets?.specs ?? [];
  const makerName = makers.find((m) => String(m.id) === manufacturer)?.name ?? manufacturer;

  const chosen: { key: string; text: string; clear: () => void }[] = [];
  if (crumbs.length && onCategory)
    chosen.push({
      key: 'c',
      text: `分类：${crumbs[crumbs.length - 1].name}`,
      clear: () => onCategory(undefined),
    });
  if (manufacturer && onManufacturer)
    chosen.push({ key: 'm', text: `厂家：${makerName}`, clear: () => onManufacturer(undefined) });
  if (spec) chosen.push({ key: 's', text: `规格：${spec}`, clear: () => onSpec(undefined) });

  return (
    <div className="list-filters" data-testid="list-filters">
      {chosen.length > 0 && (
        <div className="list-filter list-filter--chosen">
          <div className="list-filter__label">已选条件：</div>
          <div className="list-filter__options">
            {chosen.map((c) => (
              <button key={c.key} type="button" className="chosen-chip" onClick={c.clear}>
                {c.text} <CloseOutlined />
              </button>
            ))}
          </div>
        </div>
      )}
      {onCategory && (pending || !loadedTree) && <PendingRow label="分类" lines={1} />}
      {onManufacturer && pending && <PendingRow label="生产厂家" lines={2} />}
      {pending && <PendingRow label="规格" lines={2} />}
      {onCategory && !pending && loadedTree && choices.length > 0 && (
        <FilterRow
          label="分类"
          testId="filter-category"
          options={choices.map((c) => ({ value: String(c.id), label: c.name }))}
          selected={pickedChoice ? String(category) : undefined}
          onPick={(v) => {
            // 全部 under a chosen leaf widens to its parent; under a chosen branch it is that branch.
            if (v !== undefined) onCategory(Number(v));
            else if (pickedChoice) onCategory(crumbs[crumbs.length - 2]?.id);
          }}
          lead={crumbs
            .filter((c) => !choices.some((choice) => choice.id === c.id))
            .map((c) => (
              <button
                key={c.id}
                type="button"
                className="list-filter__crumb"
                onClick={() => onCategory(c.id)}
              >
                {c.name} <RightOutlined />
              </button>
            ))}
        />
      )}
      {onManufacturer && !pending && makers.length > 0 && (
        <FilterRow
          label="生产厂家"
          testId="filter-manufacturer"
          options={makers.map((m) => ({ value: String(m.id), label: m.name, count: m.count }))}
          selected={manufacturer}
          onPick={onManufacturer}
        />
      )}
      {!pending && specs.length > 0 && (
        <FilterRow
          label="规格"
          testId="filter-spec"
          options={specs.map((s) => ({ value: s.name, label: s.name, count: s.count }))}
          selected={spec}
          onPick={onSpec}
        />
      )}
    </div>
  );
}
