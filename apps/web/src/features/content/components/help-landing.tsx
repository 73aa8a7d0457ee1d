import {
  CarOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import type { HelpCategory } from '../api/types';
import { helpArticlePath, PAY_CATEGORY_SLUG } from '../lib/help-links';

const ICONS: Record<string, ReactNode> = {
  xrzn: <UserAddOutlined />,
  fwbz: <SafetyCertificateOutlined />,
  us: <TeamOutlined />,
  zfps: <CarOutlined />,
};

/** /help: every help category as a card with its articles. */
export function HelpLanding({ categories }: { categories: HelpCategory[] }) {
  return (
    <div className="help-landing" data-testid="help-landing">
      <header className="help-landing__head">
        <h1>帮助中心</h1>
        <p>注册开户、采购下单、支付配送、售后服务，常见问题都在这里。找不到答案？请联系您的专属客户经理。</p>
      </header>
      <div className="help-landing__grid">
        {categories.map((category) => (
          <section key={category.id} className="help-card">
            <h2>
              <span className="help-card__icon">{ICONS[category.slug] ?? <QuestionCircleOutlined />}</span>
              {category.slug === PAY_CATEGORY_SLUG ? (
                <Link to={paths.helpPay}>{category.name}</Link>
              ) : (
                category.name
              )}
            </h2>
            <ul>
              {category.children.map((article) => (
                <li key={article.id}>
                  <Link to={helpArticlePath(category.slug, article)}>{article.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
