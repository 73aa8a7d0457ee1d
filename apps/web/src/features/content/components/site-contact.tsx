import { CustomerServiceOutlined } from '@ant-design/icons';
import { Descriptions, Skeleton } from 'antd';
import { qqChatUrl } from '../../../app/layouts/side-bar';
import { useSiteConfig } from '../api/site';

/** 联系我们: hotline, QQ, address and e-mail from site_config. */
export function SiteContact() {
  const { data: site, isLoading } = useSiteConfig();
  if (isLoading) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (!site) return null;
  const qqs = [site.qq1, site.qq2].filter(Boolean);
  const items = [
    {
      key: 'hot_line',
      label: '客服热线',
      children: <b className="help-extra__hotline">{site.hot_line || '—'}</b>,
    },
    ...(site.service_time ? [{ key: 'time', label: '服务时间', children: site.service_time }] : []),
    ...(qqs.length
      ? [
          {
            key: 'qq',
            label: '在线客服QQ',
            children: (
              <span className="help-extra__qqs">
                {qqs.map((qq) => (
                  <a key={qq} href={qqChatUrl(qq)} target="_blank" rel="noopener noreferrer">
                    {qq}
                  </a>
                ))}
              </span>
            ),
          },
        ]
      : []),
    ...(site.email
      ? [{ key: 'email', label: '电子邮箱', children: <a href={`mailto:${site.email}`}>{site.email}</a> }]
      : []),
    ...(site.company ? [{ key: 'company', label: '公司名称', children: site.company }] : []),
    ...(site.address ? [{ key: 'address', label: '公司地址', children: site.address }] : []),
  ];
  return (
    <section className="help-extra" data-testid="site-contact">
      <h2>
        <CustomerServiceOutlined /> 联系方式
      </h2>
      <Descriptions bordered column={1} size="middle" items={items} styles={{ label: { width: 160 } }} />
    </section>
  );
}
