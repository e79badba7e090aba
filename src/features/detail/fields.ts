/**
 * The detail fields of spec section 3, grouped the way a buyer reads a listing. Each field
 * names its format; its label is `detail:field.{key}`. A field shows only when it has a
 * value, and a section only when one of its fields does. The price, the energy label, the
 * viager and the media have their own blocks; their remaining figures are listed here.
 */
import type { PropertyDetail } from '../../domain/catalogue/detailTypes.ts';

export type FieldFormat =
  | 'count'
  | 'area'
  | 'year'
  | 'money'
  | 'moneyMonthly'
  | 'text'
  | 'yesNo'
  | 'planning'
  | 'date'
  | 'energy'
  | 'energyTotal'
  | 'co2'
  | 'floor'
  | 'score';

export type FieldKey = Exclude<keyof PropertyDetail, 'Viager'>;

export interface FieldDef {
  key: FieldKey;
  format: FieldFormat;
}

export type SectionId =
  'price' | 'costs' | 'layout' | 'surfaces' | 'energy' | 'planning' | 'certificates' | 'flood' | 'equipment';

export interface SectionDef {
  id: SectionId;
  fields: FieldDef[];
}

const f = (key: FieldKey, format: FieldFormat): FieldDef => ({ key, format });

export const SECTIONS: SectionDef[] = [
  {
    id: 'price',
    fields: [
      f('CadastralIncome', 'money'),
      f('Tax', 'money'),
      f('Charges', 'moneyMonthly'),
      f('Deposit', 'money'),
      f('AgencyCosts', 'money'),
      f('InventoryCost', 'money'),
      f('OptionPrice', 'money'),
      f('ParkingPrice', 'money'),
    ],
  },
  {
    id: 'costs',
    fields: [
      f('GroundPart', 'money'),
      f('Building', 'money'),
      f('VAT', 'money'),
      f('RegistrationRights', 'money'),
      f('NotaryFeeWithoutVAT', 'money'),
      f('NotaryFeeWithVAT', 'money'),
      f('Costs', 'money'),
      f('TotalCost', 'money'),
    ],
  },
  {
    id: 'layout',
    fields: [
      f('Bedrooms', 'count'),
      f('Bathrooms', 'count'),
      f('ShowerRooms', 'count'),
      f('Toilets', 'count'),
      f('Garages', 'count'),
      f('Parkings', 'count'),
      f('ExternalParkings', 'count'),
      f('Floors', 'count'),
      f('Floor', 'floor'),
      f('Facades', 'count'),
      f('ConstructionYear', 'year'),
      f('RenovationYear', 'year'),
    ],
  },
  {
    id: 'surfaces',
    fields: [
      f('SurfaceTotal', 'area'),
      f('SurfaceLiving', 'area'),
      f('SurfaceConstructed', 'area'),
      f('SurfaceGround', 'area'),
      f('SurfaceGarden', 'area'),
      f('SurfaceTerrace', 'area'),
      f('SurfaceStore', 'area'),
    ],
  },
  {
    id: 'energy',
    fields: [
      f('EnergyPerformance', 'energy'),
      f('EPCTotal', 'energyTotal'),
      f('CO2Emission', 'co2'),
      f('ELevel', 'count'),
      f('EPCEndDate', 'date'),
    ],
  },
  {
    id: 'planning',
    fields: [
      f('PlanningPermit', 'planning'),
      f('Summons', 'planning'),
      f('AllotmentPermit', 'planning'),
      f('PreemptiveRights', 'planning'),
      f('JudicialDecision', 'planning'),
      f('Servitudes', 'text'),
      f('Heritage', 'text'),
    ],
  },
  {
    id: 'certificates',
    fields: [
      f('Asbestos', 'text'),
      f('GasCertificate', 'text'),
      f('ElectricityCertificate', 'text'),
      f('GroundCertificate', 'text'),
    ],
  },
  {
    id: 'flood',
    fields: [
      f('FloodRisk', 'text'),
      f('FloodZone', 'yesNo'),
      f('Riverbank', 'yesNo'),
      f('FloodGScore', 'score'),
      f('FloodPScore', 'score'),
    ],
  },
  {
    id: 'equipment',
    fields: [
      f('Heating', 'text'),
      f('Kitchen', 'text'),
      f('Interior', 'text'),
      f('Comfort', 'text'),
      f('Frames', 'text'),
      f('Glazing', 'text'),
      f('Roof', 'text'),
      f('FloorCover', 'text'),
      f('Orientations', 'text'),
    ],
  },
];

/** Planning flags: none (no information), 0 no, 1 yes, 2 requested. */
export const PLANNING_VALUES = { 0: 'no', 1: 'yes', 2: 'requested' } as const;

export function sectionById(id: SectionId): SectionDef {
  const section = SECTIONS.find((s) => s.id === id);
  if (!section) throw new Error(`No detail section "${id}"`);
  return section;
}
