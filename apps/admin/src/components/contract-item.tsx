import { Form, type FormItemProps } from 'antd';
import { contractRule } from '@yaocai/web-kit/antd/contract-rule';

type FieldSchemas = Record<string, Parameters<typeof contractRule>[0]>;

/**
 * The Form.Item of a contract body's fields: `<Item name="url" label="链接地址">` checks the field
 * with `shape.url`, so the form refuses what the API would refuse, with the same message.
 */
export function contractItem<S extends FieldSchemas>(shape: S) {
  return function ContractItem({
    name,
    ...item
  }: Omit<FormItemProps, 'name' | 'rules'> & { name: keyof S & string }) {
    return <Form.Item name={name} rules={[contractRule(shape[name])]} {...item} />;
  };
}
