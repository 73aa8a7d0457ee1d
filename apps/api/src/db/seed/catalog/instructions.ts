import type { DrugData } from '../data/drugs';

// 说明书 text, section by section as printed on the package insert.

const TCM_USAGE: Record<string, string> = {
  颗粒剂: '开水冲服。一次1袋，一日3次。',
  胶囊剂: '口服。一次2～4粒，一日3次。',
  片剂: '口服。一次2～4片，一日3次。',
  丸剂: '口服。浓缩丸一次8丸，大蜜丸一次1丸，一日2～3次。',
  合剂: '口服。一次10ml，一日3次。',
  糖浆剂: '口服。一次10～20ml，一日3次。',
  酊剂: '口服。一次5～10ml，一日2次，用时摇匀。',
  滴丸剂: '吞服或舌下含服。一次10丸，一日3次。',
  贴膏剂: '外用。贴于患处，一日1次。',
  贴剂: '外用。贴于脐部，一次1贴，24小时换药一次。',
  软膏剂: '外用。取适量涂搽患处，一日2～3次。',
  气雾剂: '外用。喷于伤患处，一日3～5次。',
  散剂: '外用。取适量吹敷患处，一日2～3次。',
  滴眼剂: '滴眼。一次1～2滴，一日3～5次。',
  胶剂: '烊化兑服。一次3～9g。',
  搽剂: '外用。取适量涂擦于患处。',
};

const CHEMICAL_USAGE: Record<string, string> = {
  片剂: '口服。成人一次1片，一日1～3次；或遵医嘱。',
  胶囊剂: '口服。成人一次1粒，一日1～3次；或遵医嘱。',
  颗粒剂: '温开水冲服。一次1袋，一日2～3次；儿童用量请遵医嘱。',
  散剂: '口服。成人一次1袋，一日3次，冲服；儿童酌减。',
  口服溶液剂: '口服。成人一次10ml，一日2～3次；儿童按年龄体重表服用或遵医嘱。',
  混悬剂: '口服。用前摇匀，按说明书年龄体重表服用，或遵医嘱。',
  干混悬剂: '口服。加水摇匀后服用，用量请遵医嘱。',
  滴剂: '口服。用量按说明书年龄体重表，或遵医嘱。',
  乳膏剂: '外用。取适量涂于患处，一日2～3次。',
  软膏剂: '外用。取适量涂于患处，一日2～3次。',
  凝胶剂: '外用。取适量涂于患处，轻轻揉搓，一日3～4次。',
  洗剂: '外用。用时摇匀，取适量涂于患处，一日2～3次。',
  滴眼剂: '滴于眼睑内。一次1～2滴，一日3～4次。',
  眼膏剂: '涂于眼睑内。一日2～3次。',
  喷雾剂: '喷于患处或鼻腔。一次1～2揿，一日2次。',
  栓剂: '阴道给药。一次1枚，睡前使用。',
  灌肠剂: '将容器顶端刺破，涂以油脂少许，缓慢插入肛门，然后将药液挤入直肠。',
  注射剂: '皮下注射。剂量因人而异，应在医生指导下使用。',
};

const DEFAULT_USAGE = '请仔细阅读说明书并按说明使用，或在药师指导下购买和使用。';

const TCM_NOTES =
  '1.忌烟、酒及辛辣、生冷、油腻食物。2.孕妇、哺乳期妇女、儿童及年老体弱者应在医师指导下服用。3.服药3天症状无缓解，应去医院就诊。4.对本品过敏者禁用，过敏体质者慎用。5.请将本品放在儿童不能接触的地方。';
const CHEMICAL_NOTES =
  '1.用药期间如出现不良反应，应立即停药并咨询医师。2.孕妇及哺乳期妇女慎用。3.儿童必须在成人监护下使用。4.如正在使用其他药品，使用本品前请咨询医师或药师。5.请将本品放在儿童不能接触的地方。';
const ANTIBIOTIC_NOTES =
  '1.本品为处方药，须凭医师处方购买和使用。2.用药前须详细询问药物过敏史，对本类药物过敏者禁用。3.应按疗程足量使用，不宜自行停药。4.孕妇及哺乳期妇女慎用。';
const SPECIAL_NOTES =
  '本品为含特殊药品复方制剂，须凭有效身份证件登记购买，单次限量销售；不得超剂量或长期连续使用。';

function storage(drug: DrugData): string {
  if (drug.scope === '生物制品') return '遮光，密闭，在2～8℃保存，不得冷冻。';
  if (['滴眼剂', '合剂', '口服溶液剂', '糖浆剂'].includes(drug.dosageForm))
    return '密封，置阴凉处（不超过20℃）。';
  return '密封，置阴凉干燥处。';
}

export function drugInstructions(
  drug: DrugData,
  spec: string,
  approvalNumber: string,
  maker: string,
  shelfMonths: number,
) {
  const tcm = drug.scope === '中成药';
  const usage = (tcm ? TCM_USAGE : CHEMICAL_USAGE)[drug.dosageForm] ?? DEFAULT_USAGE;
  const notes = [drug.scope === '抗生素制剂' ? ANTIBIOTIC_NOTES : tcm ? TCM_NOTES : CHEMICAL_NOTES];
  if (drug.type === 1) notes.unshift(SPECIAL_NOTES);
  const ingredients =
    tcm || drug.ingredients.includes('、') ? `${drug.ingredients}。` : `本品主要成份为${drug.ingredients}。`;
  return [
    `【药品名称】通用名称：${drug.name}`,
    `【成份】${ingredients}`,
    `【适应症】${drug.indication}`,
    `【规格】${spec}`,
    `【用法用量】${usage}`,
    `【不良反应】${tcm ? '尚不明确。' : '偶见恶心、呕吐、皮疹等，停药后可自行消失。'}`,
    `【禁忌】对本品过敏者禁用。${drug.type === 1 ? '严重高血压、冠心病患者禁用。' : ''}`,
    `【注意事项】${notes.join('')}`,
    `【贮藏】${storage(drug)}`,
    `【有效期】${shelfMonths}个月`,
    `【批准文号】${approvalNumber}`,
    `【生产企业】${maker}`,
  ].join('\n');
}

export function herbalInstructions(input: {
  name: string;
  spec: string;
  origin: string;
  effect: string;
  dose: string;
  maker: string;
  licence: string;
}) {
  return [
    `【品名】${input.name}`,
    `【规格】${input.spec}`,
    `【产地】${input.origin}`,
    `【成份】${input.name}饮片。`,
    `【适应症】${input.effect}`,
    `【用法用量】${input.dose}，煎服或遵医嘱。`,
    '【不良反应】尚不明确。',
    '【禁忌】孕妇及对本品过敏者慎用。',
    '【注意事项】本品为中药饮片，须在中医师指导下配伍使用；发霉、虫蛀后不得使用。',
    '【贮藏】置通风干燥处，防潮，防蛀。',
    '【执行标准】《中华人民共和国药典》2020年版一部',
    `【生产企业】${input.maker}${input.licence ? `（${input.licence}）` : ''}`,
  ].join('\n');
}

export function deviceInstructions(input: {
  name: string;
  spec: string;
  deviceClass: string;
  use: string;
  registration: string;
  maker: string;
}) {
  const single = /一次性|无菌|灭菌/.test(input.name);
  return [
    `【产品名称】${input.name}`,
    `【型号规格】${input.spec}`,
    `【管理类别】${input.deviceClass}医疗器械`,
    `【适用范围】${input.use}`,
    `【使用方法】${single ? '使用前检查包装是否完好，在有效期内使用，打开包装后立即使用。' : '使用前请仔细阅读产品使用说明书。'}`,
    `【禁忌】${single ? '包装破损、过期者禁止使用。' : '尚不明确。'}`,
    `【注意事项】${single ? '本品为一次性使用产品，用后销毁，严禁重复使用。' : '请按说明书操作并定期维护，测量结果仅供参考，不能替代医生诊断。'}`,
    '【贮存条件】存放于相对湿度不超过80%、无腐蚀性气体、通风良好的清洁室内。',
    `【${input.registration.includes('备') ? '备案凭证编号' : '注册证编号'}】${input.registration}`,
    `【注册人/生产企业】${input.maker}`,
  ].join('\n');
}
