import type { CashbackRuleView } from '@yaocai/contract';
import { formatShanghai } from '@yaocai/web-kit/format';

const whole = (yuan: string) => yuan.replace(/\.00$/, '');
const day = (iso: string) => formatShanghai(iso, 'YYYY.MM.DD');

/** The running rules as tiers: 满¥1000 返¥30, lowest threshold first. */
export function CashbackTiers({ rules }: { rules: CashbackRuleView[] }) {
  return (
    <div className="hb-tiers" data-testid="cashback-tiers">
      {rules.map((rule) => (
        <div key={rule.id} className="hb-tier" data-testid="cashback-tier">
          <span className={`hb-tier__dest hb-tier__dest--${rule.destination}`}>
            返{rule.destination_name}
          </span>
          <span className="hb-tier__label">单笔订单商品实付满 ¥{whole(rule.threshold)}</span>
          <span className="hb-tier__amount">
            <small>返¥</small>
            {whole(rule.amount)}
          </span>
          <span>{rule.name}</span>
          <span className="hb-tier__window">
            活动时间（北京时间） {day(rule.starts_at)} - {day(rule.ends_at)}
          </span>
        </div>
      ))}
    </div>
  );
}
