import { PhoneOutlined } from '@ant-design/icons';
import { useSiteConfig } from '../api/site';

/** The hotline box under a side menu. */
export function HelpContact() {
  const { data: site } = useSiteConfig();
  if (!site?.hot_line) return null;
  return (
    <div className="side-contact">
      <PhoneOutlined />
      <div>
        <small>客服热线</small>
        <b>{site.hot_line}</b>
        {site.service_time && <small>{site.service_time}</small>}
      </div>
    </div>
  );
}
