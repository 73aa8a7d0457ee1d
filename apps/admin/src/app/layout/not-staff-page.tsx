import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/account/api/logout';
import { paths } from '../paths';

/** A buyer's storefront session reached the console: offer to log out and sign in as staff. */
export function NotStaffPage() {
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <div className="full-screen-center">
      <Result
        status="403"
        title="无法进入运营后台"
        subTitle="当前登录的账号不是运营人员，请退出后使用员工账号登录"
        data-testid="not-staff"
        extra={
          <Button
            type="primary"
            loading={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) })
            }
          >
            退出并切换账号
          </Button>
        }
      />
    </div>
  );
}
