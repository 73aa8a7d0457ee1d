import { useState, type KeyboardEvent } from 'react';
import { App, Button, Input, Tooltip, Upload } from 'antd';
import { PictureOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_TEXT_MAX, type StaffChatSendInput } from '@yaocai/contract';
import { pictureFileRefusal, useUploadPicture } from '../../../lib/upload-picture';

/**
 * Where the clerk writes: Enter sends, Shift+Enter starts a new line (and Enter while an input method
 * is still composing Chinese only confirms the characters). The picture button uploads a JPG or PNG
 * and sends it at once.
 */
export function Composer({
  disabled,
  sending,
  onSend,
}: {
  /** Why the clerk cannot write (会话已结束), or undefined. */
  disabled?: string;
  sending: boolean;
  onSend: (input: StaffChatSendInput) => Promise<unknown>;
}) {
  const [text, setText] = useState('');
  const { message } = App.useApp();
  const upload = useUploadPicture();

  const sendText = async () => {
    const body = text.trim();
    if (!body || sending || disabled) return;
    await onSend({ kind: 'text', body });
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    // A failed send keeps the text; http.ts has shown why.
    sendText().catch(() => {});
  };

  const sendPicture = (file: File) => {
    const refusal = pictureFileRefusal(file, '重新发送');
    if (refusal) {
      void message.error(refusal);
      return;
    }
    upload.mutate(file, {
      onSuccess: (answer) => onSend({ kind: 'image', body: answer.url }).catch(() => {}),
    });
  };

  return (
    <div className="chat-composer" data-testid="chat-composer">
      <div className="chat-composer-tools">
        <Upload
          accept=".jpg,.jpeg,.png"
          showUploadList={false}
          disabled={!!disabled || upload.isPending}
          beforeUpload={(file) => {
            sendPicture(file);
            // Sent by sendPicture, not by Upload itself.
            return false;
          }}
        >
          <Tooltip title="发送图片（JPG / PNG，5MB 以内）">
            <Button
              type="text"
              icon={<PictureOutlined />}
              loading={upload.isPending}
              disabled={!!disabled}
              aria-label="发送图片"
              data-testid="chat-picture"
            />
          </Tooltip>
        </Upload>
      </div>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={!!disabled}
        placeholder={disabled ?? '输入回复内容'}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={CHAT_TEXT_MAX}
        data-testid="chat-input"
      />
      <div className="chat-composer-footer">
        <span className="muted">Enter 发送，Shift + Enter 换行</span>
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={sending}
          disabled={!!disabled || !text.trim()}
          onClick={() => sendText().catch(() => {})}
          data-testid="chat-send"
        >
          发送
        </Button>
      </div>
    </div>
  );
}
