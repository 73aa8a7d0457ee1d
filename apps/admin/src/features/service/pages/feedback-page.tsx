import { Image, Space, Tag, Typography, type TableColumnsType } from 'antd';
import type { OperatorFeedbackItem } from '@yaocai/contract';
import { SectionHeader } from '../../../components/section-header';
import { formatTime } from '@yaocai/web-kit/format';
import { useListQuery } from '../../../components/list-kit/use-list-query';
import { feedbackQueryOptions } from '../api/feedback';
import { useReplyFeedback } from '../api/reply-feedback';
import { FeedbackReplyModal } from '../components/feedback-reply-modal';
import { ServiceList, memberColumn } from '../components/service-list';
import { SERVICE_TABS } from '../lib/service-labels';
import { ListPage } from '../../../components/list-kit/list-page';
import { useDialog } from '../../../components/list-kit/use-dialog';
import { RowButton } from '../../../components/list-kit/row-button';
import { actionsColumn } from '../../../components/list-kit/crud-table';

const repliedParam = (value: string | null) => (value === '0' || value === '1' ? value : undefined);

/** 意见反馈: what buyers told the site, the unreplied first, each answered once. */
export function FeedbackPage() {
  const listState = useListQuery(({ search, keyword, page }) =>
    feedbackQueryOptions({ replied: repliedParam(search.get('replied')), keyword, page }),
  );
  const { search, query: list } = listState;
  const replied = repliedParam(search.get('replied'));
  const reply = useReplyFeedback();
  const replying = useDialog<OperatorFeedbackItem>();
  const unreplied = list.data?.unreplied ?? 0;

  const columns: TableColumnsType<OperatorFeedbackItem> = [
    { title: '类型', dataIndex: 'type_name', width: 96, render: (name: string) => <Tag>{name}</Tag> },
    {
      title: '反馈内容',
      dataIndex: 'content',
      render: (content: string, f) => (
        <div>
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: content }} style={{ marginBottom: 4 }}>
            {content}
          </Typography.Paragraph>
          {f.images.length > 0 && (
            <Image.PreviewGroup>
              <Space size={4}>
                {f.images.map((src) => (
                  <Image
                    key={src}
                    src={src}
                    width={36}
                    height={36}
                    style={{ objectFit: 'cover' }}
                    alt="反馈图片"
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
        </div>
      ),
    },
    memberColumn(220, (f) => ` · ${f.phone || f.member.phone || '未留电话'}`),
    {
      title: '回复',
      key: 'reply',
      width: 260,
      render: (_, f) =>
        f.replied_at ? (
          <div>
            <Typography.Paragraph ellipsis={{ rows: 2, tooltip: f.reply }} style={{ marginBottom: 2 }}>
              {f.reply}
            </Typography.Paragraph>
            <div className="muted">
              {f.replied_by} · {formatTime(f.replied_at)}
            </div>
          </div>
        ) : (
          <Tag color="orange">待回复</Tag>
        ),
    },
    { title: '提交时间', dataIndex: 'created_at', width: 136, render: formatTime },
    actionsColumn(
      (f) =>
        f.replied_at ? (
          <span className="muted">已回复</span>
        ) : (
          <RowButton label="回复" testId="feedback-reply" onClick={() => replying.open(f)} />
        ),
      { width: 80 },
    ),
  ];

  return (
    <ListPage
      header={<SectionHeader section="求购与反馈" tabs={SERVICE_TABS} />}
      overlays={
        <FeedbackReplyModal
          item={replying.target}
          {...replying.submitsTo(
            reply,
            (text: string, item) => ({ id: item.id, input: { reply: text } }),
            '回复已发送，会员将收到站内消息',
          )}
        />
      }
    >
      <ServiceList<OperatorFeedbackItem>
        list={listState}
        param="replied"
        value={replied}
        states={[
          { value: '0', label: '待回复', count: unreplied },
          { value: '1', label: '已回复' },
        ]}
        placeholder="反馈内容 / 公司名称 / 用户名"
        testIds={{ filter: 'feedback-filter', search: 'feedback-search', row: 'feedback-row' }}
        columns={columns}
        scrollX={1100}
        emptyText={replied === '0' ? '暂无待回复的反馈' : '暂无反馈'}
      />
    </ListPage>
  );
}
