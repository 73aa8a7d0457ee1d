import { CheckCircleFilled, PrinterOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { UserCentreFrame } from '../../orders/components/user-centre-menu';
import { useAgreement } from '../api/purchase-agreement';
import { useSignAgreement } from '../api/sign-agreement';
import { formatShanghai } from '@yaocai/web-kit/format';

const LEAD =
  '为保证药品质量、明确购销双方责任，根据《中华人民共和国药品管理法》《中华人民共和国民法典》及《药品经营质量管理规范》等法律法规，' +
  '甲乙双方在平等自愿的基础上，就乙方通过药采网平台向甲方采购药品及相关商品事宜，达成如下协议：';

/** Only a path of this site may be returned to after signing. */
function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/dzht')) return null;
  return value;
}

/** 电子合同 (/dzht): the purchase agreement; buying needs it signed (459 sends the buyer here). */
export function AgreementPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const { data: doc, isLoading } = useAgreement();
  const sign = useSignAgreement();
  const [agreed, setAgreed] = useState(false);

  const onSign = async () => {
    await sign.mutateAsync();
    message.success('电子合同签署成功，您现在可以正常采购了');
    if (redirect) navigate(redirect, { replace: true });
  };

  return (
    <UserCentreFrame testId="agreement-page">
      <div className="uc-head">
        <h1>电子合同</h1>
        {doc && (
          <div className="uc-head__tools">
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              打印合同
            </Button>
          </div>
        )}
      </div>
      {isLoading || !doc ? (
        <Skeleton active paragraph={{ rows: 16 }} />
      ) : (
        <>
          {doc.signed === 1 ? (
            <Alert
              type="success"
              showIcon
              icon={<CheckCircleFilled />}
              className="uc-alert"
              data-testid="agreement-signed"
              message={`您已于 ${formatShanghai(doc.signed_at, 'YYYY年MM月DD日 HH:mm')} 签署本协议，协议长期有效`}
            />
          ) : (
            <Alert
              type="warning"
              showIcon
              className="uc-alert"
              data-testid="agreement-unsigned"
              message="签署《药品购销协议》后方可加入购物车、提交订单和付款"
              description="根据《药品经营质量管理规范》要求，购销双方须签订质量保证协议。请仔细阅读以下条款，阅读完毕后在页面底部勾选并签署。"
            />
          )}
          <article className="ag-doc" data-testid="agreement-doc">
            <h2 className="ag-title">{doc.title}</h2>
            <p className="ag-no">合同编号：{doc.number}</p>
            <table className="ag-parties">
              <tbody>
                <tr>
                  <th>甲方（供货方）</th>
                  <td>{doc.seller.name}</td>
                  <th>乙方（采购方）</th>
                  <td data-testid="agreement-buyer">{doc.buyer.name}</td>
                </tr>
                <tr>
                  <th>地址</th>
                  <td>{doc.seller.address}</td>
                  <th>地址</th>
                  <td>{doc.buyer.address || '—'}</td>
                </tr>
                <tr>
                  <th>客服电话</th>
                  <td>{doc.seller.phone || '—'}</td>
                  <th>联系人 / 电话</th>
                  <td>
                    {doc.buyer.contact || '—'} {doc.buyer.phone}
                  </td>
                </tr>
              </tbody>
            </table>
            <p className="ag-lead">{LEAD}</p>
            {doc.clauses.map((clause) => (
              <section key={clause.title} className="ag-clause">
                <h3>{clause.title}</h3>
                <ol>
                  {clause.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ol>
              </section>
            ))}
            <div className="ag-sign">
              <div className="ag-sign__party">
                <p>甲方（盖章）：{doc.seller.name}</p>
                <div className="ag-seal" aria-hidden>
                  <span>{doc.seller.name.replace(/（.*?）/, '')}</span>
                  <SafetyCertificateOutlined />
                  <em>合同专用章</em>
                </div>
              </div>
              <div className="ag-sign__party">
                <p>乙方（签署）：{doc.buyer.name}</p>
                {doc.signed === 1 ? (
                  <p className="ag-signed">
                    <CheckCircleFilled /> 已电子签署
                    <br />
                    签署日期：{formatShanghai(doc.signed_at, 'YYYY年MM月DD日')}
                  </p>
                ) : (
                  <p className="ag-muted">待签署</p>
                )}
              </div>
            </div>
          </article>
          {doc.signed !== 1 && (
            <div className="ag-actions" data-testid="agreement-actions">
              <Checkbox
                checked={agreed}
                onChange={(e) => setAgreed(e.target.checked)}
                data-testid="agreement-agree"
              >
                我已阅读并同意《{doc.title}》全部条款，并确认以上乙方信息真实有效
              </Checkbox>
              <Button
                type="primary"
                size="large"
                disabled={!agreed}
                loading={sign.isPending}
                onClick={onSign}
                data-testid="agreement-sign"
              >
                同意并签署
              </Button>
              {redirect && <span className="ag-muted">签署后将返回您刚才的页面继续采购</span>}
            </div>
          )}
        </>
      )}
    </UserCentreFrame>
  );
}
