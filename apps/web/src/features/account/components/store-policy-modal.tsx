import type { StoreSummary } from '@yaocai/contract';
import { Alert, App, Form, InputNumber, Modal, type ButtonProps } from 'antd';
import { useEffect } from 'react';
import { ApiError } from '@yaocai/web-kit/http';
import { useSaveStorePolicy } from '../api/store-policy';

interface Props {
  store: StoreSummary | null;
  onClose(): void;
}

interface Values {
  monthly_limit: string | null;
  approval_over: string | null;
}

const yuanInput = {
  min: '0',
  max: '10000000',
  step: '100',
  precision: 2,
  stringMode: true,
  prefix: '¥',
  style: { width: 220 },
} as const;

/** 设置额度: a store's monthly purchasing limit and the amount above which its orders need approval. */
export function StorePolicyModal({ store, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveStorePolicy();

  useEffect(() => {
    if (store) {
      form.setFieldsValue({
        monthly_limit: store.policy.monthly_limit,
        approval_over: store.policy.approval_over,
      });
    }
  }, [store, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await save.mutateAsync({
        id: store!.id,
        monthly_limit: values.monthly_limit ?? '',
        approval_over: values.approval_over ?? '',
      });
      message.success('门店采购额度已保存');
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        form.setFields(
          Object.entries(e.errors).map(([name, errors]) => ({ name: name as keyof Values, errors })),
        );
      }
    }
  };

  return (
    <Modal
      open={store !== null}
      title={store ? `设置采购额度 · ${store.company}` : '设置采购额度'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'store-policy-save' } as ButtonProps}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Alert
        type="info"
        showIcon
        className="st-policy-tip"
        title="门店下单时按以下规则校验；留空表示不限制"
        description={
          store ? `本月（自然月）已采购 ¥${store.policy.month_spent}，已取消的订单不计入。` : undefined
        }
      />
      <Form form={form} layout="horizontal" labelCol={{ span: 7 }} data-testid="store-policy-form">
        <Form.Item
          label="月度采购额度"
          name="monthly_limit"
          extra="门店当月订单金额合计不得超过此额度，超出时无法提交订单"
        >
          <InputNumber<string> {...yuanInput} min="1" placeholder="不限制" data-testid="policy-monthly" />
        </Form.Item>
        <Form.Item
          label="需总部审批金额"
          name="approval_over"
          extra="单笔订单应付金额超过此金额时，需总部在“采购审批”中通过后门店才能支付（72小时未审批自动取消）"
        >
          <InputNumber<string> {...yuanInput} placeholder="无需审批" data-testid="policy-approval" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
