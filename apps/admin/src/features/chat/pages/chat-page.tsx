import { useMemo, useState } from 'react';
import { Badge, Button, Empty, Result, Space, Spin, Tag } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { ChatEvent } from '@yaocai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { todayInShanghai } from '@yaocai/web-kit/format';
import { pageParam } from '../../../components/list-kit/page-param';
import { ApiError } from '@yaocai/web-kit/http';
import { useSearchUpdate } from '../../../components/list-kit/use-search-update';
import { useCan } from '../../account/api/me';
import { OrderDetailDrawer } from '../../orders/components/order-detail-drawer';
import { appendMessage, conversationKey, useConversation } from '../api/conversation';
import { chatKey, conversationsKey, useConversations } from '../api/conversations';
import { useChatSocket, type SocketState } from '../api/use-chat-socket';
import { useMarkShownRead } from '../api/use-mark-read';
import { ConversationList, type InboxFilters } from '../components/conversation-list';
import { ConversationPanel } from '../components/conversation-panel';
import { MemberPanel } from '../components/member-panel';
import { flattenPages } from '../lib/timeline';

const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

function LiveState({ state }: { state: SocketState }) {
  if (state === 'open') return <Badge status="success" text="实时接收中" data-testid="chat-live" />;
  if (state === 'connecting') return <Badge status="processing" text="正在连接…" />;
  return <Badge status="warning" text="连接中断，正在重连…" data-testid="chat-offline" />;
}

/**
 * 在线客服: the customer-service workbench. Conversations on the left, the open one in the middle,
 * the member beside it; a WebSocket keeps all three current without reloading.
 */
export function ChatPage() {
  const [search, update] = useSearchUpdate();
  const filters: InboxFilters = {
    status: search.get('status') === 'closed' ? 'closed' : 'open',
    mine: search.get('mine') === '1',
    keyword: search.get('keyword') ?? '',
    page: pageParam(search.get('page')),
  };
  const selectedId = idParam(search.get('id'));
  const list = useConversations({
    status: filters.status,
    mine: filters.mine ? '1' : undefined,
    keyword: filters.keyword || undefined,
    page: filters.page,
  });
  const detail = useConversation(selectedId);
  const queryClient = useQueryClient();
  const can = useCan();
  const [orderId, setOrderId] = useState<number | null>(null);
  const today = todayInShanghai();

  const socket = useChatSocket({
    onEvent: (event: ChatEvent) => {
      if (event.type === 'read' && event.side === 'member') return;
      if (event.type === 'message') appendMessage(queryClient, event.message);
      if (event.type === 'conversation') {
        void queryClient.invalidateQueries({ queryKey: conversationKey(event.conversation_id) });
      }
      void queryClient.invalidateQueries({ queryKey: conversationsKey });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: chatKey }),
  });

  const pages = detail.data?.pages;
  const current = pages?.[0];
  const messages = useMemo(() => flattenPages(pages ?? []), [pages]);
  useMarkShownRead(current?.conversation, messages);

  const setFilters = (changes: Partial<InboxFilters>) => {
    const next = { ...filters, ...changes };
    update({
      status: next.status === 'open' ? undefined : next.status,
      mine: next.mine ? '1' : undefined,
      keyword: next.keyword,
      page: next.page === 1 ? undefined : next.page,
    });
  };

  const waiting = list.data?.waiting ?? 0;
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;

  return (
    <>
      <PageHeader
        title={
          <Space size={12}>
            <span>在线客服</span>
            {waiting > 0 && (
              <Tag color="red" data-testid="chat-waiting">
                {waiting} 个会话待回复
              </Tag>
            )}
          </Space>
        }
        crumbs={[{ title: '在线客服' }]}
        extra={
          <Space size={16}>
            <LiveState state={socket} />
            <Button
              icon={<ReloadOutlined />}
              loading={list.isFetching && !list.isPending}
              onClick={() => void queryClient.invalidateQueries({ queryKey: chatKey })}
            >
              刷新
            </Button>
          </Space>
        }
      />
      <div className="chat-body">
        <div className="chat-workbench">
          <ConversationList
            filters={filters}
            data={list.data}
            loading={list.isPending}
            selectedId={selectedId}
            today={today}
            onFilters={setFilters}
            onSelect={(id) => update({ id })}
          />
          {selectedId === null ? (
            <div className="chat-column chat-placeholder">
              <Empty description="请选择左侧会话" data-testid="chat-pick" />
            </div>
          ) : current && current.conversation.id === selectedId ? (
            <>
              <ConversationPanel
                conversation={current.conversation}
                messages={messages}
                today={today}
                hasOlder={detail.hasNextPage}
                loadingOlder={detail.isFetchingNextPage}
                onLoadOlder={() => void detail.fetchNextPage()}
              />
              <MemberPanel
                member={current.member}
                orders={current.recent_orders}
                onOpenOrder={can('order.read') ? setOrderId : undefined}
                mayListOrders={can('order.read')}
              />
            </>
          ) : (
            <div className="chat-column chat-placeholder">
              {detail.isError ? (
                <Result
                  status={notFound ? '404' : 'warning'}
                  title={notFound ? '会话不存在' : '会话加载失败'}
                  extra={
                    <Button onClick={() => (notFound ? update({ id: undefined }) : void detail.refetch())}>
                      {notFound ? '返回' : '重试'}
                    </Button>
                  }
                />
              ) : (
                <Spin />
              )}
            </div>
          )}
        </div>
      </div>
      <OrderDetailDrawer orderId={orderId} onClose={() => setOrderId(null)} />
    </>
  );
}
