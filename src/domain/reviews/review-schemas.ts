/** The reviews' input schemas: a customer's review, the owner's moderation and answer. */
import * as z from 'zod';
import { objectIdSchema } from '../shared/schema-basics.ts';
import { reviewMessages } from './messages-reviews.ts';
import { REVIEW_ANSWER_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './reviews.ts';

export const reviewInputSchema = z.object({
  /** The record line's id (`<record id>-<index>`), as /orders lists it. */
  lineId: z
    .string({ error: reviewMessages.lineNotFound })
    .trim()
    .regex(/^[0-9a-f]{24}-\d{1,2}$/, { error: reviewMessages.lineNotFound }),
  rating: z
    .number({ error: reviewMessages.ratingInvalid })
    .int({ error: reviewMessages.ratingInvalid })
    .min(1, { error: reviewMessages.ratingInvalid })
    .max(5, { error: reviewMessages.ratingInvalid }),
  text: z
    .string({ error: reviewMessages.textInvalid(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX) })
    .trim()
    .min(REVIEW_TEXT_MIN, { error: reviewMessages.textInvalid(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX) })
    .max(REVIEW_TEXT_MAX, { error: reviewMessages.textInvalid(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX) }),
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewModerationSchema = z.object({
  status: z.enum(['publicada', 'oculta']),
});

export const reviewAnswerSchema = z.object({
  text: z
    .string({ error: reviewMessages.answerInvalid(REVIEW_ANSWER_MAX) })
    .trim()
    .min(1, { error: reviewMessages.answerInvalid(REVIEW_ANSWER_MAX) })
    .max(REVIEW_ANSWER_MAX, { error: reviewMessages.answerInvalid(REVIEW_ANSWER_MAX) }),
});

export const reviewIdSchema = objectIdSchema;

export const productReviewsQuerySchema = z.object({
  productId: objectIdSchema,
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
