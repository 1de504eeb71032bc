// The outcome line of a console form that saves in place: a refusal without a field (role alert)
// and the last "saved" note (polite live region, kept empty until something was saved).
import { FormMessage } from '@/components/ui/form-message.tsx';

export function FormStatus({ error, saved }: { error: string | null | undefined; saved: string | null }) {
  return (
    <>
      <FormMessage error={error ?? null} />
      <p className="admin-saved" aria-live="polite">
        {saved ?? ''}
      </p>
    </>
  );
}
