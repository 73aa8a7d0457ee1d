import { DEVICES, MODEL_PREFIXES, type DeviceData, type DeviceSpec } from '../data/devices';
import { searchKeys } from '../pinyin';
import { hashString, type Random } from '../random';
import { deviceRegistrationNumber } from './codes';
import { deviceInstructions } from './instructions';
import { collect, type Candidate, type MakerRef } from './types';

const CLASS_NAMES = { 1: '第一类', 2: '第二类', 3: '第三类' } as const;

/** A model number in the maker's style: YE660B, HEM-7124J, KF-65B. */
function modelNumber(maker: MakerRef, random: Random): string {
  const prefix = MODEL_PREFIXES[maker.shortName] ?? `${searchKeys(maker.shortName).initials.toUpperCase()}-`;
  const digits = prefix === 'HEM-' ? random.int(7100, 8720) : random.int(60, 990);
  return `${prefix}${digits}${random.pick(['', '', 'A', 'B', 'C', 'D', 'J', 'T'])}`;
}

export function deviceDrafts(count: number, random: Random, makerByShort: Map<string, MakerRef>) {
  const makersOf = (device: DeviceData) =>
    device.makers.map((short) => {
      const maker = makerByShort.get(short);
      if (!maker) throw new Error(`unknown manufacturer ${short} of ${device.name}`);
      return maker;
    });

  const candidate = (
    device: DeviceData,
    option: DeviceSpec,
    maker: MakerRef,
    listedIndex: number,
  ): Candidate => {
    const machine = option.spec.includes('{M}');
    const spec = machine ? option.spec.replace('{M}', modelNumber(maker, random)) : option.spec;
    return {
      key: `${device.name}|${spec}|${maker.id}`,
      make: (primary) => {
        const h = hashString(`${device.name}|${maker.id}`);
        const factor = listedIndex === 0 ? 1 : 0.82 + (h % 33) / 100;
        const deviceClass = CLASS_NAMES[device.deviceClass];
        const registration = deviceRegistrationNumber(
          device.deviceClass,
          maker.province,
          device.category,
          `${device.name}|${maker.id}`,
        );
        return {
          kind: 'device',
          name: device.name,
          tradeName: '',
          spec,
          unit: option.unit,
          dosageForm: '',
          scopeClass: `${deviceClass}医疗器械`,
          category: device.category,
          maker,
          supplyPrice: Math.max(50, Math.round(option.price * factor)),
          approvalNumber: registration,
          origin: '',
          deviceClass,
          type: 0,
          instructions: deviceInstructions({
            name: device.name,
            spec,
            deviceClass,
            use: device.intendedUse,
            registration,
            maker: maker.name,
          }),
          shelfMonths: machine ? 60 : 36,
          primary,
          consumable: !machine && option.price < 5_000,
        };
      },
    };
  };

  const primaries = random
    .shuffle(DEVICES)
    .map((device) => candidate(device, device.specs[0], makersOf(device)[0], 0));
  const draw = () => {
    const device = random.pick(DEVICES);
    const makers = makersOf(device);
    const maker = random.pick(makers);
    return candidate(device, random.pick(device.specs), maker, makers.indexOf(maker));
  };
  return collect(count, primaries, draw);
}
