import type { ReactNode } from 'react';
import { Form, type FormInstance } from 'antd';
import { AddRowButton, RemoveRowButton } from '../../../components/form-list-buttons';
import { GoodsSelect, type GoodsChoice } from './goods-picker';
import { required } from '../../../lib/required-rules';

/** A Form.List row as the goods-rows field hands it to the page's own cells. */
export interface GoodsRow {
  name: number;
  index: number;
}

/**
 * A promotion's goods as form rows (组合商品, 换购商品): each row picks a goods (its 供货价 kept in a
 * hidden `base_price`), then the page's own cells (`cells`), then 删除; 添加商品 below while fewer than
 * `max`. `check` says what is wrong with the rows together. Test ids: `${testId}-${index}` a row,
 * `${testId}-add` the add button; `selectTestId` the goods select.
 */
export function GoodsRowsField<V>({
  form,
  known,
  name,
  label,
  extra,
  check,
  minRows,
  max,
  newRow,
  testId,
  selectTestId,
  cells,
}: {
  form: FormInstance<V>;
  known: readonly GoodsChoice[];
  name: string;
  label: string;
  extra: string;
  check: (rows: unknown[] | undefined) => string | null | undefined;
  minRows: number;
  max: number;
  newRow: object;
  testId: string;
  selectTestId: string;
  cells: (row: GoodsRow) => ReactNode;
}) {
  return (
    <Form.Item label={label} required extra={extra}>
      <Form.List
        name={name}
        rules={[
          {
            validator: async (_, rows: unknown[] | undefined) => {
              const message = check(rows);
              if (message) throw new Error(message);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div className="preview-lines">
            {fields.map((field, index) => (
              <div key={field.key} className="preview-line" data-testid={`${testId}-${index}`}>
                <span className="muted preview-line-index">{index + 1}</span>
                <Form.Item
                  name={[field.name, 'goods_id']}
                  rules={required('请选择商品')}
                  className="preview-line-goods"
                >
                  <GoodsSelect
                    known={known}
                    onChoose={(choice) =>
                      (form as FormInstance).setFieldValue(
                        [name, field.name, 'base_price'],
                        choice?.base_price,
                      )
                    }
                    testId={selectTestId}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'base_price']} hidden>
                  <input type="hidden" />
                </Form.Item>
                {cells({ name: field.name, index })}
                <RemoveRowButton
                  label={`删除商品${index + 1}`}
                  disabled={fields.length <= minRows}
                  onRemove={() => remove(field.name)}
                />
              </div>
            ))}
            <AddRowButton
              count={fields.length}
              max={max}
              label="添加商品"
              testId={`${testId}-add`}
              onAdd={() => add(newRow)}
            />
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
