import { AutoComplete, Form, Input } from 'antd';
import { LOGISTICS_COMPANIES } from '../lib/order-labels';

const COMPANY_OPTIONS = LOGISTICS_COMPANIES.map((company) => ({ value: company }));

/** 物流公司: a common carrier or any other typed in. `testId` prefixes the input's test id. */
export function LogisticsCompanyItem({ testId }: { testId: string }) {
  return (
    <Form.Item
      name="logistics_company"
      label="物流公司"
      rules={[
        { required: true, whitespace: true, message: '请填写物流公司' },
        { max: 32, message: '物流公司不能超过32个字' },
      ]}
    >
      <AutoComplete
        options={COMPANY_OPTIONS}
        filterOption={(input, option) => String(option?.value ?? '').includes(input.trim())}
      >
        <Input placeholder="选择或输入物流公司" data-testid={`${testId}-company`} />
      </AutoComplete>
    </Form.Item>
  );
}

/** 运单号: 4–64 letters, digits or dashes. */
export function LogisticsNoItem({ testId }: { testId: string }) {
  return (
    <Form.Item
      name="logistics_no"
      label="运单号"
      rules={[
        { required: true, whitespace: true, message: '请填写运单号' },
        { pattern: /^\s*[A-Za-z0-9-]{4,64}\s*$/, message: '运单号格式不正确' },
      ]}
    >
      <Input placeholder="4–64 位字母、数字或横线" data-testid={`${testId}-no`} />
    </Form.Item>
  );
}
