// Stock per colour and size: one group per colour, a box per size (one box when sizes do not
// apply), boxes wrapping on a phone. Save sends only the changed boxes; a refused one keeps what was
// typed and shows why beside it. Low levels (at or below the threshold) are marked.
import { useState, type FormEvent } from 'react';
import { checkStockUnits } from '@shop/commerce/admin/catalog-rules';
import type { AdminProductEditor_ProductFragment } from '@/generated/graphql.ts';
import { useAdminProductEditorSetStockMutation } from '@/generated/operations/admin-product-editor-set-stock.ts';
import { consoleErrorMessage } from '@/features/admin/lib/admin-errors.ts';
import type { FieldErrors } from '@/features/admin/lib/field-errors.ts';
import { readWhole } from './catalog-form.ts';
import { FormMessage } from '@/components/ui/form-message.tsx';

type Product = AdminProductEditor_ProductFragment;
type Color = Product['colors'][number];

const sizeLabel = (size: string) => (size === '' ? 'Units' : `Size ${size}`);

function ColorStock({ product, color }: { product: Product; color: Color }) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(color.stock.map((s) => [s.size, String(s.units)])),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [setStock, { loading }] = useAdminProductEditorSetStockMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const next: FieldErrors = {};
    let changed = 0;
    for (const level of color.stock) {
      const text = values[level.size] ?? '';
      const units = readWhole(text);
      const problem = units === null ? checkStockUnits(Number.NaN) : checkStockUnits(units);
      if (problem || units === null) {
        next[level.size] = problem?.message ?? '';
        continue;
      }
      if (units === level.units) continue;
      try {
        const { data } = await setStock({
          variables: { input: { productId: product.id, colorId: color.id, size: level.size, units } },
        });
        const refusal = data?.adminSetStock.userErrors[0];
        if (refusal) next[level.size] = refusal.message;
        else changed += 1;
      } catch (error) {
        next.form = consoleErrorMessage(error);
        break;
      }
    }
    setErrors(next);
    if (Object.keys(next).length === 0) setSaved(changed === 0 ? 'Nothing changed.' : `Stock of ${color.name} saved.`);
  };
  return (
    <form className="admin-stock-color" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset>
        <legend>
          <span className="admin-swatch" style={{ background: color.code }} aria-hidden="true" /> {color.name}
        </legend>
        {color.stock.length === 0 ? <p>No stock lines for this colour.</p> : null}
        <div className="admin-stock-cells">
          {color.stock.map((level) => {
            const id = `stock-${color.id}-${level.size || 'one'}`;
            const error = errors[level.size];
            return (
              <div key={level.size} className="field admin-stock-cell">
                <label htmlFor={id}>
                  {sizeLabel(level.size)}
                  {level.lowStock ? <span className="admin-badge warn">Low</span> : null}
                </label>
                <input
                  id={id}
                  aria-label={`${sizeLabel(level.size)}, ${color.name}`}
                  inputMode="numeric"
                  value={values[level.size] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [level.size]: e.target.value }))}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                {error ? (
                  <p className="field-message" id={`${id}-error`} role="alert">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
        </div>
      </fieldset>
      <FormMessage error={errors.form ?? null} />
      <p className="admin-saved" aria-live="polite">
        {saved ?? ''}
      </p>
      {color.stock.length > 0 ? (
        <button
          type="submit"
          className="button button-secondary"
          disabled={loading}
          aria-label={`Save stock of ${color.name}`}
        >
          Save stock
        </button>
      ) : null}
    </form>
  );
}

export function StockGrid({ product }: { product: Product }) {
  return (
    <section className="admin-card" aria-labelledby="stock-heading">
      <h2 id="stock-heading">Stock</h2>
      <p className="field-hint">
        {product.lowStockUnits} units or fewer is low stock. Units are whole numbers; orders take them as they are
        placed.
      </p>
      <div className="admin-stock">
        {product.colors.map((color) => (
          <ColorStock key={color.id} product={product} color={color} />
        ))}
      </div>
    </section>
  );
}
