// /admin/reviews (catalog.read to read, catalog.write to decide): customer reviews waiting for
// moderation, oldest change first, paged in the URL. Each is approved, or rejected with a reason
// the customer reads; both are audited upstream. A decided review leaves the list.
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Rating } from '@/components/ui/rating.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useAdminModerateReviewMutation } from '@/generated/operations/admin-moderate-review.ts';
import type { AdminReviewsPageQuery } from '@/generated/graphql.ts';
import { useAdminReviewsPageQuery } from '@/generated/operations/admin-reviews-page.ts';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { ListPager } from '@/features/admin/components/pager.tsx';
import { formatDate } from '@/features/admin/lib/format.ts';
import { useListParams } from '@/features/admin/lib/use-list-params.ts';
import { firstUserError } from '@/lib/user-errors.ts';
import { REVIEW_MESSAGES, REVIEW_REJECT_REASON_MAX_LENGTH } from '@shop/commerce/reviews/reviews';
import './reviews-screen.css';

type Row = AdminReviewsPageQuery['admin']['reviews']['nodes'][number];

export function AdminReviewsScreen() {
  const [params, update] = useListParams();
  const { data, loading, error, refetch } = useAdminReviewsPageQuery({
    variables: { page: params.page, first: params.first },
    fetchPolicy: 'cache-and-network',
  });
  const [done, setDone] = useState<string | null>(null);
  const list = data?.admin.reviews;
  return (
    <AdminPage
      title="Reviews"
      description="Customer reviews waiting for moderation, oldest first. Approved reviews show on the product page."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
    >
      <FormMessage success={done} />
      {list && list.nodes.length === 0 ? (
        <div className="admin-empty">No reviews are waiting.</div>
      ) : (
        <ul className="admin-review-list" aria-label="Pending reviews">
          {(list?.nodes ?? []).map((row) => (
            <ReviewCard
              key={row.id}
              row={row}
              onDecided={(message) => {
                setDone(message);
                void refetch();
              }}
            />
          ))}
        </ul>
      )}
      {list ? <ListPager list={list} first={params.first} update={update} /> : null}
    </AdminPage>
  );
}

function ReviewCard({ row, onDecided }: { row: Row; onDecided: (message: string) => void }) {
  const id = useId();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [moderate, { loading }] = useAdminModerateReviewMutation();

  const decide = async (decision: 'APPROVE' | 'REJECT') => {
    setProblem(null);
    try {
      const answer = await moderate({
        variables: { input: { reviewId: row.id, decision, ...(decision === 'REJECT' ? { reason } : {}) } },
      });
      const refused = firstUserError(answer.data?.adminModerateReview.userErrors);
      if (refused) {
        setProblem(refused.message);
        return;
      }
      onDecided(decision === 'APPROVE' ? `Review by ${row.author} approved.` : `Review by ${row.author} rejected.`);
    } catch (caught) {
      setProblem(caught instanceof Error ? caught.message : 'The decision could not be saved.');
    }
  };

  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    void decide('REJECT');
  };

  return (
    <li className="admin-review">
      <article aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="admin-review-product">
          {row.productName}
        </h2>
        <Rating value={row.rating} />
        {row.title ? <h3>{row.title}</h3> : null}
        <p className="admin-review-text">{row.text}</p>
        {row.photos.length > 0 ? (
          <ul className="admin-review-photos" aria-label="Photos">
            {row.photos.map((src, i) => (
              <li key={src}>
                <a href={src} target="_blank" rel="noreferrer">
                  <img src={src} alt={`Photo ${i + 1}`} width="96" height="96" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="admin-review-meta">
          {row.author}
          {row.verified ? ` · ${REVIEW_MESSAGES.verifiedBuyer}` : ''}
          {row.orderNumber ? ` · Order ${row.orderNumber}` : ''}
          {row.updatedAt ? ` · ${formatDate(row.updatedAt)}` : ''}
        </p>
        <FormMessage error={problem} />
        {rejecting ? (
          <form className="admin-review-reject" onSubmit={submitReject}>
            <TextField
              label="Reason for rejecting"
              hint="The customer reads it."
              value={reason}
              maxLength={REVIEW_REJECT_REASON_MAX_LENGTH}
              onChange={(event) => setReason(event.target.value)}
              autoFocus
            />
            <div className="admin-review-actions">
              <button type="submit" className="button button-primary" disabled={loading}>
                Reject review
              </button>
              <button type="button" className="button button-secondary" onClick={() => setRejecting(false)}>
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <div className="admin-review-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={loading}
              onClick={() => void decide('APPROVE')}
              aria-label={`Approve review by ${row.author}`}
            >
              Approve
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={loading}
              onClick={() => setRejecting(true)}
              aria-label={`Reject review by ${row.author}`}
            >
              Reject
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
