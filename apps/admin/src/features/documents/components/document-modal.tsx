import { useEffect, useState } from 'react';
import { App, Button, DatePicker, Form, Input, Modal, Space, Typography, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { supplierDocumentBody, UPLOAD_MAX_BYTES, type SupplierDocument } from '@yaocai/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { fieldErrors } from '@yaocai/web-kit/http';
import { useSaveSupplierDocument, useUploadDocumentFile } from '../api/supplier-documents';
import { contractItem } from '../../../components/contract-item';

const Item = contractItem(supplierDocumentBody.shape);

interface Values {
  title: string;
  number: string;
  valid_until: Dayjs | null;
}

const FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** 上传 / 更换 one kind: name, number, validity and the scan (PDF, JPG or PNG). */
export function DocumentModal({
  document,
  onClose,
}: {
  document: SupplierDocument | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const save = useSaveSupplierDocument();
  const upload = useUploadDocumentFile();
  const [file, setFile] = useState<{ key: string; name: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    if (!document) return;
    setFile(null);
    setFileError(null);
    form.setFieldsValue({
      title: document.title,
      number: document.number,
      valid_until: document.valid_until ? dayjs(document.valid_until) : null,
    });
  }, [document, form]);

  const send = (picked: File) => {
    if (!FILE_TYPES.includes(picked.type)) return void message.error('请上传 PDF、JPG 或 PNG 文件');
    if (picked.size > UPLOAD_MAX_BYTES)
      return void message.error(`文件不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB，请压缩后重新上传`);
    upload.mutate(picked, {
      onSuccess: (answer) => {
        setFile({ key: answer.key, name: picked.name });
        setFileError(null);
      },
    });
  };

  const submit = async (values: Values) => {
    if (!document) return;
    if (!file && !document.file) return setFileError('请上传资料文件');
    try {
      await save.mutateAsync({
        kind: document.kind,
        input: {
          title: values.title.trim(),
          number: (values.number ?? '').trim(),
          valid_until: values.valid_until ? values.valid_until.format('YYYY-MM-DD') : '',
          file: file?.key ?? '',
        },
      });
      void message.success(`${document.kind_name}已${file ? '更换' : '保存'}`);
      onClose();
    } catch (error) {
      const errors = fieldErrors(error);
      setFileError(errors.find((e) => e.name === 'file')?.errors[0] ?? null);
      form.setFields(errors.filter((e) => e.name !== 'file') as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={document !== null}
      title={document ? `${document.file ? '更换' : '上传'}首营资料 · ${document.kind_name}` : ''}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="保存"
      okButtonProps={{ loading: save.isPending, disabled: upload.isPending, 'data-testid': 'document-save' }}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={submit} data-testid="document-form">
        <Item name="title" label="资料名称" required>
          <Input maxLength={100} data-testid="document-title" />
        </Item>
        <Item name="number" label="证号 / 编号">
          <Input maxLength={64} placeholder="如 京AA0100826" data-testid="document-number" />
        </Item>
        <Form.Item name="valid_until" label="有效期至" extra="长期有效的资料可不填">
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
            data-testid="document-valid-until"
          />
        </Form.Item>
        <Form.Item
          label="资料文件"
          required
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? '加盖公章的扫描件，PDF、JPG 或 PNG，不超过5MB'}
        >
          <Space orientation="vertical" size={4}>
            <Upload
              accept=".pdf,.jpg,.jpeg,.png"
              showUploadList={false}
              disabled={upload.isPending}
              beforeUpload={(picked) => {
                send(picked);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="document-file">
                {document?.file || file ? '选择新文件' : '选择文件'}
              </Button>
            </Upload>
            {(file || document?.file) && (
              <Typography.Text type={file ? 'success' : 'secondary'} data-testid="document-file-name">
                <PaperClipOutlined /> {file ? `新文件：${file.name}` : `当前文件：${document?.file?.name}`}
              </Typography.Text>
            )}
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
