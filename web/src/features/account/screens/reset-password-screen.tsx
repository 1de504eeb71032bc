import { ErrorState } from '@/components/ui/error-state.tsx';
import { ResetPasswordForm } from '@/features/account/components/reset-password-form.tsx';
import { useResetPasswordPageQuery } from '@/generated/operations/reset-password-page.ts';

// /reset-password?token=... (the link mailed by the forgot-password panel).
export function ResetPasswordScreen({ token }: { token: string | null }) {
  const { error, refetch } = useResetPasswordPageQuery();
  return (
    <div className="container auth-page">
      <title>Set a new password</title>
      {error ? <ErrorState message="Part of this page could not be loaded." onRetry={() => void refetch()} /> : null}
      <ResetPasswordForm token={token} />
    </div>
  );
}
