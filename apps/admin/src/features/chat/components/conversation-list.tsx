import { Empty, Input, Pagination, Spin, Switch, Tabs } from 'antd';
import type { ChatStatus, StaffConversationsAnswer } from '@yaocai/contract';
import { CHAT_STATUS_NAMES } from '@yaocai/contract';
import { ConversationRow } from './conversation-row';

export interface InboxFilters {
  status: ChatStatus;
  mine: boolean;
  keyword: string;
  page: number;
}

/** The inbox's left column: 进行中 / 已结束, 只看我的, a search box and the conversations. */
export function ConversationList({
  filters,
  data,
  loading,
  selectedId,
  today,
  onFilters,
  onSelect,
}: {
  filters: InboxFilters;
  data: StaffConversationsAnswer | undefined;
  loading: boolean;
  selectedId: number | null;
  today: string;
  onFilters: (changes: Partial<InboxFilters>) => void;
  onSelect: (id: number) => void;
}) {
  const list = data?.list ?? [];
  return (
    <aside className="chat-column chat-inbox" data-testid="chat-inbox">
      <Tabs
        className="chat-inbox-tabs"
        size="small"
        activeKey={filters.status}
        onChange={(key) => onFilters({ status: key as ChatStatus, page: 1 })}
        items={(['open', 'closed'] as const).map((status) => ({
          key: status,
          label: <span data-testid={`chat-tab-${status}`}>{CHAT_STATUS_NAMES[status]}</span>,
        }))}
      />
      <div className="chat-inbox-filters">
        <Input.Search
          key={filters.keyword}
          defaultValue={filters.keyword}
          allowClear
          size="middle"
          placeholder="公司 / 用户名 / 联系人"
          onSearch={(value) => onFilters({ keyword: value.trim(), page: 1 })}
          data-testid="chat-search"
        />
        <label className="chat-inbox-mine">
          <Switch
            size="small"
            checked={filters.mine}
            onChange={(mine) => onFilters({ mine, page: 1 })}
            data-testid="chat-mine"
          />
          <span>只看我的</span>
        </label>
      </div>
      <div className="chat-inbox-list">
        <Spin spinning={loading && list.length === 0}>
          {list.length === 0 && !loading ? (
            <Empty
              className="chat-empty"
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={filters.keyword ? '没有找到相关会话' : '暂无会话'}
            />
          ) : (
            list.map((conversation) => (
              <ConversationRow
                key={conversation.id}
                conversation={conversation}
                selected={conversation.id === selectedId}
                today={today}
                onSelect={onSelect}
              />
            ))
          )}
        </Spin>
      </div>
      {data && data.total > data.page_size && (
        <div className="chat-inbox-pager">
          <Pagination
            simple
            size="small"
            current={filters.page}
            pageSize={data.page_size}
            total={data.total}
            onChange={(page) => onFilters({ page })}
          />
        </div>
      )}
    </aside>
  );
}
