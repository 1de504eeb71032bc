import { NotificationList } from '@/features/partner/components/notification-list.tsx';
import { PartnerPage } from '@/features/partner/components/partner-page.tsx';
import { VideoStrip } from '@/features/partner/components/video-strip.tsx';
import { useCpHomePageQuery } from '@/generated/operations/cp-home-page.ts';

// /Home (the CP default page): welcome heading, name, code, level, the QR code of the referral
// link, the notifications of the last 30 days (expandable) and the video strip.
export function CpHomeScreen() {
  const { data, loading, error } = useCpHomePageQuery();
  const partner = data?.partner;
  return (
    <PartnerPage title={partner ? `Welcome, ${partner.fullName}` : 'Welcome'} loading={loading && !data} error={error}>
      {partner ? (
        <>
          <div className="cp-home-profile">
            <img
              className="cp-qr"
              src={partner.qrCode}
              width={160}
              height={160}
              alt={`QR code of your referral link ${partner.referralLink}`}
            />
            <dl className="cp-home-facts">
              <dt>Name</dt>
              <dd>{partner.fullName}</dd>
              <dt>CP Code</dt>
              <dd>{partner.code}</dd>
              <dt>Level</dt>
              <dd>{partner.levelLabel}</dd>
              <dt>Referral link</dt>
              <dd className="cp-referral">
                <a href={partner.referralLink}>{partner.referralLink}</a>
              </dd>
            </dl>
          </div>
          <section aria-labelledby="cp-home-notifications">
            <h2 id="cp-home-notifications">Notifications</h2>
            <NotificationList notifications={partner.notifications} />
          </section>
          <VideoStrip videos={data.partnerVideos} />
        </>
      ) : null}
    </PartnerPage>
  );
}
