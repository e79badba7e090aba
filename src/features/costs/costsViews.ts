/**
 * The purchase-cost calculator's chunk: its code and the dated rates (a few KB) load only on
 * the calculator's page and on a sale listing once the visitor nears its costs section.
 */
export { CostCalculatorView } from './CostCalculatorView.tsx';
