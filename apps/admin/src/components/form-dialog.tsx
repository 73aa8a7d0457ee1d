import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import { fieldErrors } from '@yaocai/web-kit/http';

/**
 * A console dialog around one vertical form: its title, width and OK button (text, test id, busy while
 * `pending`, red when `danger`); OK submits the form, closing forgets it. A 422's field errors land
 * under their fields (`fieldName` maps an API field to the form's). `intro` stands above the form;
 * `formKey` starts the form afresh for another record.
 */
export function FormDialog<V extends object>({
  form,
  open,
  title,
  width,
  okText = '保存',
  okTestId,
  danger,
  pending,
  onCancel,
  onSubmit,
  fieldName = (name) => name,
  formKey,
  initialValues,
  onValuesChange,
  intro,
  children,
}: {
  form: FormInstance<V>;
  open: boolean;
  title: ReactNode;
  width?: number;
  okText?: string;
  okTestId: string;
  danger?: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (values: V) => unknown;
  fieldName?: (name: string) => string | (string | number)[];
  formKey?: string | number;
  initialValues?: FormProps<V>['initialValues'];
  onValuesChange?: FormProps<V>['onValuesChange'];
  intro?: ReactNode;
  children: ReactNode;
}) {
  const submit = async (values: V) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = fieldErrors(error).map((f) => ({ ...f, name: fieldName(f.name) }));
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText}
      okButtonProps={{ danger, loading: pending, 'data-testid': okTestId }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      {intro}
      <Form<V>
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        key={formKey}
        initialValues={initialValues}
        onValuesChange={onValuesChange}
      >
        {children}
      </Form>
    </Modal>
  );
}
