import { useEffect, useState } from 'react';
import { CLIENT_DISCOUNT_LABEL, PARTNER_LEVEL_LABELS } from '@shop/commerce/partner/limits';
import { percentText } from '@shop/commerce/partner/percent-input';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePartnerProposedIncentiveQuery } from '@/generated/operations/partner-proposed-incentive.ts';
import { usePartnerErrorHandler } from '@/features/partner/components/partner-page.tsx';
import { NO_PROPOSED_TABLE_MESSAGE, NOT_JOINED_CODE } from '@/features/partner/program/program-constants.ts';
import { closeDialogOf, ProgramDialog } from './program-dialog.tsx';

type ProposedIncentiveDialogProps = { email: string; name: string; onClose: () => void };

/** The read-only incentive table proposed in one nomination, asked for when the dialog opens. */
export function ProposedIncentiveDialog({ email, name, onClose }: ProposedIncentiveDialogProps) {
  const { data, loading, error } = usePartnerProposedIncentiveQuery({
    variables: { email },
    fetchPolicy: 'network-only',
  });
  const { handleError } = usePartnerErrorHandler();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setFailure(error ? handleError(error) : null);
  }, [error, handleError]);
  const proposed = data?.partner.proposedIncentive;

  return (
    <ProgramDialog title={`Incentive Table: ${name}`} onClose={onClose}>
      {failure ? <FormMessage error={failure} /> : null}
      {!failure && loading && !data ? (
        <LoadingRegion label="Loading...">
          <Skeleton height="6rem" />
        </LoadingRegion>
      ) : null}
      {data && !proposed ? <p>{NO_PROPOSED_TABLE_MESSAGE}</p> : null}
      {proposed ? (
        <>
          <dl className="program-facts">
            <dt>Master CP Name</dt>
            <dd>{proposed.masterName}</dd>
            <dt>Master CP Code</dt>
            <dd>{proposed.masterCode}</dd>
            <dt>CP Name</dt>
            <dd>{proposed.name}</dd>
            <dt>CP Code</dt>
            <dd>{proposed.code || NOT_JOINED_CODE}</dd>
          </dl>
          <div className="program-form-grid">
            <TextField
              label={PARTNER_LEVEL_LABELS.MASTER}
              value={percentText(proposed.masterPercent)}
              disabled
              readOnly
            />
            <TextField
              label={PARTNER_LEVEL_LABELS.GENERAL}
              value={percentText(proposed.generalPercent)}
              disabled
              readOnly
            />
            <TextField label={CLIENT_DISCOUNT_LABEL} value={percentText(proposed.clientDiscount)} disabled readOnly />
          </div>
        </>
      ) : null}
      <div className="program-dialog-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={(event) => closeDialogOf(event.currentTarget)}
        >
          Close
        </button>
      </div>
    </ProgramDialog>
  );
}
