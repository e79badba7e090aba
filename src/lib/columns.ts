/** The grid classes of a block's column sizes (out of 12) on phones, tablets and desktops. */
export function columnClasses(columns: { sm: number; md: number; lg: number }): string {
  return `col-sm-${columns.sm} col-md-${columns.md} col-lg-${columns.lg}`;
}
