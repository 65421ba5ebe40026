import type { Db } from '../../db/schema';

export interface NewFeedback {
  userId: string;
  message: string;
  rating?: number;
  providerId?: string;
}

export function createFeedbackRepository(db: Db) {
  return {
    /** Stores one message; returns its id. */
    async create(feedback: NewFeedback): Promise<string> {
      const row = await db
        .insertInto('feedback')
        .values({
          user_id: feedback.userId,
          message: feedback.message,
          rating: feedback.rating ?? null,
          provider_id: feedback.providerId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
