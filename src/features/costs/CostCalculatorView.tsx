import { useTranslation } from 'react-i18next';
import { CostCalculator, type CostCalculatorProps } from './CostCalculator.tsx';

/**
 * The calculator with its texts: the `costs` namespace, inlined on its own page; elsewhere
 * useTranslation suspends until it is loaded.
 */
export function CostCalculatorView(props: CostCalculatorProps) {
  useTranslation('costs');
  return <CostCalculator {...props} />;
}
