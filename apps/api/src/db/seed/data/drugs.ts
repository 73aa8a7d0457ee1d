import { ANTIBIOTIC, BIOLOGICAL, CHEMICAL, SPECIAL } from './drugs-chemical';
import { TCM } from './drugs-tcm';

export type DrugScope = '化学药制剂' | '抗生素制剂' | '中成药' | '生物制品';

export interface SpecOption {
  spec: string;
  /** Supply price of the first manufacturer, fen. */
  price: number;
}

export interface DrugData {
  name: string;
  /** 商品名 of the first manufacturer's product, e.g. 999感冒灵. */
  tradeName: string;
  specs: SpecOption[];
  dosageForm: string;
  unit: string;
  category: string;
  makers: string[];
  /** Only the listed manufacturers make it (an exclusive product). */
  exclusive: boolean;
  indication: string;
  ingredients: string;
  scope: DrugScope;
  /** 1: 含特殊药品复方制剂. */
  type: 0 | 1;
  /** Letter of 国药准字: H chemical, Z Chinese patent medicine, S biological. */
  approvalLetter: 'H' | 'Z' | 'S';
}

const FORM_SUFFIXES = [
  '缓释胶囊',
  '肠溶胶囊',
  '软胶囊',
  '胶囊',
  '缓释片',
  '控释片',
  '肠溶片',
  '分散片',
  '咀嚼片',
  '含片',
  '阴道片',
  '片',
  '颗粒',
  '口服溶液',
  '混悬滴剂',
  '混悬液',
  '滴剂',
  '乳膏',
  '软膏',
  '眼膏',
  '乳胶剂',
  '滴眼液',
  '喷雾剂',
  '干混悬剂',
  '散',
  '栓',
  '注射液',
  '凝胶',
];

/** 阿莫西林胶囊 → 阿莫西林: the active ingredient a chemical drug is named after. */
export function activeIngredient(name: string): string {
  const bare = name.replace(/\(.*\)$/, '');
  const suffix = FORM_SUFFIXES.find((s) => bare.endsWith(s) && bare.length > s.length);
  return suffix ? bare.slice(0, -suffix.length) : bare;
}

function parse(table: string, scope: DrugScope, type: 0 | 1): DrugData[] {
  const approvalLetter = scope === '中成药' ? 'Z' : scope === '生物制品' ? 'S' : 'H';
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [name, tradeName, specs, dosageForm, unit, category, makers, indication, ingredients] =
        line.split('|');
      const exclusive = makers.endsWith('!');
      return {
        name,
        tradeName,
        specs: specs.split(';').map((entry) => {
          const [spec, price] = entry.split('=');
          return { spec, price: Math.round(Number(price) * 100) };
        }),
        dosageForm,
        unit,
        category,
        makers: makers.replace(/!$/, '').split(','),
        exclusive,
        indication,
        ingredients: ingredients || activeIngredient(name),
        scope,
        type,
        approvalLetter,
      };
    });
}

export const DRUGS: DrugData[] = [
  ...parse(TCM, '中成药', 0),
  ...parse(CHEMICAL, '化学药制剂', 0),
  ...parse(ANTIBIOTIC, '抗生素制剂', 0),
  ...parse(BIOLOGICAL, '生物制品', 0),
  ...parse(SPECIAL, '化学药制剂', 1),
];
