// Pages of a product list (category, search, product list): the shared pager counting products.
import { Pager, type PagerProps } from '@/components/ui/pager.tsx';

export function ProductPager(props: Omit<PagerProps, 'noun'>) {
  return <Pager {...props} noun="products" />;
}
