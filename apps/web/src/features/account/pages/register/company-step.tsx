import { COMPANY_TYPES } from '@yaocai/contract';
import { Button, Form, Input, Radio } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../app/paths';
import { RegionCascader } from '../../components/region-cascader';
import {
  CompanyValues,
  draft,
  saveDraft,
  backToAccount,
  COMPANY_FIELDS,
  required,
  useDraftErrors,
} from './register-draft';

/** Step 2: company type, name, region, address and contact. */
export function CompanyStep() {
  const navigate = useNavigate();
  const [form] = Form.useForm<CompanyValues>();
  useEffect(() => {
    if (draft.company) form.setFieldsValue(draft.company);
  }, [form]);
  useDraftErrors(form, COMPANY_FIELDS);
  if (!draft.account?.password) return backToAccount();
  return (
    <Form<CompanyValues>
      form={form}
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 14 }}
      initialValues={{ company_type: 'pharmacy' }}
      onFinish={(values) => {
        if (!draft.region) {
          form.setFields([{ name: 'region_path', errors: ['请选择所在地区'] }]);
          return;
        }
        draft.company = values;
        saveDraft();
        navigate(paths.registerStep(3));
      }}
      onValuesChange={(_, values) => {
        draft.company = values;
        saveDraft();
      }}
      data-testid="register-company-form"
    >
      <Form.Item label="企业类型" name="company_type" rules={[{ required: true, message: '请选择企业类型' }]}>
        <Radio.Group
          options={Object.entries(COMPANY_TYPES).map(([value, label]) => ({ value, label }))}
          optionType="button"
        />
      </Form.Item>
      <Form.Item
        label="企业名称"
        name="company"
        rules={required('请输入企业名称')}
        extra="与营业执照上的名称一致"
      >
        <Input maxLength={100} placeholder="如 郑州仁和大药房有限公司" data-testid="register-company" />
      </Form.Item>
      <Form.Item label="所在地区" name="region_path" rules={[{ required: true, message: '请选择所在地区' }]}>
        <RegionCascader
          data-testid="register-region"
          onChange={(_, r) => {
            draft.region = r;
            saveDraft();
          }}
        />
      </Form.Item>
      <Form.Item label="详细地址" name="address" rules={required('请输入详细地址')}>
        <Input maxLength={200} placeholder="街道、门牌号" data-testid="register-address" />
      </Form.Item>
      <Form.Item label="联系人" name="name" rules={required('请输入联系人')} extra="负责采购的店长或采购员">
        <Input maxLength={32} data-testid="register-contact" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 6, span: 14 }}>
        <div className="reg-actions">
          <Button
            size="large"
            onClick={() => {
              draft.company = form.getFieldsValue();
              saveDraft();
              navigate(paths.registerStep(1));
            }}
          >
            上一步
          </Button>
          <Button type="primary" size="large" htmlType="submit" data-testid="register-next">
            下一步
          </Button>
        </div>
      </Form.Item>
    </Form>
  );
}
