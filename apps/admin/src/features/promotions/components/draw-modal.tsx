import { Form, Input, InputNumber, Switch } from 'antd';
import type { DrawAdminInput, DrawAdminView } from '@yaocai/contract';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { NameField } from './name-field';
import { drawFieldName, drawInput, drawValues, type DrawValues } from '../lib/draw-form';
import { DrawPrizesField } from './draw-prizes-field';
import { WindowField } from './window-field';

/** 新增抽奖 / 编辑抽奖: name, picture, rules, window, draws per member and the prizes. */
export function DrawModal(editor: EditorProps<DrawAdminView, DrawAdminInput>) {
  const [form] = Form.useForm<DrawValues>();

  return (
    <FormModal
      form={form}
      editor={editor}
      frame={{ titles: ['新增抽奖活动', '编辑抽奖活动'], width: 1060, saveTestId: 'draw-save' }}
      spec={{ toInput: drawInput, valuesOf: drawValues, fieldName: drawFieldName }}
    >
      <div className="draw-form-grid">
        <NameField placeholder="如：开年采购节 · 幸运九宫格" testId="draw-name" />
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
        <Form.Item name="is_on" label="上线" valuePropName="checked" extra="下线后会员端不再显示，也不能抽奖">
          <Switch checkedChildren="上线" unCheckedChildren="下线" />
        </Form.Item>
      </div>
      <Form.Item name="rules" label="活动规则" rules={[{ max: 2000, message: '活动规则不能超过2000个字' }]}>
        <Input.TextArea rows={4} maxLength={2000} placeholder="每行一条规则，会员在抽奖窗口中看到" />
      </Form.Item>
      <Form.Item label="奖品（九宫格最多8个；概率 = 权重 ÷ 有库存奖品的权重之和）" required>
        <DrawPrizesField />
      </Form.Item>
    </FormModal>
  );
}
