import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Descriptions, Skeleton } from 'antd';
import { useSiteConfig } from '../api/site';

/** "药品经营许可证：京AA0100826" → name and number; a line without a colon is all number. */
export function splitLicence(line: string): { name: string; number: string } {
  const at = line.search(/[：:]/);
  return at > 0
    ? { name: line.slice(0, at).trim(), number: line.slice(at + 1).trim() }
    : { name: '证照', number: line };
}

/** 网站资质: the licences of site_config (the same lines the footer shows), company and ICP record. */
export function SiteLicences() {
  const { data: site, isLoading } = useSiteConfig();
  if (isLoading) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (!site) return null;
  const items = [
    ...site.licence.map((line, i) => {
      const { name, number } = splitLicence(line);
      return { key: `licence-${i}`, label: name, children: number };
    }),
    ...(site.company ? [{ key: 'company', label: '经营主体', children: site.company }] : []),
    ...(site.icp ? [{ key: 'icp', label: 'ICP备案号', children: site.icp }] : []),
  ];
  return (
    <section className="help-extra" data-testid="site-licences">
      <h2>
        <SafetyCertificateOutlined /> 证照公示
      </h2>
      <Descriptions bordered column={1} size="middle" items={items} styles={{ label: { width: 280 } }} />
    </section>
  );
}
