import { useNamespace } from '../../components/i18n.tsx';
import { CostCalculator, type CostCalculatorProps } from './CostCalculator.tsx';

/** The calculator with its texts (the `costs` namespace, inlined on its own page). */
export function CostCalculatorView(props: CostCalculatorProps) {
  useNamespace('costs');
  return <CostCalculator {...props} />;
}
