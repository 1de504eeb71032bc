// Reads behind the generated pictures: a product picture, a category banner, a product banner.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

type Db = Kysely<Database>;

export function findProductPicture(
  db: Db,
  productId: number,
  colorId: number,
  position: number,
  kind: 'gallery' | 'highlight',
) {
  return db
    .selectFrom('product_images as pi')
    .innerJoin('product_colors as pc', 'pc.id', 'pi.product_color_id')
    .innerJoin('products as p', 'p.id', 'pi.product_id')
    .select(['p.name', 'p.model', 'p.device_kind', 'pc.color_name', 'pc.color_code', 'pi.caption', 'pi.position'])
    .where('pi.product_id', '=', productId)
    .where('pi.product_color_id', '=', colorId)
    .where('pi.kind', '=', kind)
    .where('pi.position', '=', position)
    .executeTakeFirst();
}

/** A strap option with the watch and case colour it belongs to. */
export function findStrapPicture(db: Db, strapId: number) {
  return db
    .selectFrom('strap_options as s')
    .innerJoin('product_colors as pc', 'pc.id', 's.product_color_id')
    .innerJoin('products as p', 'p.id', 'pc.product_id')
    .select([
      'p.name',
      'p.model',
      'p.device_kind',
      'pc.color_name',
      'pc.color_code',
      's.strap_color',
      's.color_code as strap_code',
    ])
    .where('s.id', '=', strapId)
    .executeTakeFirst();
}

export function findCategoryBanner(db: Db, imageUrl: string) {
  return db
    .selectFrom('category_banners as b')
    .innerJoin('categories as c', 'c.id', 'b.category_id')
    .select(['c.name', 'c.device_kind', 'b.headline', 'b.tagline', 'b.alt_text', 'b.position'])
    .where('b.image_url', '=', imageUrl)
    .executeTakeFirst();
}

export function findProductBanner(db: Db, productId: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select((eb) => [
      'p.name',
      'p.model',
      'p.device_kind',
      'c.name as category_name',
      'c.tagline',
      eb
        .selectFrom('product_colors as pc')
        .select('pc.color_code')
        .whereRef('pc.product_id', '=', 'p.id')
        .orderBy('pc.position')
        .limit(1)
        .as('color_code'),
    ])
    .where('p.id', '=', productId)
    .executeTakeFirst();
}
