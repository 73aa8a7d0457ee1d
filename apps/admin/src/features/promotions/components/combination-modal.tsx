import { Alert, Form } from 'antd';
import type { CombinationAdminView, CombinationInput } from '@yaocai/contract';
import { formatYuan as fenToYuan, parseYuan } from '@yaocai/domain';
import { FormModal, type EditorProps } from '../../../components/form-modal';
import { formatYuan } from '@yaocai/web-kit/format';
import {
  bundlePriceMessage,
  combinationField,
  combinationInput,
  combinationValues,
  normalTotalOf,
  type CombinationValues,
} from '../lib/combination-form';
import { CombinationItemsField } from './combination-items-field';
import { NameField } from './name-field';
import { WindowField } from './window-field';
import { YuanInput } from '../../../components/yuan-input';

/** 原价合计 / 组合价 / 立省 as the form stands. */
function SavingLine({ form }: { form: ReturnType<typeof Form.useForm<CombinationValues>>[0] }) {
  const normal = normalTotalOf(Form.useWatch('items', form));
  const price = parseYuan(String(Form.useWatch('price', form) ?? '').trim());
  if (normal === null) return null;
  const saving = price === null ? null : normal - price;
  return (
    <Alert
      type={saving !== null && saving <= 0 ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="cb-saving"
      title={
        <span>
          商品原价合计 <b className="money">{formatYuan(fenToYuan(normal))}</b>
          {price !== null && (
            <>
              ，组合价 <b className="money">{formatYuan(fenToYuan(price))}</b>
              {saving !== null && saving > 0 ? (
                <>
                  ，买家每套立省 <b className="money money-strong">{formatYuan(fenToYuan(saving))}</b>
                </>
              ) : (
                '，组合价须低于原价合计'
              )}
            </>
          )}
        </span>
      }
    />
  );
}

/** 新增 / 编辑组合购: name, goods × quantities, the bundle price below their normal total, and the window. */
export function CombinationModal(editor: EditorProps<CombinationAdminView, CombinationInput>) {
  const { editing } = editor;
  const [form] = Form.useForm<CombinationValues>();
  const bundle = editing === 'new' ? undefined : (editing ?? undefined);
  const known = (bundle?.items ?? []).map((i) => ({
    id: i.goods_id,
    name: i.goods_name,
    spec: i.spec,
    base_price: i.base_price,
  }));

  return (
    <FormModal
      form={form}
      editor={editor}
      frame={{ titles: ['新增组合购', '编辑组合购'], width: 820, saveTestId: 'cb-save' }}
      spec={{ toInput: combinationInput, valuesOf: combinationValues, fieldName: combinationField }}
      onValuesChange={(changed: Partial<CombinationValues>) => {
        // The price is checked against the goods: a change of goods checks an entered price again.
        if (changed.items && form.getFieldValue('price')) {
          form.validateFields(['price']).catch(() => undefined);
        }
      }}
    >
      <NameField label="组合名称" placeholder="如：感冒常备组合" testId="cb-name" />
      <CombinationItemsField form={form} known={known} />
      <Form.Item
        name="price"
        label="组合价（每套）"
        required
        extra="须低于商品原价合计；保存时按各商品原价比例分摊到每件商品"
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, price: string | null | undefined) => {
              const message = bundlePriceMessage(price, getFieldValue('items') as CombinationValues['items']);
              if (message) throw new Error(message);
            },
          }),
        ]}
      >
        <YuanInput prefix="¥" suffix="元" width={200} testId="cb-price" />
      </Form.Item>
      <SavingLine form={form} />
      <WindowField testId="cb-window" />
    </FormModal>
  );
}
