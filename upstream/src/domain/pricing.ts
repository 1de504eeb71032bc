// Discount text as the shop states it next to a price ("28%"); null when there is no discount.
export function discountText(listPrice: number, salePrice: number): string | null {
  if (!(listPrice > 0) || salePrice >= listPrice) return null;
  const percent = Math.round(((listPrice - salePrice) / listPrice) * 100);
  return percent > 0 ? `${percent}%` : null;
}
