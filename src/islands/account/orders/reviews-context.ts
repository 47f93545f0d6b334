/** The customer's reviewable lines, by line id, for the order cards (GET /api/reviews/mine). */
import { createContext, useContext } from 'react';
import type { ReviewableLines } from './LineReview.tsx';

export const ReviewsContext = createContext<{ lines: ReviewableLines; sent: (lineId: string, rating: number) => void } | null>(null);

export const useLineReviews = () => useContext(ReviewsContext);
