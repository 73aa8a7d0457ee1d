import type { QualificationDocument, ZizhiInput } from '@yaocai/contract';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { ApiError } from '@yaocai/web-kit/http';
import { useSubmitZizhi } from '../api/submit-zizhi';
import { DocumentUploadInput } from './document-upload-input';
import { todayInShanghai } from '@yaocai/web-kit/format';

interface Values {
  kind: string;
  number: string;
  expires_on: Dayjs;
  image: string;
  agent_name?: string;
  agent_id_number?: string;
}

interface Props {
  /** The document being updated; null adds a kind the company has no copy of. */
  document: QualificationDocument | null;
  /** Kinds offered when adding. */
  kinds: string[];
  open: boolean;
  onClose(): void;
}

/** 更新证照: number, expiry and a new scan; the approved copy stays in force until the new one is approved. */
export function DocumentUpdateModal({ document, kinds, open, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const submit = useSubmitZizhi();
  const kind = Form.useWatch('kind', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (document) form.setFieldsValue({ kind: document.kind, agent_name: document.agent_name || undefined });
  }, [open, document, form]);

  const onFinish = async (v: Values) => {
    const input: ZizhiInput = {
      kind: v.kind as ZizhiInput['kind'],
      number: v.number,
      expires_on: v.expires_on.format('YYYY-MM-DD'),
      image: v.image,
      ...(v.kind === '采购委托书' ? { agent_name: v.agent_name, agent_id_number: v.agent_id_number } : {}),
    };
    try {
      await submit.mutateAsync(input);
      message.success(
        document?.status === 'approved' ? '已提交，审核通过前原证照继续有效' : '已提交，请等待审核',
      );
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        form.setFields(
          Object.entries(error.errors).map(([name, errors]) => ({ name: name as keyof Values, errors })),
        );
      }
    }
  };

  return (
    <Modal
      open={open}
      title={document ? `更新${document.kind}` : '新增资质证件'}
      okText="提交审核"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={submit.isPending}
      destroyOnHidden
      width={560}
      data-testid="document-update-modal"
    >
      {document?.status === 'approved' && (
        <p className="doc-modal__note">
          当前{document.kind}（{document.number}，有效期至{document.expires_on}
          ）在新证照审核通过前继续有效，不影响下单。
        </p>
      )}
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 17 }}
        onFinish={onFinish}
      >
        <Form.Item name="kind" label="证照类型" rules={[{ required: true, message: '请选择证照类型' }]}>
          <Select
            disabled={Boolean(document)}
            placeholder="请选择证照类型"
            options={kinds.map((k) => ({ value: k, label: k }))}
          />
        </Form.Item>
        <Form.Item
          name="number"
          label="证照编号"
          rules={[
            { required: true, whitespace: true, message: '请输入证照编号' },
            { max: 64, message: '证照编号不能超过64个字符' },
          ]}
        >
          <Input placeholder="与证照上的编号一致" maxLength={64} data-testid="document-number" />
        </Form.Item>
        <Form.Item name="expires_on" label="有效期至" rules={[{ required: true, message: '请选择有效期至' }]}>
          <DatePicker
            style={{ width: '100%' }}
            placeholder="请选择有效期截止日期"
            disabledDate={(d) => d.format('YYYY-MM-DD') <= todayInShanghai()}
            data-testid="document-expiry"
          />
        </Form.Item>
        {kind === '采购委托书' && (
          <>
            <Form.Item
              name="agent_name"
              label="委托人姓名"
              rules={[{ required: true, whitespace: true, message: '请输入委托人姓名' }]}
            >
              <Input maxLength={32} placeholder="采购人员姓名" />
            </Form.Item>
            <Form.Item
              name="agent_id_number"
              label="委托人身份证号"
              rules={[{ required: true, message: '请输入委托人身份证号' }]}
            >
              <Input maxLength={18} placeholder="18位身份证号码" />
            </Form.Item>
          </>
        )}
        <Form.Item name="image" label="证照图片" rules={[{ required: true, message: '请上传证照图片' }]}>
          <DocumentUploadInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}
