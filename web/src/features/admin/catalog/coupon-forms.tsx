// Coupons in the console: the form that creates one (code, description, percent within the shop's
// cap, a product or a category or every product, the days it runs in India time, its uses) and the
// button that ends one now. A refusal keeps what was typed and shows beside its field.
import { useState, type FormEvent } from 'react';
import { checkNewCoupon } from '@shop/commerce/admin/catalog-rules';
import { MAX_LINE_DISCOUNT_PERCENT } from '@shop/commerce/checkout/limits';
import { MAX_PERCENT } from '@shop/commerce/percent';
import { SelectField } from '@/components/ui/choice-fields.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAdminCouponCreateMutation } from '@/generated/operations/admin-coupon-create.ts';
import { useAdminCouponExpireMutation } from '@/generated/operations/admin-coupon-expire.ts';
import { consoleErrorMessage } from '@/features/admin/lib/admin-errors.ts';
import { fieldErrors, type FieldErrors } from '@/features/admin/lib/field-errors.ts';
import { readAmount, readWhole, shopDayBoundary, shopToday } from './catalog-form.ts';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { DateField } from '@/components/ui/date-field.tsx';

type Scope = 'all' | 'category' | 'product';

export function CouponCreateForm({
  categories,
  onCreated,
}: {
  categories: ReadonlyArray<{ id: string | number; name: string }>;
  onCreated: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [percent, setPercent] = useState('');
  const [scope, setScope] = useState<Scope>('category');
  const [categoryId, setCategoryId] = useState('');
  const [productId, setProductId] = useState('');
  const [from, setFrom] = useState(shopToday());
  const [to, setTo] = useState('');
  const [maxUses, setMaxUses] = useState('1000');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, { loading }] = useAdminCouponCreateMutation({ refetchQueries: ['AdminCouponsPage'] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: FieldErrors = {};
    const percentValue = readAmount(percent);
    if (percentValue === null) local.percent = 'Enter a percent, e.g. 10 or 7.5.';
    const uses = readWhole(maxUses);
    if (uses === null) local.maxUses = 'Enter a whole number of uses.';
    const validFrom = shopDayBoundary(from, false);
    if (!validFrom) local.validFrom = 'Choose the first day.';
    const validTo = shopDayBoundary(to, true);
    if (!validTo) local.validTo = 'Choose the last day.';
    if (scope === 'category' && categoryId === '') local.categoryId = 'Choose a category.';
    if (scope === 'product' && !/^\d+$/.test(productId.trim()))
      local.productId = 'Enter the product’s id (its console page shows it).';
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    const input = {
      code,
      description,
      percent: percentValue!,
      productId: scope === 'product' ? productId.trim() : null,
      categoryId: scope === 'category' ? categoryId : null,
      validFrom: validFrom!,
      validTo: validTo!,
      maxUses: uses!,
    };
    // The shop's own checks first (the cap in force is the server's: it answers that one).
    const problem = checkNewCoupon(
      { ...input, productId: input.productId === null ? null : Number(input.productId), categoryId: null },
      MAX_PERCENT,
      new Date(),
    );
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      return;
    }
    try {
      const { data } = await create({ variables: { input } });
      const payload = data?.adminCreateCoupon;
      if (payload && payload.userErrors.length > 0) setErrors(fieldErrors(payload.userErrors));
      else if (payload?.coupon) onCreated(payload.coupon.code);
    } catch (error) {
      setErrors({ form: consoleErrorMessage(error) });
    }
  };

  return (
    <form className="admin-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Code"
        hint="3 to 20 letters, digits or hyphens; saved in capitals."
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoCapitalize="characters"
        error={errors.code ?? null}
      />
      <TextField
        label="Description"
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description ?? null}
      />
      <TextField
        label="Percent off"
        inputMode="decimal"
        hint={`Coupons on one product can take at most ${MAX_LINE_DISCOUNT_PERCENT}% off together.`}
        value={percent}
        onChange={(e) => setPercent(e.target.value)}
        error={errors.percent ?? null}
      />
      <SelectField
        label="Applies to"
        placeholder="Every product"
        options={[
          { value: 'category', label: 'One category' },
          { value: 'product', label: 'One product' },
        ]}
        value={scope === 'all' ? '' : scope}
        onChange={(e) => setScope((e.target.value || 'all') as Scope)}
      />
      {scope === 'category' ? (
        <div>
          <SelectField
            label="Category"
            placeholder="Choose a category"
            options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
            value={categoryId}
            onChange={(e) => setCategoryId(e.target.value)}
            aria-invalid={errors.categoryId ? true : undefined}
          />
          {errors.categoryId ? (
            <p className="field-message" role="alert">
              {errors.categoryId}
            </p>
          ) : null}
        </div>
      ) : null}
      {scope === 'product' ? (
        <TextField
          label="Product id"
          inputMode="numeric"
          value={productId}
          onChange={(e) => setProductId(e.target.value)}
          error={errors.productId ?? null}
        />
      ) : null}
      <DateField label="First day" value={from} onValueChange={setFrom} error={errors.validFrom ?? null} />
      <DateField
        label="Last day"
        hint="DD-MM-YYYY; it ends at midnight India time."
        value={to}
        onValueChange={setTo}
        error={errors.validTo ?? null}
      />
      <TextField
        label="Uses"
        inputMode="numeric"
        hint="How many orders may use it in all."
        value={maxUses}
        onChange={(e) => setMaxUses(e.target.value)}
        error={errors.maxUses ?? null}
      />
      <FormMessage error={errors.form ?? null} />
      <div className="admin-form-actions">
        <button type="submit" className="button button-primary" disabled={loading}>
          Create coupon
        </button>
      </div>
    </form>
  );
}

export function CouponExpireButton({ id, code, onDone }: { id: string; code: string; onDone: (text: string) => void }) {
  const [expire, { loading }] = useAdminCouponExpireMutation({ refetchQueries: ['AdminCouponsPage'] });
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    if (!window.confirm(`End ${code} now? Checkout stops accepting it at once.`)) return;
    try {
      const { data } = await expire({ variables: { id } });
      const refusal = data?.adminExpireCoupon.userErrors[0];
      if (refusal) setError(refusal.message);
      else onDone(`${code} has ended.`);
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={loading}
        onClick={() => void run()}
        aria-label={`End ${code} now`}
      >
        End now
      </button>
      {error ? (
        <p className="field-message" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
