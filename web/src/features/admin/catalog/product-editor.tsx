// The product editor: prices (list and sale, checked by the shop's rules before sending and again
// by the server), the description HTML (sanitised on save), the listing switch and the stock grid.
// Each form keeps what was typed on a refusal and shows the message beside its field; a saved
// change says so in a live region.
import { useState, type FormEvent } from 'react';
import { checkPrices } from '@shop/commerce/admin/catalog-rules';
import { TextField } from '@/components/ui/text-field.tsx';
import type { AdminProductEditor_ProductFragment } from '@/generated/graphql.ts';
import { useAdminProductEditorUpdateMutation } from '@/generated/operations/admin-product-editor-update.ts';
import { consoleErrorMessage } from '@/features/admin/lib/admin-errors.ts';
import { FormStatus } from '@/features/admin/components/form-status.tsx';
import { fieldErrors, type FieldErrors } from '@/features/admin/lib/field-errors.ts';
import { readAmount } from './catalog-form.ts';
import { StockGrid } from './stock-grid.tsx';
import './catalog.css';

type Product = AdminProductEditor_ProductFragment;

function useUpdate(productId: string) {
  const [update, { loading }] = useAdminProductEditorUpdateMutation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const save = async (input: Record<string, unknown>, done: string) => {
    setSaved(null);
    try {
      const { data } = await update({ variables: { input: { id: productId, ...input } } });
      const userErrors = data?.adminUpdateProduct.userErrors ?? [];
      setErrors(fieldErrors(userErrors));
      if (userErrors.length === 0) setSaved(done);
    } catch (error) {
      setErrors({ form: consoleErrorMessage(error) });
    }
  };
  return { save, loading, errors, setErrors, saved };
}

function PriceForm({ product }: { product: Product }) {
  const [listPrice, setListPrice] = useState(String(product.listPrice.amount));
  const [salePrice, setSalePrice] = useState(String(product.salePrice.amount));
  const { save, loading, errors, setErrors, saved } = useUpdate(product.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = readAmount(listPrice);
    const sale = readAmount(salePrice);
    if (list === null || sale === null) {
      setErrors({
        ...(list === null ? { listPrice: 'Enter the price in rupees, e.g. 24999 or 499.50.' } : {}),
        ...(sale === null ? { salePrice: 'Enter the price in rupees, e.g. 17999 or 499.50.' } : {}),
      });
      return;
    }
    const problem = checkPrices({ listPrice: list, salePrice: sale });
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    void save({ listPrice: list, salePrice: sale }, 'Prices saved. The shop shows them now.');
  };
  return (
    <form className="admin-card admin-form" onSubmit={submit} noValidate aria-labelledby="price-heading">
      <h2 id="price-heading">Prices</h2>
      <TextField
        label="List price (₹)"
        inputMode="decimal"
        value={listPrice}
        onChange={(e) => setListPrice(e.target.value)}
        error={errors.listPrice ?? null}
      />
      <TextField
        label="Sale price (₹)"
        inputMode="decimal"
        hint="What shoppers pay; at most the list price."
        value={salePrice}
        onChange={(e) => setSalePrice(e.target.value)}
        error={errors.salePrice ?? null}
      />
      <FormStatus error={errors.form} saved={saved} />
      <div className="admin-form-actions">
        <button type="submit" className="button button-primary" disabled={loading}>
          Save prices
        </button>
      </div>
    </form>
  );
}

function DescriptionForm({ product }: { product: Product }) {
  const [html, setHtml] = useState(product.descriptionHtml);
  const { save, loading, errors, saved } = useUpdate(product.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save({ descriptionHtml: html }, 'Description saved.');
  };
  const error = errors.descriptionHtml;
  return (
    <form className="admin-card admin-form" onSubmit={submit} noValidate aria-labelledby="description-heading">
      <h2 id="description-heading">Description</h2>
      <div className="field">
        <label htmlFor="product-description">Description (HTML)</label>
        <textarea
          id="product-description"
          rows={10}
          value={html}
          onChange={(e) => setHtml(e.target.value)}
          aria-describedby="product-description-hint"
          aria-invalid={error ? true : undefined}
        />
        <p className="field-hint" id="product-description-hint">
          Headings, paragraphs, lists, links, pictures and tables. Scripts, styles and frames are removed on save.
        </p>
        {error ? (
          <p className="field-message" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <FormStatus error={errors.form} saved={saved} />
      <div className="admin-form-actions">
        <button type="submit" className="button button-primary" disabled={loading}>
          Save description
        </button>
      </div>
    </form>
  );
}

function ListingCard({ product }: { product: Product }) {
  const { save, loading, errors, saved } = useUpdate(product.id);
  return (
    <section className="admin-card" aria-labelledby="listing-heading">
      <h2 id="listing-heading">Listing</h2>
      <p>
        <span className={`admin-badge ${product.listed ? 'good' : 'warn'}`}>
          {product.listed ? 'Listed' : 'Unlisted'}
        </span>{' '}
        {product.listed
          ? 'Shown in category pages, search and the product list.'
          : 'Hidden from category pages, search and the product list; its own page still opens.'}
      </p>
      <FormStatus error={errors.form} saved={saved} />
      <button
        type="button"
        className="button button-secondary"
        disabled={loading}
        onClick={() =>
          void save({ listed: !product.listed }, product.listed ? 'Product unpublished.' : 'Product published.')
        }
      >
        {product.listed ? 'Unpublish' : 'Publish'}
      </button>
    </section>
  );
}

export function ProductEditor({ product }: { product: Product }) {
  return (
    <div className="admin-catalog-editor">
      <div className="admin-grid">
        <PriceForm product={product} />
        <ListingCard product={product} />
      </div>
      <StockGrid product={product} />
      <DescriptionForm product={product} />
    </div>
  );
}
