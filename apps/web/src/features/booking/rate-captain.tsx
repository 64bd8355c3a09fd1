import { useState, type FormEvent } from 'react';
import { useId } from '../../lib/use-id';
import type { Booking } from '@suuq/shared/captain';
import { apiProblem, problemText } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-translation';
import { useRateCaptainMutation } from './booking-api';
import { useBookingT } from './messages';

/** One to five stars for the captain, as real buttons, and a comment; sent once, then thanked for. */
export function RateCaptain({ booking, onRated }: { booking: Booking; onRated: (booking: Booking) => void }) {
  const t = useBookingT();
  const lang = useLanguage();
  const [rate, rating] = useRateCaptainMutation();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState('');
  const commentId = useId();

  if (booking.rating)
    return (
      <p className="booking-rated" role="status">
        {t('rated', { count: booking.rating.rating })}
      </p>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1 || rating.isLoading) return;
    setProblem('');
    const result = await rate({
      booking_id: booking.id,
      rating: stars,
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    });
    if (result.error) setProblem(problemText(apiProblem(result.error), lang, t('offline')));
    else onRated(result.data);
  };

  return (
    <form className="booking-rate" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="booking-rate-title">{t('rateTitle')}</h2>
      <div className="booking-stars" role="group" aria-labelledby="booking-rate-title">
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className={n <= stars ? 'booking-star booking-star--on' : 'booking-star'}
            aria-pressed={n === stars}
            aria-label={t('star', { count: n })}
            onClick={() => setStars(n)}
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
            </svg>
          </button>
        ))}
      </div>
      <label className="field-label" htmlFor={commentId}>
        {t('comment')}
      </label>
      <textarea
        id={commentId}
        className="input"
        rows={2}
        maxLength={500}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
      />
      {problem ? (
        <p className="booking-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={stars < 1 || rating.isLoading}>
        {rating.isLoading ? t('sendingRating') : t('sendRating')}
      </button>
    </form>
  );
}
