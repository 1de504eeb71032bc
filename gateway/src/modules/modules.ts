// Every gateway module, in the order their resolver maps merge. A new domain is its manifest and
// one line here (gateway-module.ts).
import { accountModule } from './account/manifest.ts';
import { adminModule } from './admin/manifest.ts';
import { baseModule } from './base/manifest.ts';
import { cartModule } from './cart/manifest.ts';
import { catalogModule } from './catalog/manifest.ts';
import { checkoutModule } from './checkout/manifest.ts';
import { contentModule } from './content/manifest.ts';
import type { GatewayModule } from './gateway-module.ts';
import { partnerModule } from './partner/manifest.ts';
import { reviewsModule } from './reviews/manifest.ts';
import { supportModule } from './support/manifest.ts';
import { wishlistModule } from './wishlist/manifest.ts';

export const GATEWAY_MODULES: readonly GatewayModule[] = [
  baseModule,
  catalogModule,
  contentModule,
  accountModule,
  cartModule,
  supportModule,
  checkoutModule,
  partnerModule,
  adminModule,
  wishlistModule,
  reviewsModule,
];
