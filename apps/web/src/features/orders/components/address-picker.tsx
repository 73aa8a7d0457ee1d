import { Link } from 'react-router';
import { Empty } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { paths } from '../../../app/paths';
import type { Address } from '../api/types';

/** Delivery address cards; one is chosen. */
export function AddressPicker({
  addresses,
  value,
  onChange,
}: {
  addresses: Address[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  if (addresses.length === 0) {
    return (
      <Empty description="还没有收货地址">
        <Link to={paths.addresses}>去添加收货地址</Link>
      </Empty>
    );
  }
  return (
    <div className="address-list" role="radiogroup" aria-label="收货地址">
      {addresses.map((a) => (
        <button
          type="button"
          role="radio"
          aria-checked={value === a.id}
          key={a.id}
          className={value === a.id ? 'address-card is-active' : 'address-card'}
          onClick={() => onChange(a.id)}
          data-testid="address-option"
          data-address-id={a.id}
        >
          <div className="address-card__head">
            <EnvironmentOutlined /> <b>{a.consignee}</b> <span>{a.phone}</span>
            {a.is_default === 1 && <em className="address-card__default">默认</em>}
          </div>
          <div className="address-card__body">{a.full_address}</div>
        </button>
      ))}
    </div>
  );
}
