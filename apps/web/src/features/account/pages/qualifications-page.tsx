import {
  ExclamationCircleFilled,
  FilePdfOutlined,
  PlusOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { QualificationDocument } from '@yaocai/contract';
import { Alert, Button, Image, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useJyfw } from '../api/jyfw';
import { useZizhi } from '../api/zizhi';
import { DocumentUpdateModal } from '../components/document-update-modal';

const VALIDITY_COLORS = { valid: 'green', expiring: 'orange', expired: 'red' } as const;
const REVIEW_COLORS = { approved: 'green', pending: 'blue', rejected: 'red', replaced: 'default' } as const;

function Thumb({ doc }: { doc: Pick<QualificationDocument, 'image' | 'image_type' | 'kind'> }) {
  if (doc.image_type === 'pdf') {
    return (
      <a
        href={doc.image}
        target="_blank"
        rel="noreferrer"
        className="zz-thumb zz-thumb--pdf"
        title={`查看${doc.kind}（PDF）`}
      >
        <FilePdfOutlined />
      </a>
    );
  }
  return (
    <Image
      src={doc.image}
      width={64}
      height={46}
      className="zz-thumb"
      alt={doc.kind}
      preview={{ mask: '查看' }}
    />
  );
}

function DaysLeft({ doc }: { doc: QualificationDocument }) {
  if (doc.days_left < 0) return <span className="zz-days is-expired">已过期{-doc.days_left}天</span>;
  return (
    <span className={doc.validity === 'expiring' ? 'zz-days is-warn' : 'zz-days'}>{doc.days_left}天</span>
  );
}

/** 资质证件 (/zzzj): the documents on file, their review and expiry, updates, and business scopes. */
export function QualificationsPage() {
  const { data, isLoading } = useZizhi();
  const scopes = useJyfw();
  const [editing, setEditing] = useState<{ doc: QualificationDocument | null } | null>(null);
  const list = data?.list ?? [];
  const missingKinds = (data?.kinds ?? []).filter((k) => !list.some((d) => d.kind === k));

  return (
    <UserCentreFrame testId="qualifications-page">
      <div className="uc-head">
        <h1>资质证件</h1>
        <div className="uc-head__tools">
          {missingKinds.length > 0 && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => setEditing({ doc: null })}
              data-testid="document-add"
            >
              新增证照
            </Button>
          )}
        </div>
      </div>
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <>
          {data.is_passed !== 1 && (
            <Alert
              className="uc-alert"
              type="info"
              showIcon
              title="您的资质正在审核中，审核通过后即可查看价格并下单。审核一般在1个工作日内完成。"
            />
          )}
          {data.warnings.map((w) => (
            <Alert
              key={w}
              className="uc-alert"
              type={w.includes('已于') ? 'error' : 'warning'}
              showIcon
              title={w}
              data-testid="document-warning"
            />
          ))}
          <Table<QualificationDocument>
            rowKey="id"
            size="middle"
            bordered
            pagination={false}
            dataSource={list}
            data-testid="document-table"
            locale={{ emptyText: '暂无资质证件，请点击右上角“新增证照”上传' }}
            columns={[
              {
                title: '证照类型',
                dataIndex: 'kind',
                width: 170,
                render: (kind: string, d) => (
                  <div>
                    <b>{kind}</b>
                    {d.agent_name && (
                      <div className="zz-sub">
                        委托人：{d.agent_name} {d.agent_id_number}
                      </div>
                    )}
                  </div>
                ),
              },
              {
                title: '证照编号',
                dataIndex: 'number',
                render: (number: string, d) => (
                  <div>
                    <div className="zz-number">{number}</div>
                    {d.replacement && (
                      <div className="zz-sub" data-testid="document-replacement">
                        新证照：{d.replacement.number}（有效期至{d.replacement.expires_on}）
                        <Tag color={REVIEW_COLORS[d.replacement.status]} className="zz-tag">
                          {d.replacement.status_name}
                        </Tag>
                        {d.replacement.reject_reason && (
                          <span className="zz-reject">驳回原因：{d.replacement.reject_reason}</span>
                        )}
                      </div>
                    )}
                  </div>
                ),
              },
              { title: '有效期至', dataIndex: 'expires_on', width: 108 },
              {
                title: '剩余天数',
                dataIndex: 'days_left',
                width: 96,
                align: 'right',
                render: (_: number, d) => <DaysLeft doc={d} />,
              },
              {
                title: '状态',
                key: 'status',
                width: 150,
                render: (_: unknown, d) => (
                  <div className="zz-status">
                    <Tag color={REVIEW_COLORS[d.status]}>{d.status_name}</Tag>
                    {d.status === 'approved' && (
                      <Tag color={VALIDITY_COLORS[d.validity]} data-testid="document-validity">
                        {d.validity_name}
                      </Tag>
                    )}
                    {d.status === 'rejected' && d.reject_reason && (
                      <div className="zz-reject">驳回原因：{d.reject_reason}</div>
                    )}
                  </div>
                ),
              },
              {
                title: '证照图片',
                key: 'image',
                width: 160,
                render: (_: unknown, d) => (
                  <div className="zz-thumbs">
                    <Thumb doc={d} />
                    {d.replacement && <Thumb doc={d.replacement} />}
                  </div>
                ),
              },
              {
                title: '操作',
                key: 'actions',
                width: 90,
                align: 'center',
                render: (_: unknown, d) =>
                  d.replacement?.status === 'pending' || d.status === 'pending' ? (
                    <span className="zz-sub">审核中</span>
                  ) : (
                    <Button
                      type={d.validity === 'valid' ? 'default' : 'primary'}
                      size="small"
                      danger={d.validity !== 'valid'}
                      onClick={() => setEditing({ doc: d })}
                      data-testid={`document-update-${d.kind}`}
                    >
                      更新
                    </Button>
                  ),
              },
            ]}
          />
          <p className="zz-foot">
            <ExclamationCircleFilled />{' '}
            证照到期前30天系统将提醒您更新；证照过期后将无法下单。提交更新后，审核通过前原证照继续有效。
          </p>
        </>
      )}

      <section className="uc-section" data-testid="business-scopes">
        <h2>
          <SafetyCertificateOutlined /> 经营范围
        </h2>
        {scopes.isLoading || !scopes.data ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <table className="zz-scopes">
            <tbody>
              <tr>
                <th>已核准</th>
                <td>
                  {scopes.data.approved.length === 0 ? (
                    <span className="zz-sub">暂无已核准的经营范围</span>
                  ) : (
                    scopes.data.approved.map((s) => (
                      <Tag key={s} color="green">
                        {s}
                      </Tag>
                    ))
                  )}
                </td>
              </tr>
              {scopes.data.pending.length > 0 && (
                <tr>
                  <th>审核中</th>
                  <td>
                    {scopes.data.pending.map((s) => (
                      <Tag key={s} color="orange">
                        {s}
                      </Tag>
                    ))}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        )}
        <p className="zz-foot">
          商品的经营范围不在已核准范围内时无法加入购物车。如需增加经营范围，请上传相应的许可证或联系客户经理。
        </p>
      </section>

      <DocumentUpdateModal
        open={editing !== null}
        document={editing?.doc ?? null}
        kinds={editing?.doc ? [editing.doc.kind] : missingKinds}
        onClose={() => setEditing(null)}
      />
    </UserCentreFrame>
  );
}
