import { Link } from 'react-router';
import {
  FileTextOutlined,
  GiftOutlined,
  HeartOutlined,
  ProfileOutlined,
  ThunderboltOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { paths } from '../../../app/paths';
import { isLoggedIn, useProfile } from '../../account/api/profile';

const QUICK_LINKS = [
  { to: paths.orders, label: '我的订单', icon: <ProfileOutlined /> },
  { to: paths.favourites, label: '我的收藏', icon: <HeartOutlined /> },
  { to: paths.quickPurchase, label: '快速采购', icon: <ThunderboltOutlined /> },
  { to: paths.invoices, label: '电子发票', icon: <FileTextOutlined /> },
  { to: paths.couponCentre, label: '领券中心', icon: <WalletOutlined /> },
  { to: paths.pointsMall, label: '积分商城', icon: <GiftOutlined /> },
];

/** Right column greeting: 您好 + company, or login / register buttons for a visitor. */
export function UserCard() {
  const { data: profile } = useProfile({ load: false });
  const loggedIn = isLoggedIn(profile);
  return (
    <div className="user-card">
      <div className="user-card__head">
        <span className="user-card__avatar">
          {profile?.face ? <img src={profile.face} alt="" width={48} height={48} /> : <UserOutlined />}
        </span>
        <div className="user-card__hello">
          <span>Hi，您好！</span>
          <b title={profile?.company}>
            {loggedIn ? profile?.company || profile?.username : '欢迎来到药采网'}
          </b>
        </div>
      </div>
      {loggedIn ? (
        <div className="user-card__status">
          {profile?.is_passed === 1 ? (
            <span className="user-card__passed">资质已审核</span>
          ) : (
            <span className="user-card__pending">资质审核中</span>
          )}
          <Link to={paths.points} title="查看积分明细" data-testid="user-card-points">
            积分 {profile?.points ?? 0}
          </Link>
          <Link to={paths.user}>会员中心</Link>
        </div>
      ) : (
        <div className="user-card__actions">
          <Link to={paths.login} className="btn btn--primary">
            请登录
          </Link>
          <Link to={paths.register} className="btn btn--ghost">
            免费注册
          </Link>
        </div>
      )}
      <ul className="user-card__links">
        {QUICK_LINKS.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>
              {link.icon}
              <span>{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
