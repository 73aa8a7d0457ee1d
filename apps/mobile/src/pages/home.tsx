import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ScanningOutline } from 'antd-mobile-icons';
import { activityZones, focus, goodsHot, type GoodsCard } from '@yaocai/contract';
import { call } from '../lib/http';
import { m, openDesktop } from '../lib/mobile-paths';
import { useProfile } from '../lib/queries';
import { PriceText } from '../components/goods-row';
import { BannerStrip } from '../components/banner-strip';

const ENTRIES = [
  { to: m.category, text: '全部分类', icon: '类', color: '#1677ff' },
  { to: m.search({ zone: 'near_expiry' }), text: '近效期', icon: '效', color: '#fa8c16' },
  { to: m.search({ select: 'youx' }), text: '优选好药', icon: '优', color: '#e4393c' },
  { to: m.scan, text: '扫码采购', icon: '扫', color: '#52c41a' },
  { to: m.search({ select: 'new' }), text: '新品上架', icon: '新', color: '#722ed1' },
  { to: m.search({ zone: 'herbal' }), text: '中药饮片', icon: '草', color: '#13c2c2' },
  { to: m.search({ zone: 'device' }), text: '医疗器械', icon: '械', color: '#2f54eb' },
  { to: m.orders, text: '我的订单', icon: '单', color: '#eb2f96' },
  { to: m.couponCentre, text: '领券中心', icon: '券', color: '#e4393c' },
  { to: m.points, text: '积分商城', icon: '积', color: '#faad14' },
  { to: m.coupons, text: '我的优惠券', icon: '惠', color: '#fa541c' },
  { to: m.chat, text: '在线客服', icon: '服', color: '#1677ff' },
];

/** 首页: search and scan, banners, quick entries, the running activities' zones and the best sellers. */
export function HomePage() {
  const navigate = useNavigate();
  const profile = useProfile().data;
  const banners = useQuery({
    queryKey: ['banners', 'home'],
    queryFn: ({ signal }) => call(focus, undefined, { silent: true, signal }),
  });
  const zones = useQuery({
    queryKey: ['zones'],
    queryFn: ({ signal }) => call(activityZones, { page_size: 4 }, { silent: true, signal }),
  });
  const hot = useQuery({
    queryKey: ['hot'],
    queryFn: ({ signal }) => call(goodsHot, undefined, { silent: true, signal }),
  });
  const settled = !zones.isPending && !hot.isPending;

  return (
    <div data-testid="m-home">
      <header className="red-head">
        <span className="brand">药采网</span>
        <Link to={m.search()} className="fake-search" data-testid="m-home-search">
          搜索药品名 / 拼音首字母，如 gmlkl
        </Link>
        <button type="button" className="icon-btn" aria-label="扫码" onClick={() => navigate(m.scan)}>
          <ScanningOutline />
        </button>
      </header>
      {profile && profile.username && profile.is_passed !== 1 ? (
        <div className="progress-note" style={{ padding: '8px 12px', background: '#fff7e6', margin: 0 }}>
          资质审核中，审核通过后可见价格并下单
        </div>
      ) : null}
      <div style={{ aspectRatio: '790 / 340', background: '#fbe3e3' }}>
        {banners.data && banners.data.length > 0 ? <BannerStrip banners={banners.data} /> : null}
      </div>
      <div className="section">
        <div className="entries">
          {ENTRIES.map((e) => (
            <Link key={e.text} to={e.to} className="entry">
              <span className="dot" style={{ background: e.color }} aria-hidden="true">
                {e.icon}
              </span>
              {e.text}
            </Link>
          ))}
        </div>
      </div>
      {/* Zones, best sellers and footer appear together once both lists have answered; until then a
          placeholder holds their place, so nothing on screen moves (the footer's shift was CLS 0.217). */}
      {settled ? null : <div className="home-rest" aria-hidden="true" />}
      {settled ? (
        <>
          {(zones.data?.list ?? [])
            .filter((z) => z.goods.length > 0)
            .map((zone) => (
              <div className="section" key={zone.key} data-testid="m-zone">
                <div className="section-title">
                  <span>
                    {zone.title}{' '}
                    {zone.kind_name !== zone.title ? <span className="muted">{zone.kind_name}</span> : null}
                  </span>
                </div>
                {zone.rule ? (
                  <div className="muted" style={{ marginBottom: 8 }}>
                    {zone.rule}
                  </div>
                ) : null}
                <div className="strip">
                  {zone.goods.slice(0, 10).map((g) => (
                    <StripCard key={g.id} goods={g} withSpec />
                  ))}
                </div>
              </div>
            ))}
          <div className="section">
            <div className="section-title">
              <span>热销榜</span>
              <Link to={m.search({ sort: 'sales' })}>更多 ›</Link>
            </div>
            <div className="strip">
              {(hot.data ?? []).slice(0, 12).map((g) => (
                <StripCard key={g.id} goods={g} />
              ))}
            </div>
          </div>
          <div className="footer-links">
            <button type="button" onClick={() => openDesktop('/')} data-testid="m-desktop-link">
              电脑版
            </button>
            ·<Link to={m.me}>我的</Link>
            <div>药采网 · 药店诊所的医药采购平台</div>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** One goods of a home strip (zones with the spec under the name, 热销榜 without). */
function StripCard({ goods: g, withSpec = false }: { goods: GoodsCard; withSpec?: boolean }) {
  return (
    <Link to={m.goods(g.id)} className="strip-card">
      <img
        src={g.goods_image[0] ?? `/img/goods/${g.id}.svg`}
        alt={g.name}
        loading="lazy"
        width={108}
        height={108}
      />
      <div className="name">{g.name}</div>
      {withSpec && (
        <div className="muted" style={{ whiteSpace: 'nowrap', overflow: 'hidden' }}>
          {g.ypgg}
        </div>
      )}
      <PriceText goods={g} />
    </Link>
  );
}
