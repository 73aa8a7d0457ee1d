import { Link } from 'react-router';
import {
  CarOutlined,
  CustomerServiceOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { FOOTER_HELP_CATEGORIES } from '@yaocai/domain';
import { useHelpCategories } from '../../features/content/api/help-categories';
import { useLinks } from '../../features/content/api/links';
import { helpArticlePath, PAY_CATEGORY_SLUG } from '../../features/content/lib/help-links';
import { useSiteConfig } from '../../features/content/api/site';
import { isExternalUrl } from '../../components/banner-link';
import { paths } from '../paths';
import { todayInShanghai } from '@yaocai/web-kit/format';

const PROMISES = [
  { icon: <SafetyCertificateOutlined />, title: '正品保障', text: '厂家直供 品质溯源' },
  { icon: <SolutionOutlined />, title: '资质齐全', text: 'GSP认证 合规经营' },
  { icon: <CarOutlined />, title: '极速配送', text: '满额包邮 准时送达' },
  { icon: <SyncOutlined />, title: '售后无忧', text: '退换有保障' },
  { icon: <CustomerServiceOutlined />, title: '专属服务', text: '客户经理一对一' },
];

/** Footer: promises, first 4 help categories, friendly links, licences and copyright. */
export function SiteFooter() {
  const { data: categories = [] } = useHelpCategories();
  const { data: links = [] } = useLinks();
  const { data: site } = useSiteConfig();
  // The year in Beijing, as every other time on the site.
  const year = todayInShanghai().slice(0, 4);

  return (
    <footer className="site-footer">
      <div className="footer-promises">
        <div className="container footer-promises__inner">
          {PROMISES.map((p) => (
            <div key={p.title} className="footer-promise">
              <span className="footer-promise__icon">{p.icon}</span>
              <div>
                <b>{p.title}</b>
                <small>{p.text}</small>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="container footer-help" data-testid="footer-help">
        {categories.slice(0, FOOTER_HELP_CATEGORIES).map((category) => (
          <dl key={category.id} className="footer-help__col">
            <dt>
              <Link to={category.slug === PAY_CATEGORY_SLUG ? paths.helpPay : paths.help}>
                {category.name}
              </Link>
            </dt>
            {(category.children ?? []).slice(0, 5).map((article) => (
              <dd key={article.id}>
                <Link to={helpArticlePath(category.slug, article)}>{article.title}</Link>
              </dd>
            ))}
          </dl>
        ))}
        <div className="footer-help__contact">
          <p>客服热线</p>
          <b>{site?.hot_line || '—'}</b>
          <small>{site?.service_time || '周一至周日 08:30-21:00'}</small>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container">
          {links.length > 0 && (
            <div className="footer-links">
              <span>友情链接：</span>
              {links.map((link) =>
                isExternalUrl(link.url) ? (
                  <a key={link.id} href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.name}
                  </a>
                ) : (
                  <Link key={link.id} to={link.url}>
                    {link.name}
                  </Link>
                ),
              )}
            </div>
          )}
          <div className="footer-licence">
            {(site?.licence ?? []).map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p className="footer-licence__company">
              <span>{site?.company}</span>
              {site?.icp && <span>{site.icp}</span>}
            </p>
            <p data-testid="footer-copyright">
              Copyright © {year} {site?.site_title || '药采网'} 版权所有
              {/* The mobile storefront (a full page load: /m/ is another app). */}
              <a href="/m/" data-testid="footer-mobile" style={{ marginLeft: 16 }}>
                手机版
              </a>
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
