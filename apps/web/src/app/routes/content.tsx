/** 帮助中心 and 资讯. */
import type { RouteObject } from 'react-router';
import { lazyPage, page } from './route-kit';

const help = lazyPage(() => import('../../features/content/pages/help-page'), 'HelpPage');
const newsList = lazyPage(() => import('../../features/content/pages/news-list-page'), 'NewsListPage');
const newsInfo = lazyPage(() => import('../../features/content/pages/news-info-page'), 'NewsInfoPage');

export const helpAndNews: RouteObject[] = [
  {
    id: 'help',
    children: [
      page('/help', '帮助中心', {}, help),
      page('/help/xrzn/hyzc', '会员注册', {}, help),
      page('/help/xrzn/gwzn', '购物指南', {}, help),
      page('/help/xrzn/aqgy', '安全购药', {}, help),
      page('/help/fwbz/wzzz', '网站资质', {}, help),
      page('/help/fwbz/yhxy', '用户协议', {}, help),
      page('/help/fwbz/zskf', '专属客服', {}, help),
      page('/help/us/tsjy', '投诉建议', {}, help),
      page('/help/us/link', '联系我们', {}, help),
      page('/help/pay', '支付配送', {}, help),
      page('/help/zfps/ddzf', '订单支付', {}, help),
      page('/help/zfps/hwps', '货物配送', {}, help),
      page('/help/zfps/ypth', '药品退换', {}, help),
    ],
  },
  {
    id: 'news',
    children: [
      page('/news/hy', '行业资讯', {}, newsList),
      page('/news/company', '公司新闻', {}, newsList),
      page('/news/info/:id/:type', '资讯详情', {}, newsInfo),
    ],
  },
];
