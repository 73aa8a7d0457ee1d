import { Link } from 'react-router';
import { formatYuan, FREE_SHIPPING_THRESHOLD_FEN, SHIPPING_FEE_FEN } from '@yaocai/domain';
import { paths } from '../../../app/paths';

/** 包邮规则 (/yx/rule): shown on its own, without header, footer or side bar. */
export function FreeShippingRulePage() {
  return (
    <div className="rule-page" data-testid="free-shipping-rule">
      <div className="rule-page__head">
        <h1>包邮专区规则</h1>
        <p>单品满件包邮 · 凑单更划算</p>
      </div>
      <ol className="rule-page__list">
        <li>
          <b>单品满件包邮：</b>
          包邮专区商品标有「满N件包邮」，同一商品在一个订单中的采购数量达到N件时，该商品免运费。
        </li>
        <li>
          <b>订单满额包邮：</b>未达到单品包邮数量的商品，订单商品金额满¥
          {formatYuan(FREE_SHIPPING_THRESHOLD_FEN)}
          免运费；不足时收取运费¥{formatYuan(SHIPPING_FEE_FEN)}，结算页会提示还差多少金额即可包邮。
        </li>
        <li>
          <b>按中包装购买：</b>不可拆零的商品按中包装的倍数采购，包邮数量按实际采购数量计算。
        </li>
        <li>
          <b>其他：</b>
          含特殊药品复方制剂、控销商品按各自规则执行；活动最终解释权归药采网所有，如有疑问请联系您的客户经理。
        </li>
      </ol>
      <div className="rule-page__actions">
        <Link to={paths.freeShipping} className="rule-page__button">
          去包邮专区选购
        </Link>
        <Link to={paths.home}>返回首页</Link>
      </div>
    </div>
  );
}

export default FreeShippingRulePage;
