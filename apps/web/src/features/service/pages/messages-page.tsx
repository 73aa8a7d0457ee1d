import { BellOutlined } from '@ant-design/icons';
import { App, Button, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { Navigate } from 'react-router';
import { useProfile } from '../../account/api/profile';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { RecallNotices } from '../../orders/components/recall-notices';
import { useMessageList } from '../api/message-list';
import { useReadMessages } from '../api/read-messages';
import { MessageItem } from '../components/message-item';
import { messageSearch, useMessageParams } from '../lib/use-message-params';

/**
 * 我的消息 (/wdxx): what the shop told the member (shipments, after-sale decisions, refunds, reviews),
 * newest first, all or only the unread ones. Reading one lowers the side bar's badge at once.
 */
export function MessagesPage() {
  const { message } = App.useApp();
  const { page, unread: unreadOnly, go } = useMessageParams();
  const { data, isLoading, isFetching, isPlaceholderData } = useMessageList({ page, unread: unreadOnly });
  const { data: profile } = useProfile({ load: false });
  const readAll = useReadMessages();
  const unread = data?.unread ?? profile?.message_count ?? 0;
  const list = data?.list ?? [];
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  // Past the last page (the unread list shrank, or an old link): show the last page instead.
  const pastTheEnd = Boolean(data && !isPlaceholderData && list.length === 0 && page > lastPage);

  const markAllRead = async () => {
    await readAll.mutateAsync([]);
    message.success('全部消息已标为已读');
  };

  if (pastTheEnd) {
    return <Navigate replace to={{ search: messageSearch({ unread: unreadOnly, page: lastPage }) }} />;
  }

  return (
    <UserCentreFrame testId="messages-page">
      <div className="uc-head">
        <h1>
          我的消息
          <span className="ac-count">
            未读 <b data-testid="messages-unread">{unread}</b> 条
          </span>
        </h1>
        <div className="uc-head__tools">
          <Button
            disabled={unread === 0}
            loading={readAll.isPending}
            onClick={() => void markAllRead()}
            data-testid="messages-read-all"
          >
            全部标为已读
          </Button>
        </div>
      </div>
      <RecallNotices />
      <Tabs
        className="order-tabs"
        activeKey={unreadOnly ? 'unread' : 'all'}
        onChange={(key) => go({ unread: key === 'unread' })}
        items={[
          { key: 'all', label: '全部' },
          { key: 'unread', label: unread > 0 ? `未读（${unread}）` : '未读' },
        ]}
      />
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : list.length === 0 ? (
        <Empty
          className="msg-empty"
          image={<BellOutlined />}
          description={unreadOnly ? '暂无未读消息' : '暂无消息'}
          data-testid="messages-empty"
        >
          {unreadOnly && (
            <Button type="link" onClick={() => go({ unread: false })}>
              查看全部消息
            </Button>
          )}
        </Empty>
      ) : (
        <ul className={isFetching && isPlaceholderData ? 'msg-list is-fetching' : 'msg-list'}>
          {list.map((m) => (
            <MessageItem key={m.id} message={m} />
          ))}
        </ul>
      )}
      {data && data.total > data.page_size && list.length > 0 && (
        <Pagination
          className="order-pager"
          current={page}
          pageSize={data.page_size}
          total={data.total}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 条`}
          onChange={(p) => go({ page: p })}
        />
      )}
    </UserCentreFrame>
  );
}

export default MessagesPage;
