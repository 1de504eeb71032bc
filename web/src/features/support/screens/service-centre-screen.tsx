import { ErrorState } from '@/components/ui/error-state.tsx';
import { PageSkeleton } from '@/components/ui/page-skeleton.tsx';
import { ServiceCentreFinder } from '@/features/support/components/service-centre-finder.tsx';
import { useServiceCentrePageQuery } from '@/generated/operations/service-centre-page.ts';

// /servicecentre. One request: header and the whole country > state > city > centre tree.
export function ServiceCentreScreen() {
  const { data, error, refetch } = useServiceCentrePageQuery();
  return (
    <div className="container support-page">
      <title>Service Centres</title>
      <h1>Service Centres</h1>
      <p className="support-intro">Authorised service partners repair and replace Lumen devices under warranty.</p>
      {data ? (
        <ServiceCentreFinder data={data} />
      ) : error ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <PageSkeleton label="Loading the service centres" />
      )}
    </div>
  );
}
