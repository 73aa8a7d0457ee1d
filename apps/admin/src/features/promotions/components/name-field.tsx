import { Form, Input } from 'antd';

/** The name of a promotion (活动名称, 优惠券名称…): required, at most 64 characters as the API stores it. */
export function NameField({
  label = '活动名称',
  placeholder,
  testId,
}: {
  label?: string;
  placeholder: string;
  testId: string;
}) {
  return (
    <Form.Item
      name="name"
      label={label}
      rules={[
        { required: true, whitespace: true, message: `请填写${label}` },
        { max: 64, message: `${label}不能超过64个字符` },
      ]}
    >
      <Input maxLength={64} showCount placeholder={placeholder} data-testid={testId} />
    </Form.Item>
  );
}
