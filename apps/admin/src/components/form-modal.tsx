import type { ReactNode } from 'react';
import type { FormInstance } from 'antd';
import { FormDialog } from './form-dialog';

/** What a list page hands its 新增 / 编辑 modal. */
export interface EditorProps<R, I> {
  /** The record edited, `'new'` for a new one, null when closed. */
  editing: R | 'new' | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (input: I) => Promise<unknown>;
}

/** A modal's frame: the title of a new record and of an edited one (followed by its name), or the title of either; its width and the 保存 button's test id. */
export interface ModalFrame<R> {
  titles: [string, string] | ((record: R | undefined) => string);
  width: number;
  saveTestId: string;
}

/**
 * How a form meets the API: the values become the API input, a record (or none, for 新增) gives the
 * form's first values, and an API field names the form's field its 422 message goes under.
 */
export interface FormSpec<V, R, I> {
  toInput: (values: V) => I;
  valuesOf: (record?: R) => V;
  fieldName?: (name: string) => string | (string | number)[];
}

/**
 * The shell of a console 新增 / 编辑 modal: the form opens with the edited record's values (or a new
 * one's), the values become the API input on 保存, and a 422's field errors land under their fields
 * (`fieldName` maps an API field to the form's, e.g. starts_at → window).
 */
export function FormModal<V extends object, R extends { id: number }, I>({
  form,
  editor: { editing, pending, onCancel, onSubmit },
  frame: { titles, width, saveTestId },
  spec: { toInput, valuesOf, fieldName },
  onValuesChange,
  intro,
  children,
}: {
  form: FormInstance<V>;
  editor: EditorProps<R, I>;
  frame: ModalFrame<R>;
  spec: FormSpec<V, R, I>;
  onValuesChange?: (changed: Partial<V>) => void;
  /** Shown above the form (a warning about the record edited). */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const record = editing === 'new' ? undefined : (editing ?? undefined);

  return (
    <FormDialog<V>
      form={form}
      open={editing !== null}
      title={titleOf(titles, record)}
      width={width}
      okTestId={saveTestId}
      pending={pending}
      onCancel={onCancel}
      onSubmit={(values: V) => onSubmit(toInput(values))}
      fieldName={fieldName}
      formKey={editing === null ? 'closed' : (record?.id ?? 'new')}
      initialValues={editing ? (valuesOf(record) as Parameters<typeof form.setFieldsValue>[0]) : undefined}
      onValuesChange={onValuesChange}
      intro={intro}
    >
      {children}
    </FormDialog>
  );
}

function titleOf<R>(
  titles: [string, string] | ((record: R | undefined) => string),
  record: R | undefined,
): string {
  if (typeof titles === 'function') return titles(record);
  return record ? `${titles[1]} · ${(record as { name?: string }).name ?? ''}` : titles[0];
}
