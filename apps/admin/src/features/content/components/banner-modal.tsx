import { Form, Input, InputNumber, Select } from 'antd';
import {
  BANNER_POSITIONS,
  bannerInput,
  type BannerInput,
  type BannerPosition,
  type OperatorBanner,
} from '@yaocai/contract';
import { isBannerPosition, POSITION_OPTIONS, positionSize } from '../lib/content-labels';
import { ImageField } from './image-field';
import { FormDialog } from '../../../components/form-dialog';
import { contractItem } from '../../../components/contract-item';

const Item = contractItem(bannerInput.shape);

interface BannerValues {
  position: BannerPosition;
  title: string;
  image: string;
  url: string;
  sort: number | null;
}

/** What the modal edits: a banner, or a new one for a position. */
export type BannerEditing = { banner: OperatorBanner } | { position: BannerPosition };

function initialValues(editing: BannerEditing): BannerValues {
  if ('position' in editing) return { position: editing.position, title: '', image: '', url: '', sort: 0 };
  const { banner } = editing;
  return {
    position: isBannerPosition(banner.position) ? banner.position : 'home',
    title: banner.title,
    image: banner.image,
    url: banner.url,
    sort: banner.sort,
  };
}

/** 新增广告 / 编辑广告: position (with its picture size), title, picture, link and order. */
export function BannerModal({
  editing,
  pending,
  onCancel,
  onSubmit,
}: {
  editing: BannerEditing | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: BannerInput) => Promise<unknown>;
}) {
  const [form] = Form.useForm<BannerValues>();
  const position = (Form.useWatch('position', form) ?? 'home') as BannerPosition;
  const size = BANNER_POSITIONS[position]?.size ?? BANNER_POSITIONS.home.size;

  const submit = async (values: BannerValues) => {
    await onSubmit({
      position: values.position,
      title: values.title.trim(),
      image: values.image.trim(),
      url: (values.url ?? '').trim(),
      sort: values.sort ?? 0,
    });
  };

  const isNew = editing !== null && 'position' in editing;
  return (
    <FormDialog
      form={form}
      open={editing !== null}
      title={isNew ? '新增广告' : '编辑广告'}
      width={640}
      okText="保存"
      okTestId="banner-save"
      pending={pending}
      onCancel={onCancel}
      onSubmit={submit}
      formKey={editing === null ? 'closed' : 'banner' in editing ? editing.banner.id : 'new'}
      initialValues={editing ? initialValues(editing) : undefined}
    >
      <Item
        name="position"
        label="广告位"
        required
        extra={`建议图片尺寸 ${positionSize(position)} 像素，JPG 或 PNG，不超过5MB`}
      >
        <Select options={POSITION_OPTIONS} data-testid="banner-form-position" />
      </Item>
      <Item name="title" label="标题" required>
        <Input maxLength={100} showCount placeholder="如：秋冬常备药品专场" data-testid="banner-title" />
      </Item>
      <Item name="image" label="图片" required>
        <ImageField size={size} testId="banner-image" />
      </Item>
      <Item name="url" label="链接地址" extra="点击广告打开的页面，如 /goods/12 或 https://…；不填则不跳转">
        <Input allowClear placeholder="选填" data-testid="banner-url" />
      </Item>
      <Item name="sort" label="排序" extra="数字越小越靠前">
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} data-testid="banner-sort" />
      </Item>
    </FormDialog>
  );
}
