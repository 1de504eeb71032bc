import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { CLIENT_DISCOUNT_LABEL, PARTNER_LEVEL_LABELS } from '@shop/commerce/partner/limits';
import { PARTNER_ERRORS, PARTNER_MESSAGES } from '@shop/commerce/partner/messages';
import { percentText } from '@shop/commerce/partner/percent-input';
import type { NominationField } from '@shop/commerce/partner/sharing-forms';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { SafeHtml } from '@/components/ui/safe-html.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePartnerSendNominationMutation } from '@/generated/operations/partner-send-nomination.ts';
import { paths } from '@shop/commerce/paths';
import { firstUserError, formFieldOf } from '@/lib/user-errors.ts';
import { usePartnerErrorHandler } from '@/features/partner/components/partner-page.tsx';
import { SESSION_EXPIRED_MESSAGE } from '@/features/partner/partner-constants.ts';
import type { PercentField as Percent } from '@shop/commerce/partner/levels';
import { checkNomination, type NominationValues } from '@/features/partner/program/lib/share-forms.ts';
import type { ProgramNotice } from '@/features/partner/program/lib/program-notice.ts';
import { NOMINATION_SENDING_MESSAGE, SEND_NOMINATION_BUTTON } from '@/features/partner/program/program-constants.ts';
import { PercentField } from './percent-field.tsx';
import './program.css';

const FIELDS: readonly NominationField[] = ['name', 'email', 'masterPercent', 'generalPercent', 'clientDiscount'];

type Rates = { masterPercent: number; generalPercent: number; clientDiscount: number };

type NominationFormProps = {
  /** The program's default rates (CommonData/CP_INCENTIVE), the boxes' first values. */
  defaults: Rates;
  /** The nomination mail (sanitised server HTML), shown as the message preview. */
  templateHtml: string;
};

/** New nomination: the nominee's name and email, the proposed table, the mail preview, Send. */
export function NominationForm({ defaults, templateHtml }: NominationFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState<NominationValues>({
    name: '',
    email: '',
    masterPercent: percentText(defaults.masterPercent),
    generalPercent: percentText(defaults.generalPercent),
    clientDiscount: percentText(defaults.clientDiscount),
  });
  const [problem, setProblem] = useState<{ field: NominationField | null; message: string } | null>(null);
  const [send, { loading }] = usePartnerSendNominationMutation();
  const { handleError, expired } = usePartnerErrorHandler();

  const set = (field: keyof NominationValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const percent = (field: Percent, label: string) => (
    <PercentField
      label={label}
      value={values[field]}
      onChange={set(field)}
      error={problem?.field === field ? problem.message : null}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || expired) return;
    const checked = checkNomination(values);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    try {
      const result = await send({ variables: { input: checked.input } });
      const payload = result.data?.sendNomination;
      const refused = firstUserError(payload?.userErrors);
      if (!payload?.ok || refused) {
        return setProblem({
          field: formFieldOf(FIELDS, refused?.field),
          message: refused?.message ?? PARTNER_ERRORS.nominationFailed.message,
        });
      }
      const notice: ProgramNotice = { notice: payload.message ?? PARTNER_MESSAGES.nominationSent };
      void navigate(paths.cp.nominatedCp.href(), { state: notice });
    } catch (failure) {
      // A failed request says the spec's own 'Nomination Share failed' (a refused session says so instead).
      const message = handleError(failure);
      setProblem({
        field: null,
        message: message === SESSION_EXPIRED_MESSAGE ? message : PARTNER_ERRORS.nominationFailed.message,
      });
    }
  };

  return (
    <form className="program-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="program-form-grid">
        <TextField
          label="Name"
          name="cpname"
          autoComplete="off"
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
          error={problem?.field === 'name' ? problem.message : null}
        />
        <TextField
          label="To Email id"
          name="emailto"
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          error={problem?.field === 'email' ? problem.message : null}
        />
      </div>
      <fieldset className="program-form-grid program-fieldset">
        <legend>Proposed incentive table (%)</legend>
        {percent('masterPercent', PARTNER_LEVEL_LABELS.MASTER)}
        {percent('generalPercent', PARTNER_LEVEL_LABELS.GENERAL)}
        {percent('clientDiscount', CLIENT_DISCOUNT_LABEL)}
      </fieldset>
      <section aria-labelledby="nomination-preview-label" className="program-section">
        <p id="nomination-preview-label" className="program-preview-label">
          Message preview
        </p>
        <SafeHtml className="program-preview" html={templateHtml} />
      </section>
      {problem && problem.field === null ? <FormMessage error={problem.message} /> : null}
      {loading ? <FormMessage success={NOMINATION_SENDING_MESSAGE} /> : null}
      <div className="program-form-actions">
        <button type="submit" className="button button-primary" disabled={loading || expired}>
          {loading ? <Spinner /> : null}
          {SEND_NOMINATION_BUTTON}
        </button>
      </div>
    </form>
  );
}
