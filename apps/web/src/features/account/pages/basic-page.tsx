import { CheckCircleFilled, ClockCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Descriptions, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useBasicInfo } from '../api/basic-info';
import { ContactForm } from '../components/contact-form';
import { InvoiceTitleForm } from '../components/invoice-title-form';
import { PasswordChangeForm } from '../components/password-change-form';
import { formatDay } from '@yaocai/web-kit/format';

/** 基本信息 (/basic): account and company, contact person, invoice title and password. */
export function BasicPage() {
  const { data: info, isLoading } = useBasicInfo();

  return (
    <UserCentreFrame testId="basic-page">
      <div className="uc-head">
        <h1>基本信息</h1>
      </div>
      {isLoading || !info ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <>
          <section className="uc-section">
            <h2>账户与企业</h2>
            <Descriptions
              bordered
              size="small"
              column={2}
              className="ac-desc"
              data-testid="basic-account"
              items={[
                { label: '登录账号', children: info.username },
                {
                  label: '会员等级',
                  children: (
                    <>
                      V{info.rank}
                      {info.is_vip === 1 && (
                        <Tag color="gold" className="ac-gap">
                          VIP
                        </Tag>
                      )}
                    </>
                  ),
                },
                { label: '企业名称', children: info.company.name },
                { label: '企业类型', children: info.company.kind_name },
                {
                  label: '资质审核',
                  children:
                    info.is_passed === 1 ? (
                      <span className="ac-ok">
                        <CheckCircleFilled /> 已通过
                        <Link to={paths.qualifications} className="ac-gap">
                          查看资质证件
                        </Link>
                      </span>
                    ) : (
                      <span className="ac-warn">
                        <ClockCircleFilled /> 审核中
                        <Link to={paths.qualifications} className="ac-gap">
                          查看进度
                        </Link>
                      </span>
                    ),
                },
                {
                  label: '电子合同',
                  children:
                    info.contract_signed === 1 ? (
                      <span className="ac-ok">
                        <CheckCircleFilled /> 已签署
                        {info.contract_signed_at && (
                          <span className="ac-muted"> {formatDay(info.contract_signed_at)}</span>
                        )}
                        <Link to={paths.contract} className="ac-gap">
                          查看合同
                        </Link>
                      </span>
                    ) : (
                      <span className="ac-warn">
                        <ExclamationCircleFilled /> 未签署
                        <Link to={paths.contract} className="ac-gap" data-testid="basic-sign-link">
                          去签署
                        </Link>
                      </span>
                    ),
                },
                {
                  label: '所在地区',
                  children: [
                    info.company.city.startsWith(info.company.region) ? '' : info.company.region,
                    info.company.city,
                    info.company.district,
                  ]
                    .filter(Boolean)
                    .join(' / '),
                },
                { label: '注册时间', children: formatDay(info.created_at) },
                { label: '经营地址', children: info.company.address || '—', span: 2 },
                {
                  label: '专属客户经理',
                  span: 2,
                  children: info.account_manager.name ? (
                    <>
                      {info.account_manager.name}
                      <span className="ac-muted ac-gap">{info.account_manager.phone}</span>
                      <span className="ac-muted ac-gap">
                        企业名称、类型、地址变更请联系客户经理并重新提交资质
                      </span>
                    </>
                  ) : (
                    '—'
                  ),
                },
              ]}
            />
          </section>
          <section className="uc-section">
            <h2>
              联系人信息<small>订单配送、资质到期提醒将联系此人</small>
            </h2>
            <ContactForm info={info} />
          </section>
          <section className="uc-section">
            <h2>
              开票信息<small>结算时选择开具发票的订单使用此抬头和税号</small>
            </h2>
            <InvoiceTitleForm value={{ invoice_title: info.invoice_title, tax_number: info.tax_number }} />
          </section>
          <section className="uc-section">
            <h2>修改密码</h2>
            <PasswordChangeForm phone={info.phone} maskedPhone={info.masked_phone} />
          </section>
        </>
      )}
    </UserCentreFrame>
  );
}
