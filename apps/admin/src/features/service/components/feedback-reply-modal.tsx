import { Descriptions, Form, Image, Input, Space } from 'antd';
import { FEEDBACK_CONTENT_MAX, type OperatorFeedbackItem } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { FormDialog } from '../../../components/form-dialog';

interface ReplyForm {
  reply: string;
}

/** 回复反馈: the member's words (as plain text) and pictures, and the answer it will read. */
export function FeedbackReplyModal({
  item,
  pending,
  onCancel,
  onSubmit,
}: {
  item: OperatorFeedbackItem | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reply: string) => Promise<unknown>;
}) {
  const [form] = Form.useForm<ReplyForm>();
  const submit = async ({ reply }: ReplyForm) => {
    await onSubmit(reply.trim());
    form.resetFields();
  };
  return (
    <FormDialog
      form={form}
      open={item !== null}
      title="回复意见反馈"
      width={640}
      okText="发送回复"
      okTestId="feedback-reply-submit"
      pending={pending}
      onCancel={onCancel}
      onSubmit={submit}
      intro={
        item && (
          <Descriptions column={2} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="会员">{item.member.company}</Descriptions.Item>
            <Descriptions.Item label="联系电话">{item.phone || item.member.phone || '—'}</Descriptions.Item>
            <Descriptions.Item label="反馈类型">{item.type_name}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{formatTime(item.created_at)}</Descriptions.Item>
            <Descriptions.Item label="反馈内容" span={2}>
              <div className="pre-wrap" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {item.content}
              </div>
            </Descriptions.Item>
            {item.images.length > 0 && (
              <Descriptions.Item label="图片" span={2}>
                <Image.PreviewGroup>
                  <Space>
                    {item.images.map((src) => (
                      <Image
                        key={src}
                        src={src}
                        width={64}
                        height={64}
                        style={{ objectFit: 'cover' }}
                        alt="反馈图片"
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              </Descriptions.Item>
            )}
          </Descriptions>
        )
      }
    >
      <Form.Item
        name="reply"
        label="回复内容"
        rules={[
          { required: true, whitespace: true, message: '请填写回复内容' },
          { max: FEEDBACK_CONTENT_MAX, message: `回复内容不能超过${FEEDBACK_CONTENT_MAX}个字` },
        ]}
      >
        <Input.TextArea
          rows={5}
          maxLength={FEEDBACK_CONTENT_MAX}
          showCount
          placeholder="会员将在“意见反馈”和站内消息中看到回复"
          data-testid="feedback-reply-text"
        />
      </Form.Item>
    </FormDialog>
  );
}
