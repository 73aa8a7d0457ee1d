import { Form } from 'antd';
import { AddRowButton, RemoveRowButton } from '../../../components/form-list-buttons';
import { MAX_TIERS, tiersMessage, type TierValues } from '../lib/full-reduction-form';
import { YuanInput } from '../../../components/yuan-input';

/** 满减档位: up to five rows of 满 X 元 减 Y 元, checked together by the domain's tier rule. */
export function TiersField() {
  return (
    <Form.Item
      label="满减档位"
      required
      extra={`按活动商品的合计金额计算，达到门槛即减，多档时只享受最高一档；最多${MAX_TIERS}档，门槛与减免须逐档递增`}
    >
      <Form.List
        name="tiers"
        rules={[
          {
            validator: async (_, tiers: TierValues[] | undefined) => {
              const message = tiersMessage(tiers ?? []);
              if (message) throw new Error(message);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div className="tier-list">
            {fields.map((field, index) => (
              <div key={field.key} className="tier-row" data-testid={`fr-tier-${index}`}>
                <span className="muted tier-index">第{index + 1}档</span>
                <span>满</span>
                <Form.Item name={[field.name, 'amount']} noStyle>
                  <YuanInput placeholder="门槛金额" suffix="元" width={160} testId="fr-tier-amount" />
                </Form.Item>
                <span>减</span>
                <Form.Item name={[field.name, 'reduction']} noStyle>
                  <YuanInput placeholder="减免金额" suffix="元" width={160} testId="fr-tier-reduction" />
                </Form.Item>
                {fields.length > 1 && (
                  <RemoveRowButton label={`删除第${index + 1}档`} onRemove={() => remove(field.name)} />
                )}
              </div>
            ))}
            <AddRowButton
              count={fields.length}
              max={MAX_TIERS}
              label="添加一档"
              testId="fr-tier-add"
              onAdd={() => add({})}
            />
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
