import { useState, type ReactNode } from 'react';
import { CART_ERRORS } from '@shop/commerce/cart/messages';
import { Price } from '@/components/ui/price.tsx';
import { Rating } from '@/components/ui/rating.tsx';
import { SafeHtml } from '@/components/ui/safe-html.tsx';
import { TrustBadges } from '@/components/ui/trust-badges.tsx';
import type { ProductDetail_ProductFragment } from '@/generated/graphql.ts';
import {
  chooseColor,
  galleryForStrap,
  highlightsForColor,
  imagesForColor,
  initialSelection,
  isSized,
  stockFor,
  type PurchaseLine,
} from '@/features/catalog/lib/product-selection.ts';
import { AddOns } from './add-ons.tsx';
import { DeliveryCheck } from './delivery-check.tsx';
import { OfferProducts } from './offer-products.tsx';
import { OptionGroup } from './option-group.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { ProductHighlights } from './product-highlights.tsx';
import { PurchasePanel } from './purchase-panel.tsx';
import { SizeGuide } from './size-guide.tsx';
import { VariantRibbons } from './variant-ribbons.tsx';
import './product-detail.css';

type ProductDetailProps = {
  product: ProductDetail_ProductFragment;
  /** Puts the lines in the cart and moves on; resolves to the message to show when the cart refused. */
  onBuyNow: (main: PurchaseLine, addOns: PurchaseLine[]) => Promise<string | null>;
  /** Puts the lines in the cart and stays; resolves to the message to show when the cart refused. */
  onAddToCart: (main: PurchaseLine, addOns: PurchaseLine[]) => Promise<string | null>;
  /** Beside the name, composed by the route (the wishlist heart). */
  titleAction?: ReactNode;
  /** Under the purchase panel when the chosen colour and size are out of stock (the back-in-stock form). */
  outOfStock?: (option: { colorId: string; colorName: string; size: string }) => ReactNode;
};

/** The product page's top: gallery, options, quantity, delivery check, Buy Now, highlights. */
export function ProductDetail({ product, onBuyNow, onAddToCart, titleAction, outOfStock }: ProductDetailProps) {
  const [selection, setSelection] = useState(() => initialSelection(product.colors));
  const [message, setMessage] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const [buying, setBuying] = useState(false);
  const color = product.colors.find((c) => c.id === selection.colorId);
  const stock = stockFor(color, selection.size);
  const images = imagesForColor(product.images, color?.name);
  const strap = color?.straps.find((s) => s.id === selection.strapId) ?? null;
  const gallery = galleryForStrap(images, strap);

  const purchase = async (put: ProductDetailProps['onBuyNow'], stay: boolean): Promise<void> => {
    if (!color || buying) return;
    const main: PurchaseLine = {
      pid: product.id,
      name: product.name,
      model: product.model,
      colorId: color.id,
      colorName: color.name,
      image: images[0]?.url ?? product.imageUrl,
      price: product.price.amount,
      currency: product.price.currencyCode,
      quantity: selection.quantity,
      size: selection.size,
      strap: strap ? { id: strap.id, color: strap.color } : null,
      offers: product.offerProducts
        .filter((o) => selection.offerIds.includes(o.productId))
        .map((o) => ({ id: o.productId, name: o.name, price: o.price.amount })),
    };
    const addOns: PurchaseLine[] = product.addOns
      .filter((a) => selection.addOnIds.includes(a.id))
      .map((a) => ({
        pid: a.id,
        name: a.name,
        model: a.model,
        colorId: a.colors[0]?.id ?? '',
        colorName: a.colors[0]?.name ?? '',
        image: a.imageUrl,
        price: a.price.amount,
        currency: a.price.currencyCode,
        quantity: 1,
      }));
    setBuying(true);
    setMessage(null);
    setAdded(null);
    const refused = await put(main, addOns);
    setBuying(false);
    setMessage(refused);
    if (stay && refused === null) {
      const extras = addOns.length > 0 ? ` and ${addOns.length} add-on${addOns.length === 1 ? '' : 's'}` : '';
      setAdded(`Added ${main.quantity} × ${product.name} (${main.colorName})${extras} to your cart.`);
    }
  };

  return (
    <article className="product-detail" aria-labelledby="product-title">
      <div className="product-detail-grid">
        <ProductGallery
          key={`${color?.id ?? 'none'}-${gallery === images ? '' : (strap?.id ?? '')}`}
          images={gallery}
          alt={`${product.name}${color ? ` in ${color.name}` : ''}${gallery === images || !strap ? '' : ` with a ${strap.color} strap`}`}
        />
        <div className="product-info">
          <p className="product-category">{product.categoryName}</p>
          <div className="product-title-row">
            <h1 id="product-title">{product.name}</h1>
            {titleAction}
          </div>
          <p className="product-model">{`Model: ${product.model}`}</p>
          <Rating value={product.rating} count={product.ratingCount} />
          <Price price={product.price} compareAtPrice={product.compareAtPrice} discount={product.discount} size="lg" />
          <SafeHtml className="product-summary" html={product.shortDescriptionHtml} />
          {product.hasVariants ? <VariantRibbons productId={product.id} variants={product.variants} /> : null}
          {product.colors.length > 0 ? (
            <OptionGroup
              legend={
                <>
                  Colour: <strong>{color?.name}</strong>
                </>
              }
              name="colour"
              variant="swatch"
              options={product.colors.map((c) => ({
                value: c.id,
                label: c.name,
                swatch: c.code,
                note: c.stock > 0 ? undefined : 'out of stock',
              }))}
              value={selection.colorId}
              onChange={(id) => {
                setMessage(null);
                setSelection((s) => chooseColor(s, product.colors, id));
              }}
            />
          ) : null}
          {color && isSized(color) ? (
            <div className="size-choice">
              <OptionGroup
                legend="Size"
                name="size"
                variant="chip"
                options={color.stockOptions.map((o) => ({
                  value: o.size ?? '',
                  label: o.size ?? '',
                  note: o.stock > 0 ? undefined : 'out of stock',
                }))}
                value={selection.size}
                onChange={(size) => {
                  setMessage(null);
                  setSelection((s) => ({ ...s, size }));
                }}
              />
              <SizeGuide sizes={color.stockOptions.map((o) => o.size ?? '')} />
            </div>
          ) : null}
          {color && color.straps.length > 0 ? (
            <OptionGroup
              legend={
                <>
                  Strap colour: <strong>{strap?.color}</strong>
                </>
              }
              name="strap"
              variant="swatch"
              options={color.straps.map((s) => ({ value: s.id, label: s.color, swatch: s.code }))}
              value={selection.strapId}
              onChange={(strapId) => setSelection((s) => ({ ...s, strapId }))}
            />
          ) : null}
          <AddOns
            addOns={product.addOns}
            selected={selection.addOnIds}
            onToggle={(id) =>
              setSelection((s) => ({
                ...s,
                addOnIds: s.addOnIds.includes(id) ? s.addOnIds.filter((a) => a !== id) : [...s.addOnIds, id],
              }))
            }
          />
          <OfferProducts
            offers={product.offerProducts}
            selected={selection.offerIds}
            onToggle={(id) =>
              setSelection((s) => ({
                ...s,
                offerIds: s.offerIds.includes(id) ? s.offerIds.filter((o) => o !== id) : [...s.offerIds, id],
              }))
            }
          />
          <PurchasePanel
            stock={stock}
            quantity={selection.quantity}
            onQuantity={(quantity) => {
              setMessage(null);
              setSelection((s) => ({ ...s, quantity }));
            }}
            onOverMax={() => setMessage(CART_ERRORS.maxQuantity.message)}
            message={message}
            busy={buying}
            onBuyNow={() => void purchase(onBuyNow, false)}
            onAddToCart={() => void purchase(onAddToCart, true)}
            added={added}
          />
          {color && stock <= 0 && outOfStock
            ? outOfStock({ colorId: color.id, colorName: color.name, size: selection.size ?? '' })
            : null}
          <DeliveryCheck productId={product.id} />
          <TrustBadges />
        </div>
      </div>
      <ProductHighlights images={highlightsForColor(product.highlights, color?.name)} productName={product.name} />
    </article>
  );
}
