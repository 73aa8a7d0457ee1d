import { Form, Input, InputNumber, Modal, Switch } from 'antd';
import type { DrawAdminInput, DrawAdminView } from '@yaocai/contract';
import { fieldErrors } from '../../../lib/http';
import { drawFieldName, drawInput, drawValues, type DrawValues } from '../lib/draw-form';
import { DrawPrizesField } from './draw-prizes-field';
import { WindowField } from './window-field';

/** 新增抽奖 / 编辑抽奖: name, picture, rules, window, draws per member and the prizes. */
export function DrawModal({
  editing,
  pending,
  onCancel,
  onSubmit,
}: {
  /** The raffle edited, `'new'` for a new one, null when closed. */
  editing: DrawAdminView | 'new' | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: DrawAdminInput) => Promise<unknown>;
}) {
  const [form] = Form.useForm<DrawValues>();
  const draw = editing === 'new' ? undefined : (editing ?? undefined);

  const submit = async (values: DrawValues) => {
    try {
      await onSubmit(drawInput(values));
    } catch (error) {
      const fields = fieldErrors(error).map((f) => ({ ...f, name: drawFieldName(f.name) }));
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={draw ? `编辑抽奖活动 · ${draw.name}` : '新增抽奖活动'}
      width={1060}
      okText="保存"
      okButtonProps={{ loading: pending, 'data-testid': 'draw-save' }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        key={editing === null ? 'closed' : (draw?.id ?? 'new')}
        initialValues={editing ? drawValues(draw) : undefined}
      >
        <div className="draw-form-grid">
          <Form.Item
            name="name"
            label="活动名称"
            rules={[
              { required: true, whitespace: true, message: '请填写活动名称' },
              { max: 64, message: '活动名称不能超过64个字符' },
            ]}
          >
            <Input
              maxLength={64}
              showCount
              placeholder="如：开年采购节 · 幸运九宫格"
              data-testid="draw-name"
            />
          </Form.Item>
          <Form.Item
            name="image"
            label="弹窗头图"
            extra="站内地址（/img/banner/…）或 https 地址；留空则显示红色底图"
          >
            <Input maxLength={300} placeholder="/img/banner/123.svg" />
          </Form.Item>
        </div>
        <WindowField testId="draw-window" />
        <div className="draw-form-grid">
          <Form.Item name="times_per_member" label="每人抽奖次数" extra="用完次数后不再自动弹出抽奖窗口">
            <InputNumber min={1} max={100} precision={0} />
          </Form.Item>
          <Form.Item
            name="is_on"
            label="上线"
            valuePropName="checked"
            extra="下线后会员端不再显示，也不能抽奖"
          >
            <Switch checkedChildren="上线" unCheckedChildren="下线" />
          </Form.Item>
        </div>
        <Form.Item name="rules" label="活动规则" rules={[{ max: 2000, message: '活动规则不能超过2000个字' }]}>
          <Input.TextArea rows={4} maxLength={2000} placeholder="每行一条规则，会员在抽奖窗口中看到" />
        </Form.Item>
        <Form.Item label="奖品（九宫格最多8个；概率 = 权重 ÷ 有库存奖品的权重之和）" required>
          <DrawPrizesField />
        </Form.Item>
      </Form>
    </Modal>
  );
}
