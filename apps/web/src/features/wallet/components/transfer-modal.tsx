import { App, Button, DatePicker, Form, Image, Input, Modal, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { EMPTY_SLIP, slipInput, type TransferSlipValues } from '@yaocai/web-kit/transfer-slip';
import { fieldErrors } from '@yaocai/web-kit/http';
import { useUploadFile } from '../../account/api/upload';
import { useAnnounceTransfer } from '../api/finance';

function SlipInput({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { message } = App.useApp();
  const upload = useUploadFile();
  return (
    <div className="transfer-slip">
      {value && <Image src={value} width={96} alt="汇款凭证" />}
      <Upload
        accept=".jpg,.jpeg,.png"
        showUploadList={false}
        beforeUpload={(file) => {
          if (!['image/jpeg', 'image/png'].includes(file.type))
            void message.error('请上传 JPG 或 PNG 格式的图片');
          else if (file.size > 5 * 1024 * 1024) void message.error('图片不能超过5MB，请压缩后重新上传');
          else upload.mutate({ file, purpose: 'receipt' }, { onSuccess: (answer) => onChange?.(answer.url) });
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="my-transfer-voucher">
          {value ? '重新上传' : '上传汇款凭证'}
        </Button>
      </Upload>
    </div>
  );
}

/** 线下汇款: the buyer says what it transferred (amount, bank, reference, slip); finance checks and credits it. */
export function TransferModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<TransferSlipValues>();
  const { message } = App.useApp();
  const announce = useAnnounceTransfer();
  const submit = async (v: TransferSlipValues) => {
    try {
      const saved = await announce.mutateAsync(slipInput(v));
      void message.success(`已提交汇款 ${saved.transfer_no}，财务核对到账后计入余额`);
      form.resetFields();
      onClose();
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };
  return (
    <Modal
      open={open}
      title="登记线下汇款"
      okText="提交"
      okButtonProps={{ loading: announce.isPending, 'data-testid': 'my-transfer-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <p className="muted">请先通过银行对公转账汇款，再在此登记；财务核对银行流水后计入账户余额。</p>
      <Form<TransferSlipValues> form={form} layout="vertical" onFinish={submit} initialValues={EMPTY_SLIP}>
        <Form.Item
          name="amount"
          label="汇款金额（元）"
          rules={[{ required: true, message: '请填写汇款金额' }]}
        >
          <Input placeholder="例如 5000.00" data-testid="my-transfer-amount" />
        </Form.Item>
        <Form.Item name="bank_name" label="汇款银行">
          <Input maxLength={64} placeholder="例如 中国建设银行" data-testid="my-transfer-bank" />
        </Form.Item>
        <Form.Item
          name="bank_ref"
          label="银行流水号"
          rules={[{ required: true, message: '请填写银行流水号' }]}
        >
          <Input maxLength={64} data-testid="my-transfer-ref" />
        </Form.Item>
        <Form.Item name="paid_on" label="汇款日期" rules={[{ required: true, message: '请选择汇款日期' }]}>
          <DatePicker style={{ width: '100%' }} data-testid="my-transfer-date" />
        </Form.Item>
        <Form.Item
          name="voucher"
          label="汇款凭证"
          rules={[{ required: true, message: '请上传汇款凭证图片' }]}
        >
          <SlipInput />
        </Form.Item>
        <Form.Item name="note" label="备注">
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
