// Records a visit through a partner's referral link: loaded only when a URL carries ?ref=, so the
// shop's first page does not carry it. A code the server does not know keeps the earlier visit.
import type { ApolloClient } from '@apollo/client';
import { RecordReferralDocument } from '@/generated/operations/record-referral.ts';
import { keepReferral } from './referral-token.ts';

export async function captureReferral(client: ApolloClient, code: string): Promise<void> {
  try {
    const result = await client.mutate({ mutation: RecordReferralDocument, variables: { code } });
    const visit = result.data?.recordReferral.visit;
    if (visit) keepReferral({ token: visit.token, expiresAt: visit.expiresAt });
  } catch (failure) {
    console.warn('[referral] not recorded', failure);
  }
}
