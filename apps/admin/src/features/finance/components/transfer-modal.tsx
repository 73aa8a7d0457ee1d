import { useState } from 'react';
import { DatePicker, Form, Input, Radio, Select } from 'antd';
import { TRANSFER_PURPOSE_NAMES, TRANSFER_PURPOSES, type OperatorTransferInput } from '@yaocai/contract';
import { EMPTY_SLIP, slipInput, type TransferSlipValues } from '@yaocai/web-kit/transfer-slip';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { useCompanies, useUnpaidOrders } from '../api/finance';
import { SlipUpload } from './slip-upload';
import { required } from '../../../lib/required-rules';

interface Values extends TransferSlipValues {
  company_id?: number;
  purpose: (typeof TRANSFER_PURPOSES)[number];
  order_id?: number;
}

/** 登记汇款: the paying company, what the money is for, the amount, the bank's reference and the slip. */
export function TransferModal(editor: EditorProps<{ id: number }, OperatorTransferInput>) {
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const companies = useCompanies(keyword);
  const companyId = Form.useWatch('company_id', form);
  const purpose = Form.useWatch('purpose', form);
  const orders = useUnpaidOrders(purpose === 'order' ? companyId : undefined);
  return (
    <FormModal<Values, { id: number }, OperatorTransferInput>
      form={form}
      editor={editor}
      frame={{ titles: ['登记线下汇款', '登记线下汇款'], width: 560, saveTestId: 'transfer-save' }}
      spec={{
        toInput: (v) => ({
          company_id: v.company_id ?? 0,
          purpose: v.purpose,
          order_id: v.purpose === 'order' ? v.order_id : undefined,
          ...slipInput(v),
        }),
        valuesOf: () => ({ purpose: 'balance', ...EMPTY_SLIP }),
      }}
      intro={
        <p className="muted">登记后为「待复核」，须由另一位有复核权限的同事核对银行流水后通过，才会入账。</p>
      }
    >
      <Form.Item name="company_id" label="付款单位" rules={required('请选择付款单位')}>
        <Select
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          placeholder="输入单位名称或账号搜索"
          options={companies.data?.map((c) => ({ value: c.id, label: `${c.name}（${c.username}）` }))}
          data-testid="transfer-company"
        />
      </Form.Item>
      <Form.Item name="purpose" label="汇款用途">
        <Radio.Group
          options={TRANSFER_PURPOSES.map((p) => ({ value: p, label: TRANSFER_PURPOSE_NAMES[p] }))}
          data-testid="transfer-purpose"
        />
      </Form.Item>
      {purpose === 'order' && (
        <Form.Item name="order_id" label="支付的订单" rules={required('请选择要支付的订单')}>
          <Select
            placeholder="该单位的待支付订单"
            options={orders.data?.map((o) => ({ value: o.id, label: `${o.order_no} · ¥${o.payable}` }))}
            onChange={(id) => {
              const order = orders.data?.find((o) => o.id === id);
              if (order) form.setFieldValue('amount', order.payable);
            }}
          />
        </Form.Item>
      )}
      <Form.Item name="amount" label="汇款金额（元）" rules={required('请填写汇款金额')}>
        <Input placeholder="例如 5000.00" data-testid="transfer-amount" />
      </Form.Item>
      <Form.Item name="bank_name" label="汇款银行">
        <Input placeholder="例如 中国工商银行" maxLength={64} data-testid="transfer-bank" />
      </Form.Item>
      <Form.Item name="bank_ref" label="银行流水号" rules={required('请填写银行流水号')}>
        <Input maxLength={64} data-testid="transfer-ref" />
      </Form.Item>
      <Form.Item name="paid_on" label="汇款日期" rules={required('请选择汇款日期')}>
        <DatePicker style={{ width: '100%' }} data-testid="transfer-paid-on" />
      </Form.Item>
      <Form.Item name="voucher" label="汇款凭证" rules={required('请上传汇款凭证图片')}>
        <SlipUpload />
      </Form.Item>
      <Form.Item name="note" label="备注">
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}
