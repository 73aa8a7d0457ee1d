import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_TYPE_CODES,
  FEEDBACK_TYPES,
  feedbackBody,
  type FeedbackInput,
} from '@yaocai/contract';
import { App, Button, Form, Input, Radio } from 'antd';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useSubmitFeedback } from '../api/feedback';
import { FeedbackImagesInput } from '../components/feedback-images-input';
import { FeedbackList } from '../components/feedback-list';
import { contractRule } from '@yaocai/web-kit/antd/contract-rule';
import { fieldErrors } from '../lib/field-errors';

const field = feedbackBody.shape;

interface FeedbackForm {
  type: number;
  content: string;
  phone?: string;
  images?: string[];
}

/**
 * 意见反馈 (/yjfk): the member tells the site what to improve (type, words, a phone to call back,
 * up to three pictures); below, its earlier feedback with the staff's replies.
 */
export function FeedbackPage() {
  const { message } = App.useApp();
  const [form] = Form.useForm<FeedbackForm>();
  const submit = useSubmitFeedback();

  const send = async (values: FeedbackForm) => {
    const input: FeedbackInput = {
      type: values.type,
      content: values.content,
      phone: values.phone ?? '',
      images: values.images ?? [],
    };
    try {
      await submit.mutateAsync(input);
      message.success('感谢您的反馈，我们会尽快处理并回复');
      form.resetFields();
    } catch (error) {
      form.setFields(fieldErrors(error) as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <UserCentreFrame testId="feedback-page">
      <div className="uc-head">
        <h1>意见反馈</h1>
      </div>
      <p className="variety-intro">
        您在采购过程中遇到的问题或对平台的建议，都可以告诉我们；客服会在1个工作日内回复，回复同时发送到“我的消息”。
      </p>
      <Form<FeedbackForm>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '110px' }}
        wrapperCol={{ flex: '560px' }}
        initialValues={{ type: 1, images: [] }}
        onFinish={(values) => void send(values)}
        className="ac-form feedback-form"
        data-testid="feedback-form"
      >
        <Form.Item label="反馈类型" name="type" required rules={[contractRule(field.type)]}>
          <Radio.Group
            options={FEEDBACK_TYPE_CODES.map((code) => ({ value: code, label: FEEDBACK_TYPES[code] }))}
            data-testid="feedback-type"
          />
        </Form.Item>
        <Form.Item label="反馈内容" name="content" required rules={[contractRule(field.content)]}>
          <Input.TextArea
            rows={6}
            maxLength={FEEDBACK_CONTENT_MAX}
            showCount
            placeholder="请详细描述您遇到的问题或建议，如涉及订单请注明订单号"
            data-testid="feedback-content"
          />
        </Form.Item>
        <Form.Item
          label="联系电话"
          name="phone"
          rules={[contractRule(field.phone)]}
          extra="选填，便于客服与您电话沟通"
        >
          <Input
            maxLength={11}
            style={{ width: 240 }}
            placeholder="11位手机号"
            data-testid="feedback-phone"
          />
        </Form.Item>
        <Form.Item label="图片" name="images">
          <FeedbackImagesInput />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="feedback-submit">
            提交反馈
          </Button>
        </Form.Item>
      </Form>
      <section className="uc-section">
        <h2 className="feedback-section-title">我的反馈</h2>
        <FeedbackList />
      </section>
    </UserCentreFrame>
  );
}

export default FeedbackPage;
