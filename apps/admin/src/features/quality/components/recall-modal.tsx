import { useState } from 'react';
import { Alert, Form, Input, Modal, Radio, Select } from 'antd';
import type { RecallCreateInput } from '@yaocai/contract';
import { fieldErrors } from '@yaocai/web-kit/http';
import { useRecallBatches } from '../api/recalls';
import { required } from '../../../lib/required-rules';

interface Values {
  batch_ids: number[];
  level: number;
  reason: string;
  instructions: string;
}

/** 发起召回: the batches (searched by goods name or batch number), the level, the reason and what buyers must do. */
export function RecallModal({
  open,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: RecallCreateInput) => Promise<unknown>;
}) {
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const batches = useRecallBatches(keyword, open);
  const submit = async (values: Values) => {
    try {
      await onSubmit(values);
      form.resetFields();
    } catch (error) {
      form.setFields(fieldErrors(error) as { name: keyof Values; errors: string[] }[]);
    }
  };
  return (
    <Modal
      title="发起召回"
      open={open}
      width={640}
      okText="确认召回"
      okButtonProps={{ danger: true, 'data-testid': 'recall-submit' }}
      confirmLoading={pending}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title="确认后所选批次立即停售：未付款订单自动取消，已付款未发货的商品暂停发货，已收货的购货单位会收到召回通知。"
      />
      <Form form={form} layout="vertical" initialValues={{ level: 2 }} onFinish={(v) => void submit(v)}>
        <Form.Item name="batch_ids" label="召回批次" rules={required('请选择召回批次')}>
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            placeholder="输入商品名或批号搜索"
            loading={batches.isFetching}
            data-testid="recall-batches"
            options={(batches.data?.list ?? []).map((b) => ({
              value: b.batch_id,
              disabled: b.recalled,
              label: `${b.goods_name} ${b.spec} 批号${b.batch_no}（库存${b.stock}，已售${b.units_sold}${b.recalled ? '，已召回' : ''}）`,
            }))}
          />
        </Form.Item>
        <Form.Item name="level" label="召回级别" rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 1, label: '一级（可能引起严重健康危害）' },
              { value: 2, label: '二级' },
              { value: 3, label: '三级' },
            ]}
          />
        </Form.Item>
        <Form.Item name="reason" label="召回原因" rules={required('请填写召回原因')}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="recall-reason" />
        </Form.Item>
        <Form.Item name="instructions" label="处置要求（购货单位将看到）" rules={required('请填写处置要求')}>
          <Input.TextArea rows={3} maxLength={2000} showCount data-testid="recall-instructions" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
