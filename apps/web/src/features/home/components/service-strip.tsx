import { Link } from 'react-router';
import {
  ClockCircleOutlined,
  CrownOutlined,
  ExperimentOutlined,
  GiftOutlined,
  MedicineBoxOutlined,
  SafetyOutlined,
} from '@ant-design/icons';
import { paths } from '../../../app/paths';

const ZONES = [
  {
    to: paths.herbal,
    title: '中药饮片',
    text: '道地药材 产地直采',
    icon: <ExperimentOutlined />,
    color: '#8b5a2b',
  },
  {
    to: paths.devices,
    title: '医疗器械',
    text: '家用医用 一站配齐',
    icon: <MedicineBoxOutlined />,
    color: '#1677ff',
  },
  {
    to: paths.nearExpiry,
    title: '近效期专区',
    text: '效期透明 低价清仓',
    icon: <ClockCircleOutlined />,
    color: '#fa8c16',
  },
  {
    to: paths.freeShipping,
    title: '包邮专区',
    text: '满件包邮 省心采购',
    icon: <SafetyOutlined />,
    color: '#13a8a8',
  },
  {
    to: paths.brandZone(),
    title: '品牌专区',
    text: '名企名品 官方授权',
    icon: <CrownOutlined />,
    color: '#722ed1',
  },
  { to: paths.couponCentre, title: '领券中心', text: '好券天天领', icon: <GiftOutlined />, color: '#e4393c' },
];

/** Entry tiles to the zones under the hero. */
export function ServiceStrip() {
  return (
    <nav className="zone-strip container" aria-label="专区入口">
      {ZONES.map((zone) => (
        <Link key={zone.title} to={zone.to} className="zone-strip__item">
          <span className="zone-strip__icon" style={{ background: zone.color }}>
            {zone.icon}
          </span>
          <span className="zone-strip__text">
            <b>{zone.title}</b>
            <small>{zone.text}</small>
          </span>
        </Link>
      ))}
    </nav>
  );
}
