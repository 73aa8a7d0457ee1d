import { CustomerServiceOutlined } from '@ant-design/icons';
import type { FeedbackItem } from '@yaocai/contract';
import { Empty, Image, Pagination, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useFeedbackList } from '../api/feedback';
import { formatTime } from '@yaocai/web-kit/format';

/** One feedback: what the member wrote (as plain text, never HTML) and the staff's reply. */
function FeedbackEntry({ item }: { item: FeedbackItem }) {
  return (
    <li className="feedback-entry" data-testid={`feedback-entry-${item.id}`}>
      <div className="feedback-entry__head">
        <Tag className="feedback-entry__type">{item.type_name}</Tag>
        <span className="cell-grey">{formatTime(item.created_at)}</span>
        {item.replied_at ? (
          <Tag color="green" className="feedback-entry__state">
            已回复
          </Tag>
        ) : (
          <Tag color="orange" className="feedback-entry__state">
            待回复
          </Tag>
        )}
      </div>
      <p className="feedback-entry__content" data-testid="feedback-entry-content">
        {item.content}
      </p>
      {item.images.length > 0 && (
        <Image.PreviewGroup>
          <div className="feedback-entry__images">
            {item.images.map((src) => (
              <Image key={src} src={src} width={64} height={64} alt="反馈图片" />
            ))}
          </div>
        </Image.PreviewGroup>
      )}
      {item.replied_at && (
        <div className="feedback-entry__reply" data-testid="feedback-entry-reply">
          <div className="feedback-entry__reply-head">
            <CustomerServiceOutlined /> 客服回复{' '}
            <span className="cell-grey">{formatTime(item.replied_at)}</span>
          </div>
          <p>{item.reply}</p>
        </div>
      )}
    </li>
  );
}

/** 我的反馈: the member's feedback, newest first, with the replies. */
export function FeedbackList() {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useFeedbackList(page);
  if (isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!data || data.list.length === 0) {
    return <Empty description="您还没有提交过反馈" data-testid="feedback-empty" />;
  }
  return (
    <>
      <ul className="feedback-list" data-testid="feedback-list">
        {data.list.map((item) => (
          <FeedbackEntry key={item.id} item={item} />
        ))}
      </ul>
      {data.total > data.page_size && (
        <Pagination
          className="order-pager"
          current={page}
          pageSize={data.page_size}
          total={data.total}
          showSizeChanger={false}
          showTotal={(total) => `共 ${total} 条`}
          onChange={setPage}
        />
      )}
    </>
  );
}
