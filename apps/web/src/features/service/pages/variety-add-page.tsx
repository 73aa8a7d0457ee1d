import { varietyCreateBody, VARIETY_QUANTITY_MAX, type VarietyCreateInput } from '@yaocai/contract';
import { App, Button, Form, Input, InputNumber } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useCreateVariety } from '../api/variety';
import { contractRule } from '@yaocai/web-kit/antd/contract-rule';
import { fieldErrors } from '../lib/field-errors';

const field = varietyCreateBody.shape;

interface VarietyForm {
  name: string;
  manufacturer?: string;
  spec?: string;
  quantity?: number | null;
  remark?: string;
}

/** 新增求购 (/pzqg/add): the goods the member wants and how many; the rules are the contract's. */
export function VarietyAddPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<VarietyForm>();
  const create = useCreateVariety();

  const submit = async (values: VarietyForm) => {
    const input: VarietyCreateInput = {
      name: values.name,
      manufacturer: values.manufacturer ?? '',
      spec: values.spec ?? '',
      quantity: values.quantity ?? '',
      remark: values.remark ?? '',
    };
    try {
      const { id } = await create.mutateAsync(input);
      message.success('求购已提交，我们会尽快为您处理');
      navigate(paths.wantedInfo(id));
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <UserCentreFrame testId="variety-add-page">
      <div className="uc-head">
        <h1>新增求购</h1>
        <div className="uc-head__tools">
          <Link to={paths.wantedList}>返回求购列表</Link>
        </div>
      </div>
      <p className="variety-intro">
        请尽量填写通用名、生产厂家和规格，便于采购专员准确询价；提交后可在“品种求购”中查看处理进度。
      </p>
      <Form<VarietyForm>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '110px' }}
        wrapperCol={{ flex: '420px' }}
        onFinish={(values) => void submit(values)}
        className="ac-form variety-form"
        data-testid="variety-form"
      >
        <Form.Item label="品种名称" name="name" required rules={[contractRule(field.name)]}>
          <Input
            maxLength={100}
            placeholder="药品通用名或商品名，如：小儿豉翘清热颗粒"
            data-testid="variety-field-name"
          />
        </Form.Item>
        <Form.Item label="生产厂家" name="manufacturer" rules={[contractRule(field.manufacturer)]}>
          <Input maxLength={100} placeholder="不限厂家可不填" data-testid="variety-field-manufacturer" />
        </Form.Item>
        <Form.Item label="规格" name="spec" rules={[contractRule(field.spec)]}>
          <Input maxLength={100} placeholder="如：2g*6袋、0.25g*24粒" data-testid="variety-field-spec" />
        </Form.Item>
        <Form.Item label="求购数量" name="quantity" required rules={[contractRule(field.quantity)]}>
          <InputNumber
            min={1}
            max={VARIETY_QUANTITY_MAX}
            precision={0}
            style={{ width: 200 }}
            placeholder="预计采购数量"
            data-testid="variety-field-quantity"
          />
        </Form.Item>
        <Form.Item label="备注" name="remark" rules={[contractRule(field.remark)]}>
          <Input.TextArea
            rows={4}
            maxLength={500}
            showCount
            placeholder="如：期望价格、效期要求、到货时间等"
            data-testid="variety-field-remark"
          />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="variety-submit">
            提交求购
          </Button>
          <Link to={paths.wantedList} style={{ marginLeft: 16 }}>
            取消
          </Link>
        </Form.Item>
      </Form>
    </UserCentreFrame>
  );
}

export default VarietyAddPage;
