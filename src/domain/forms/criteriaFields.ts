/**
 * The demand register's fields of the search criteria, from their one table
 * (domain/criteria/criteria.ts): a price in euros with cents at most, a count up to its bound,
 * an area within the list filter's own bounds, the EPC letter (any case; empty is any), and a
 * feature as a tick.
 */
import * as yup from 'yup';
import { count, flag, money, wholeNumber } from './common.ts';
import {
  CRITERIA,
  CRITERION_NAMES,
  EPC_LETTERS,
  type Criterion,
  type CriterionName,
  type FeatureCriterion,
} from '../criteria/criteria.ts';

type NumberField = ReturnType<typeof money>;
type Fields = {
  [N in CriterionName]: N extends FeatureCriterion
    ? ReturnType<typeof flag>
    : N extends 'epc'
      ? yup.StringSchema<string | undefined>
      : NumberField;
};

function numberField({ unit, bounds }: Criterion): NumberField {
  const [min, max] = bounds ?? [0, 0];
  if (unit === 'euro') return money();
  if (unit === 'area') return wholeNumber(min, max, 'errors.areaInvalid');
  return count(max);
}

const epcField = () =>
  yup
    .string()
    .transform((value: string | undefined) => (value === '' ? undefined : value?.toLowerCase()))
    .oneOf([...EPC_LETTERS, undefined], 'errors.epcInvalid');

export function criteriaFields(): Fields {
  const fields: Record<string, unknown> = {};
  for (const name of CRITERION_NAMES) {
    const criterion: Criterion = CRITERIA[name];
    fields[name] =
      criterion.kind === 'feature' ? flag() : criterion.kind === 'letter' ? epcField() : numberField(criterion);
  }
  return fields as Fields;
}
