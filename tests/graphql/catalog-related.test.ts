// Related products of a product the product screen did not load (here: the products of a category
// page): the gateway asks upstream for one bounded page of the category, the first `first` + 1 in
// the featured order, never the whole category, and answers the first `first` of them but itself.
import { describe, expect, it } from 'vitest';
import { useShop } from '../support/shop.ts';
import { CategoryProductsWithRelatedDocument } from './generated/graphql.ts';

const { gateway } = useShop();

describe('Product.related outside the product screen', () => {
  it("answers the category's first products in the featured order but the product itself", async () => {
    const { body } = await gateway.graphql(CategoryProductsWithRelatedDocument, { slug: 'smart-watches' });
    expect(body.errors).toBeUndefined();
    const category = body.data!.category!;
    expect(category.featured.totalCount).toBeGreaterThan(4);
    const featured = category.featured.nodes.map((p) => p.id);
    for (const product of category.productPage.nodes) {
      const related = product.related.map((p) => p.id);
      expect(related).toEqual(featured.filter((id) => id !== product.id).slice(0, 3));
    }
  });
});
