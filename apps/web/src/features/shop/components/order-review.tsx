import { useState, type FormEvent } from 'react';
import type { ShopOrder } from '@coax/contract';
import { SHOP_REVIEW_RATING_MAX, SHOP_REVIEW_RATING_MIN } from '@coax/domain';
import { reasonKey } from '../../../lib/refusal.ts';
import { BusyButton } from '../../../ui/busy-button.tsx';
import { describedByOf, FieldNotes } from '../../../ui/field-notes.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { useReviewOrder } from '../api/orders.ts';
import { CHECKOUT_REASONS, useCheckoutT } from '../i18n/use-checkout-t.ts';

const STARS = Array.from(
  { length: SHOP_REVIEW_RATING_MAX - SHOP_REVIEW_RATING_MIN + 1 },
  (_, i) => SHOP_REVIEW_RATING_MIN + i,
);

/**
 * updateReviewStatus on a delivered order: one to five stars, or no thanks. An answer already
 * given is said, and may be changed.
 */
export function OrderReview({ order }: { order: ShopOrder }) {
  const { t } = useCheckoutT();
  const review = useReviewOrder(order.number);
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState<number | null>(order.review.rating);
  const [invalid, setInvalid] = useState(false);
  if (order.status !== 'delivered' || !order.paid) {
    return null;
  }
  const refused = review.error ? reasonKey(review.error, CHECKOUT_REASONS) : undefined;
  const answered = order.review.status !== 'pending' && !editing;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    review.mutate({ status: 'reviewed', rating }, { onSuccess: () => setEditing(false) });
  };

  return (
    <section className="order-review stack" aria-labelledby="order-review-title">
      <h2 id="order-review-title">{t('review.title')}</h2>
      {answered ? (
        <>
          <Notice tone="success" live="polite">
            {order.review.status === 'reviewed'
              ? t('review.rated', { n: String(order.review.rating ?? '') })
              : t('review.dismissed')}
          </Notice>
          <div>
            <button type="button" className="button" onClick={() => setEditing(true)}>
              {order.review.status === 'reviewed' ? t('review.change') : t('review.rate')}
            </button>
          </div>
        </>
      ) : (
        <form className="stack" onSubmit={send} noValidate>
          <p>{t('review.intro')}</p>
          <fieldset
            className="order-review__stars"
            aria-describedby={describedByOf('order-review', null, invalid)}
          >
            <legend>{t('review.stars')}</legend>
            {STARS.map((n) => (
              <label key={n}>
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                />
                {t('review.star', { n: String(n) })}
              </label>
            ))}
          </fieldset>
          <div role="alert">
            <FieldNotes id="order-review" error={invalid ? t('review.invalid') : null} />
          </div>
          {review.isError ? <Notice tone="error">{t(refused ?? 'review.failed')}</Notice> : null}
          <div className="button-row">
            <BusyButton busy={review.isPending} busyLabel={t('review.sending')}>
              {t('review.send')}
            </BusyButton>
            <button
              type="button"
              className="button"
              disabled={review.isPending}
              onClick={() => review.mutate({ status: 'dismissed' }, { onSuccess: () => setEditing(false) })}
            >
              {t('review.dismiss')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
