import { Link, useLocation } from 'react-router';
import { Button, Result } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import type { Profile } from '../../account/api/types';

export type ControlledAccess = 'visitor' | 'review' | 'member';

export function controlledAccess(profile: Profile | undefined): ControlledAccess {
  if (!profile?.username) return 'visitor';
  return profile.is_passed === 1 ? 'member' : 'review';
}

/**
 * Controlled-sales goods exist only for eligible buyers (DOMAIN.md): visitors, members awaiting
 * review and members outside the allowed regions or groups are told why they see none.
 */
export function ControlledNotice({ access, profile }: { access: ControlledAccess; profile?: Profile }) {
  const location = useLocation();
  if (access === 'visitor') {
    return (
      <Result
        icon={<LockOutlined />}
        title="控销商品仅对指定区域的认证客户开放"
        subTitle="请登录后查看您可采购的控销品种"
        extra={
          <Link to={paths.loginWithRedirect(location.pathname + location.search)}>
            <Button type="primary">立即登录</Button>
          </Link>
        }
        className="controlled-notice"
        data-testid="controlled-notice"
      />
    );
  }
  if (access === 'review') {
    return (
      <Result
        icon={<LockOutlined />}
        title="资质审核通过后可查看控销商品"
        subTitle="您的资质正在审核中，审核通过后即可查看并采购本区域的控销品种"
        extra={
          <Link to={paths.qualifications}>
            <Button type="primary">查看资质</Button>
          </Link>
        }
        className="controlled-notice"
        data-testid="controlled-notice"
      />
    );
  }
  const manager = profile?.admin?.name ? `${profile.admin.name} ${profile.admin.phone}` : '您的客户经理';
  return (
    <Result
      icon={<LockOutlined />}
      title="暂无对您开放的控销商品"
      subTitle={`控销商品按区域和客户分组开放，您所在的区域或分组暂未开通。如需采购请联系 ${manager}`}
      className="controlled-notice"
      data-testid="controlled-notice"
    />
  );
}
