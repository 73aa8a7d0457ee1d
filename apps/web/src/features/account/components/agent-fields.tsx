import { Form, Input } from 'antd';

/**
 * 委托人 (the person the company authorises to buy for it): name and ID-card number, as registration,
 * 微信注册 and 多门店注册 ask them. `testIdPrefix` names the inputs for the browser tests.
 */
export function AgentFields({ testIdPrefix }: { testIdPrefix?: string }) {
  const testId = (field: string) => (testIdPrefix ? `${testIdPrefix}-${field}` : undefined);
  return (
    <>
      <Form.Item
        label="委托人姓名"
        name="agent_name"
        rules={[{ required: true, whitespace: true, message: '请输入委托人姓名' }]}
      >
        <Input maxLength={32} data-testid={testId('agent-name')} />
      </Form.Item>
      <Form.Item
        label="委托人身份证号"
        name="agent_id_number"
        rules={[
          { required: true, message: '请输入委托人身份证号' },
          { pattern: /^\d{17}[\dXx]$/, message: '委托人身份证号不正确' },
        ]}
      >
        <Input maxLength={18} data-testid={testId('agent-id')} />
      </Form.Item>
    </>
  );
}
