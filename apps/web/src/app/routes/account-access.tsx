/** 注册 (single pharmacy, WeChat and 多门店) and 忘记密码, on the login layout. */
import type { RouteObject } from 'react-router';
import { paths } from '../paths';
import { AUTH, lazyPage, moved, page, type Lazy } from './route-kit';

const registerWechat = lazyPage(
  () => import('../../features/account/pages/register-wechat-page'),
  'RegisterWechatPage',
);
/** One step of 注册. */
const register =
  (step: 1 | 2 | 3 | 4): Lazy =>
  async () => {
    const { RegisterPage } = await import('../../features/account/pages/register-page');
    return { element: <RegisterPage step={step} /> };
  };
/** One step of 忘记密码. */
const forget =
  (step: 1 | 2 | 3): Lazy =>
  async () => {
    const { ForgetPage } = await import('../../features/account/pages/forget-page');
    return { element: <ForgetPage step={step} /> };
  };
/** One step of 多门店注册. */
const registerStores =
  (step: 1 | 2 | 3): Lazy =>
  async () => {
    const { RegisterStoresPage } = await import('../../features/account/pages/register-stores-page');
    return { element: <RegisterStoresPage step={step} /> };
  };

export const accountAccess: RouteObject[] = [
  moved('/forget', paths.forgetStep(1), '忘记密码', AUTH),
  page('/forget/step1', '忘记密码', AUTH, forget(1)),
  page('/forget/step2', '重置密码', AUTH, forget(2)),
  page('/forget/step3', '重置成功', AUTH, forget(3)),
  moved('/register', paths.registerIndex, '注册', AUTH),
  moved('/register_index', paths.registerStep(1), '注册', AUTH),
  page('/register/step1', '注册', AUTH, register(1)),
  page('/register/step2', '注册', AUTH, register(2)),
  page('/register/step3', '注册', AUTH, register(3)),
  page('/register/step4', '注册', AUTH, register(4)),
  moved('/register_dd', paths.registerStoresStep(1), '多门店注册', AUTH),
  page('/register/dd/step1', '多门店注册', AUTH, registerStores(1)),
  page('/register/dd/step2', '多门店注册', AUTH, registerStores(2)),
  page('/register/dd/step3', '多门店注册', AUTH, registerStores(3)),
  page('/register/wechat', '微信注册', AUTH, registerWechat),
];
