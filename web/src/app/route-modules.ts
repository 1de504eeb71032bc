// The screens a shopper lands on, loaded as state rather than with lazy() (see useLoadedModule):
// router.tsx renders them, route-preload.ts starts them with their data.
import { moduleLoader } from '@/lib/use-loaded-module.ts';

export const homeModule = moduleLoader(() => import('@/routes/home.tsx'));
export const categoryModule = moduleLoader(() => import('@/routes/category.tsx'));
export const productModule = moduleLoader(() => import('@/routes/product.tsx'));
