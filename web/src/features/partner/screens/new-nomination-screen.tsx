import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { MasterOnly } from '@/features/partner/program/components/master-only.tsx';
import { NominationForm } from '@/features/partner/program/components/nomination-form.tsx';
import { isForbiddenError } from '@/features/partner/program/lib/program-errors.ts';
import { usePartnerNewNominationPageQuery } from '@/generated/operations/partner-new-nomination-page.ts';

// /cp/newnomination (Master): the nominee's name and email, the proposed table prefilled from the
// program defaults, the mail's preview; sent, the nomination list opens with the server's message.
export function NewNominationScreen() {
  const { data, loading, error } = usePartnerNewNominationPageQuery();
  const forbidden = isForbiddenError(error) || data?.partner.level === 'GENERAL';
  return (
    <PartnerPage title="Nominate Channel Partner" loading={!data && loading} error={forbidden ? undefined : error}>
      {forbidden ? (
        <MasterOnly />
      ) : data ? (
        <NominationForm defaults={data.partnerProgramDefaults} templateHtml={data.partner.nominationTemplate.html} />
      ) : null}
    </PartnerPage>
  );
}
