import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, InfiniteScroll, List, Popup, Tabs, Tag } from 'antd-mobile';
import { messageList, messageRead, type MemberMessage } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';
import { nextPage } from '../lib/paging';
import { call } from '../lib/http';
import { m, openDesktop } from '../lib/mobile-paths';
import { NavPage } from '../components/page';

/** A message's link as a mobile page where it has a twin (an order), else the PC path, else null. */
export function messageTarget(link: string): { mobile: string } | { desktop: string } | null {
  const text = link.trim();
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  const order = /^\/order\/info\/(\d+)/.exec(text);
  return order ? { mobile: m.order(order[1]!) } : { desktop: text };
}

/** 我的消息: all or unread, newest first, endless scrolling; tapping one reads it and marks it read. */
export function MessagesPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get('tab') === 'unread';
  const [open, setOpen] = useState<MemberMessage | null>(null);
  const list = useInfiniteQuery({
    queryKey: ['messages', unreadOnly ? 'unread' : 'all'],
    queryFn: ({ pageParam, signal }) =>
      call(messageList, { page: pageParam, unread: unreadOnly ? '1' : undefined }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
  const messages = list.data?.pages.flatMap((p) => p.list) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;
  const read = useMutation({
    mutationFn: (ids: number[]) => call(messageRead, { ids }, { cancelDuplicate: false }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['messages'] }),
        client.invalidateQueries({ queryKey: ['profile'] }),
      ]),
  });

  const openMessage = (message: MemberMessage) => {
    setOpen(message);
    if (message.is_read === 0) read.mutate([message.id]);
  };
  const target = open ? messageTarget(open.link) : null;

  return (
    <NavPage
      title="我的消息"
      testId="m-messages"
      right={
        unread > 0 ? (
          <Button
            size="small"
            fill="none"
            loading={read.isPending}
            onClick={() => read.mutate([])}
            data-testid="m-messages-read-all"
          >
            全部已读
          </Button>
        ) : null
      }
    >
      <Tabs
        activeKey={unreadOnly ? 'unread' : 'all'}
        onChange={(key) => setParams(key === 'unread' ? { tab: 'unread' } : {}, { replace: true })}
      >
        <Tabs.Tab key="all" title="全部" />
        <Tabs.Tab key="unread" title={unread > 0 ? `未读(${unread})` : '未读'} />
      </Tabs>
      {messages.length > 0 ? (
        <List>
          {messages.map((msg) => (
            <List.Item
              key={msg.id}
              className={msg.is_read === 0 ? 'msg is-unread' : 'msg'}
              onClick={() => openMessage(msg)}
              prefix={<span className="msg-dot" aria-hidden="true" />}
              description={<span className="msg-content">{msg.content}</span>}
              extra={<span className="msg-time">{formatTime(msg.created_at)}</span>}
              data-testid="m-message"
              data-read={msg.is_read}
            >
              <Tag color="primary" fill="outline" style={{ marginRight: 6 }}>
                {msg.kind_name}
              </Tag>
              <span className="msg-title">{msg.title}</span>
              {msg.is_read === 0 ? <span className="sr-only">（未读）</span> : null}
            </List.Item>
          ))}
        </List>
      ) : null}
      {list.isSuccess && messages.length === 0 ? (
        <Empty description={unreadOnly ? '暂无未读消息' : '暂无消息'} />
      ) : null}
      <InfiniteScroll
        loadMore={async () => void (await list.fetchNextPage())}
        hasMore={list.hasNextPage || list.isPending}
      >
        {list.hasNextPage || list.isPending ? '加载中…' : messages.length > 0 ? '— 没有更多了 —' : ''}
      </InfiniteScroll>
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        onClose={() => setOpen(null)}
        showCloseButton
        bodyStyle={{ maxHeight: '75vh', overflowY: 'auto', borderRadius: '12px 12px 0 0', padding: 16 }}
      >
        {open ? (
          <article data-testid="m-message-reader">
            <h2 style={{ fontSize: 17, margin: '0 32px 4px 0' }}>{open.title}</h2>
            <div className="msg-time">
              {open.kind_name} · {formatTime(open.created_at)}
            </div>
            <p style={{ fontSize: 15, lineHeight: 1.6, whiteSpace: 'pre-wrap' }}>{open.content}</p>
            {target ? (
              <Button
                block
                color="primary"
                onClick={() => ('mobile' in target ? navigate(target.mobile) : openDesktop(target.desktop))}
              >
                {'mobile' in target ? '查看详情' : '查看详情（电脑版）'}
              </Button>
            ) : null}
          </article>
        ) : null}
      </Popup>
    </NavPage>
  );
}
