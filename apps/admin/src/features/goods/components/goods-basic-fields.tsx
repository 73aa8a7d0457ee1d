import { AutoComplete, Col, Form, Input, Radio, Row, Select, Switch, TreeSelect } from 'antd';
import { goodsInput, type GoodsCategories } from '@yaocai/contract';
import { contractRule } from '@yaocai/web-kit/antd/contract-rule';
import { SCOPES_BY_KIND, type GoodsKindCode } from '@yaocai/domain';
import { categoryTree } from '../lib/goods-form';
import { DEVICE_CLASSES, GOODS_KIND_OPTIONS } from '../lib/goods-labels';
import { FieldCol } from '../../../components/field-col';
import { required } from '../../../lib/required-rules';

const UNITS = ['盒', '瓶', '袋', '支', '板', '包', '贴', '个', '台', '千克'].map((value) => ({ value }));
const DOSAGE_FORMS = [
  '片剂',
  '胶囊剂',
  '颗粒剂',
  '丸剂',
  '口服液',
  '注射剂',
  '软膏剂',
  '散剂',
  '喷雾剂',
  '饮片',
].map((value) => ({ value }));

const words = (what: string, max: number, required = true) => [
  ...(required ? [{ required: true, whitespace: true, message: `请填写${what}` }] : []),
  { max, message: `${what}不能超过${max}个字符` },
];

/** 商品类型 to 器械类别: what the goods is, who makes it, where it is filed and which licence it needs. */
export function GoodsBasicFields({ categories }: { categories: GoodsCategories }) {
  const kind = (Form.useWatch('kind') as GoodsKindCode | undefined) ?? 'drug';
  return (
    <Row gutter={24}>
      <FieldCol span={24} name="kind" label="商品类型" rules={required('请选择商品类型')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={GOODS_KIND_OPTIONS}
          data-testid="goods-field-kind"
        />
      </FieldCol>
      <FieldCol xs={24} md={8} name="name" label="通用名" rules={words('通用名', 100)}>
        <Input placeholder="如 阿莫西林胶囊" data-testid="goods-field-name" />
      </FieldCol>
      <FieldCol xs={24} md={8} name="trade_name" label="商品名" rules={words('商品名', 100, false)}>
        <Input placeholder="选填，如 阿莫仙" data-testid="goods-field-trade-name" />
      </FieldCol>
      <FieldCol xs={24} md={8} name="spec" label="规格" rules={words('规格', 100)}>
        <Input placeholder="如 0.25g*24粒" data-testid="goods-field-spec" />
      </FieldCol>
      <FieldCol xs={12} md={4} name="unit" label="单位" rules={words('单位', 10)}>
        <AutoComplete options={UNITS} placeholder="如 盒" data-testid="goods-field-unit" />
      </FieldCol>
      <FieldCol xs={12} md={4} name="dosage_form" label="剂型" rules={words('剂型', 20, false)}>
        <AutoComplete options={DOSAGE_FORMS} placeholder="选填" data-testid="goods-field-dosage-form" />
      </FieldCol>
      <FieldCol
        xs={24}
        md={8}
        name="approval_number"
        label={kind === 'device' ? '批准文号 / 注册证号' : '批准文号'}
        rules={[
          ...words('批准文号', 64, false),
          ...(kind === 'drug' ? [{ required: true, whitespace: true, message: '药品必须填写批准文号' }] : []),
        ]}
      >
        <Input
          placeholder={kind === 'drug' ? '如 国药准字H44021351' : '选填'}
          data-testid="goods-field-approval-number"
        />
      </FieldCol>
      <FieldCol
        xs={24}
        md={8}
        name="barcode"
        label="条形码（69码）"
        rules={[contractRule(goodsInput.shape.barcode)]}
      >
        <Input
          placeholder="13位商品条码，选填"
          inputMode="numeric"
          maxLength={13}
          data-testid="goods-field-barcode"
        />
      </FieldCol>
      <FieldCol xs={24} md={8} name="manufacturer" label="生产厂家" rules={words('生产厂家', 100)}>
        <Input placeholder="厂家全称，新厂家将自动添加" data-testid="goods-field-manufacturer" />
      </FieldCol>
      <FieldCol xs={24} md={8} name="category_id" label="分类" rules={required('请选择分类')}>
        <TreeSelect
          treeData={categoryTree(categories, kind)}
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeNodeLabelProp="label"
          treeExpandAction="click"
          placeholder="选择末级分类"
          data-testid="goods-field-category"
        />
      </FieldCol>
      <FieldCol xs={24} md={8} name="scope_class" label="经营范围" rules={required('请选择经营范围')}>
        <Select
          placeholder="会员须具备该经营范围才能购买"
          options={SCOPES_BY_KIND[kind].map((scope) => ({ value: scope, label: scope }))}
          data-testid="goods-field-scope"
        />
      </FieldCol>
      <Col xs={24} md={8}>
        {kind === 'drug' && (
          <Form.Item
            name="type"
            label="含特殊药品复方制剂"
            valuePropName="checked"
            tooltip="含麻黄碱等特殊药品的复方制剂：仅有特药权限的会员可购买，订单需上传回执"
          >
            <Switch checkedChildren="是" unCheckedChildren="否" data-testid="goods-field-special" />
          </Form.Item>
        )}
        {kind === 'herbal' && (
          <Form.Item name="origin" label="产地" rules={words('产地', 32, false)}>
            <Input placeholder="如 甘肃岷县" data-testid="goods-field-origin" />
          </Form.Item>
        )}
        {kind === 'device' && (
          <Form.Item name="device_class" label="器械类别">
            <Select
              allowClear
              placeholder="选择器械类别"
              options={DEVICE_CLASSES.map((value) => ({ value, label: value }))}
              data-testid="goods-field-device-class"
            />
          </Form.Item>
        )}
      </Col>
    </Row>
  );
}
