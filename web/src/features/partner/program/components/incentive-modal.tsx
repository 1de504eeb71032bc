import { useRef, useState, type FormEvent } from 'react';
import { checkIncentiveTable, incentiveTableError, ratesToSave } from '@shop/commerce/partner/incentive-table';
import { editablePercents, type PercentField as Field } from '@shop/commerce/partner/levels';
import { CLIENT_DISCOUNT_LABEL, PARTNER_LEVEL_LABELS } from '@shop/commerce/partner/limits';
import { PARTNER_ERRORS, PARTNER_MESSAGES } from '@shop/commerce/partner/messages';
import { percentText, readPercentBoxes, type PercentTexts } from '@shop/commerce/partner/percent-input';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { IncentiveRates_TableFragment } from '@/generated/graphql.ts';
import { usePartnerUpdateIncentiveTableMutation } from '@/generated/operations/partner-update-incentive-table.ts';
import { firstUserError } from '@/lib/user-errors.ts';
import { usePartnerErrorHandler } from '@/features/partner/components/partner-page.tsx';
import { INCENTIVE_SAVE_FAILED_MESSAGE, maxDiscountHint } from '@/features/partner/program/program-constants.ts';
import { PercentField } from './percent-field.tsx';
import { closeDialogOf, ProgramDialog } from './program-dialog.tsx';

type IncentiveModalProps = {
  table: IncentiveRates_TableFragment;
  /** After Close, Escape or a save. */
  onClose: () => void;
  /** After a save: the page refreshes its data and shows the message. */
  onSaved: (message: string) => void;
};

/**
 * Modify: the partner's own percentages with Save and Close. A Master edits its percent and the
 * client discount; a General partner its percent and the client discount, the master percent
 * shown disabled. The spec's checks run first, then the server's answer is shown as it comes.
 */
export function IncentiveModal({ table, onClose, onSaved }: IncentiveModalProps) {
  const isMaster = table.level === 'MASTER';
  const { rates } = table;
  const [texts, setTexts] = useState<PercentTexts>({
    masterPercent: percentText(rates.masterPercent),
    generalPercent: percentText(rates.generalPercent),
    clientDiscount: percentText(rates.clientDiscount),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = usePartnerUpdateIncentiveTableMutation();
  const { handleError, expired } = usePartnerErrorHandler();
  const form = useRef<HTMLFormElement>(null);

  const set = (field: Field) => (value: string) => setTexts((current) => ({ ...current, [field]: value }));
  const editable = editablePercents(table.level);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || expired) return;
    const read = readPercentBoxes(texts, editable, 'invalid');
    if (!read.ok) return setProblem(PARTNER_ERRORS[read.problem.key].message);
    // What is saved: the level's own percentages; the others stay as they are in force.
    const current = {
      masterPercent: rates.masterPercent,
      generalPercent: rates.generalPercent,
      clientDiscount: rates.clientDiscount,
    };
    const input = ratesToSave(table.level, read.value, current);
    const refusal = checkIncentiveTable(table.level, input, rates.maxDiscount);
    if (refusal) return setProblem(incentiveTableError(refusal, rates.maxDiscount).message);
    setProblem(null);
    try {
      const result = await save({ variables: { input } });
      const payload = result.data?.updateIncentiveTable;
      const refused = firstUserError(payload?.userErrors);
      if (!payload || refused) return setProblem(refused?.message ?? INCENTIVE_SAVE_FAILED_MESSAGE);
      onSaved(payload.message ?? PARTNER_MESSAGES.saved);
      if (form.current) closeDialogOf(form.current);
    } catch (failure) {
      setProblem(handleError(failure));
    }
  };

  return (
    <ProgramDialog title={`Modify ${table.title}`} onClose={onClose}>
      <form ref={form} className="program-form" onSubmit={(event) => void submit(event)} noValidate>
        <PercentField
          label={PARTNER_LEVEL_LABELS.MASTER}
          name="txt_v5_1"
          value={texts.masterPercent}
          onChange={set('masterPercent')}
          disabled={!table.canEditMasterPercent}
        />
        {isMaster ? null : (
          <PercentField
            label={PARTNER_LEVEL_LABELS.GENERAL}
            name="txt_v5_1_1"
            value={texts.generalPercent}
            onChange={set('generalPercent')}
          />
        )}
        <PercentField
          label={CLIENT_DISCOUNT_LABEL}
          name="txt_discount1"
          value={texts.clientDiscount}
          onChange={set('clientDiscount')}
        />
        <p className="field-hint">{maxDiscountHint(rates.maxDiscount)}</p>
        <FormMessage error={problem} />
        <div className="program-dialog-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={(event) => closeDialogOf(event.currentTarget)}
          >
            Close
          </button>
          <button type="submit" className="button button-primary" disabled={loading || expired}>
            {loading ? <Spinner /> : null}
            Save
          </button>
        </div>
      </form>
    </ProgramDialog>
  );
}
