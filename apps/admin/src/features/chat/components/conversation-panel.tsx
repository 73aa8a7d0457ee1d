import { useState } from 'react';
import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { StopOutlined, SwapOutlined } from '@ant-design/icons';
import type { ChatMessage, StaffChatSendInput, StaffConversation } from '@yaocai/contract';
import { useAssignConversation, useCloseConversation } from '../api/conversation-actions';
import { useSendMessage } from '../api/send-message';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { TransferModal } from './transfer-modal';

/** The inbox's middle column: who, 转接 / 结束会话, the messages and the reply box. */
export function ConversationPanel({
  conversation,
  messages,
  today,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: {
  conversation: StaffConversation;
  messages: readonly ChatMessage[];
  today: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const { message } = App.useApp();
  const send = useSendMessage();
  const assign = useAssignConversation();
  const close = useCloseConversation();
  const [transferring, setTransferring] = useState(false);
  const open = conversation.status === 'open';
  const title = conversation.company || conversation.username;

  const onSend = (input: StaffChatSendInput) => send.mutateAsync({ id: conversation.id, input });

  return (
    <section className="chat-column chat-conversation" data-testid="chat-conversation">
      <header className="chat-conversation-header">
        <div className="chat-conversation-who">
          <div className="chat-conversation-title-line">
            <Typography.Text strong className="chat-conversation-title" ellipsis={{ tooltip: title }}>
              {title}
            </Typography.Text>
            <Tag color={open ? 'processing' : 'default'}>{conversation.status_name}</Tag>
          </div>
          <div className="chat-conversation-sub muted">
            {conversation.username}
            {conversation.member_name && ` · ${conversation.member_name}`}
            {` · 接待：${conversation.staff_name || '待接入'}`}
          </div>
        </div>
        {open && (
          <Space>
            <Button icon={<SwapOutlined />} onClick={() => setTransferring(true)} data-testid="chat-transfer">
              转接
            </Button>
            <Popconfirm
              title="结束会话"
              description="结束后不能再回复，会员再次咨询时将开启新会话。"
              okText="结束会话"
              okButtonProps={{ danger: true, 'data-testid': 'chat-close-confirm' }}
              cancelText="取消"
              onConfirm={() =>
                close
                  .mutateAsync(conversation.id)
                  .then(() => void message.success('会话已结束'))
                  // http.ts has shown why it failed.
                  .catch(() => {})
              }
            >
              <Button danger icon={<StopOutlined />} loading={close.isPending} data-testid="chat-close">
                结束会话
              </Button>
            </Popconfirm>
          </Space>
        )}
      </header>
      <MessageList
        key={conversation.id}
        messages={messages}
        today={today}
        memberInitial={title.slice(0, 1)}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onLoadOlder={onLoadOlder}
      />
      <Composer
        key={`composer-${conversation.id}`}
        disabled={open ? undefined : '会话已结束，无法回复'}
        sending={send.isPending}
        onSend={onSend}
      />
      <TransferModal
        conversation={conversation}
        open={transferring}
        pending={assign.isPending}
        onCancel={() => setTransferring(false)}
        onSubmit={(staffId) =>
          assign.mutate(
            { id: conversation.id, staffId },
            {
              onSuccess: (moved) => {
                setTransferring(false);
                void message.success(`会话已转接给 ${moved.staff_name}`);
              },
            },
          )
        }
      />
    </section>
  );
}
