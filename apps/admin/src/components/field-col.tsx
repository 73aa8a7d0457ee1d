import { Col, Form, type ColProps, type FormItemProps } from 'antd';

/** A form field in a grid column: the column's widths (`span`, `xs`, `md`) and the Form.Item's props. */
export function FieldCol({
  span,
  xs,
  md,
  children,
  ...item
}: Pick<ColProps, 'span' | 'xs' | 'md'> & FormItemProps) {
  return (
    <Col span={span} xs={xs} md={md}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}
