import {
  type FeedbackCreateAnswer,
  type feedbackBody,
  type FeedbackItem,
  type FeedbackListAnswer,
  type feedbackListQuery,
  type FeedbackReplyAnswer,
  type OperatorFeedbackAnswer,
  type operatorFeedbackQuery,
  feedbackTypeName,
} from '@yaocai/contract';
import { formatDate, toCalendarDate } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/http-errors';
import { ownsUpload, pdfUploads, uploadUrl } from '../account/index';
import type { Viewer } from '../../shared/viewer';
import { audited } from '../../shared/audit';
import { notify } from './message.service';
import * as repo from './feedback.repository';

const MEMBER_PAGE_SIZE = 10;
const STAFF_PAGE_SIZE = 20;

function item(row: repo.FeedbackRecord): FeedbackItem {
  return {
    id: row.id,
    type: row.type,
    type_name: feedbackTypeName(row.type),
    content: row.content,
    phone: row.phone,
    images: row.images,
    reply: row.reply,
    replied_at: row.repliedAt ? row.repliedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Pictures must be the member's own uploaded images (not a PDF, not someone else's file). */
async function checkImages(db: Database, memberId: number, keys: string[]) {
  const unique = [...new Set(keys)];
  for (const key of unique) {
    if (!(await ownsUpload(db, key, memberId))) throw invalid('images', '图片无效，请重新上传');
  }
  if ((await pdfUploads(db, unique)).length > 0) throw invalid('images', '反馈图片仅支持 JPG、PNG 格式');
  return unique.map(uploadUrl);
}

/** POST /api/user/feedback: stored as the member wrote it; staff reply in the console. */
export async function submitFeedback(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof feedbackBody>,
): Promise<FeedbackCreateAnswer> {
  const images = await checkImages(db, viewer.memberId, input.images);
  return repo.insertFeedback(db, {
    memberId: viewer.memberId,
    type: input.type,
    content: input.content,
    phone: input.phone,
    images,
  });
}

export async function memberFeedback(
  db: Database,
  viewer: Viewer,
  q: z.output<typeof feedbackListQuery>,
): Promise<FeedbackListAnswer> {
  const { rows, total } = await repo.memberPage(
    db,
    viewer.memberId,
    (q.page - 1) * MEMBER_PAGE_SIZE,
    MEMBER_PAGE_SIZE,
  );
  return { list: rows.map(item), total, page: q.page, page_size: MEMBER_PAGE_SIZE };
}

export async function staffFeedback(
  db: Database,
  q: z.output<typeof operatorFeedbackQuery>,
): Promise<OperatorFeedbackAnswer> {
  const [{ rows, total }, unreplied] = await Promise.all([
    repo.staffPage(
      db,
      { replied: q.replied === undefined ? undefined : q.replied === '1', keyword: q.keyword },
      (q.page - 1) * STAFF_PAGE_SIZE,
      STAFF_PAGE_SIZE,
    ),
    repo.unrepliedCount(db),
  ]);
  return {
    list: rows.map((row) => ({
      ...item(row.feedback),
      member: {
        id: row.feedback.memberId,
        username: row.username,
        company: row.company,
        contact: row.contact,
        phone: row.phone,
      },
      replied_by: row.repliedBy,
    })),
    total,
    page: q.page,
    page_size: STAFF_PAGE_SIZE,
    unreplied,
  };
}

/** Staff answer a feedback once; the answer, its audit entry and the member's message are one transaction. */
export async function replyFeedback(
  db: Database,
  staff: Viewer,
  id: number,
  reply: string,
  at = new Date(),
): Promise<FeedbackReplyAnswer> {
  return audited(
    db,
    staff,
    {
      action: 'feedback.reply',
      entity: 'feedback',
      entityId: id,
      summary: `回复意见反馈：${reply}`,
      snapshot: async (tx) => {
        const row = await repo.findFeedback(tx, id);
        return row ? { reply: row.reply, replied_by: row.repliedBy } : null;
      },
    },
    async (tx) => {
      const row = await repo.lockFeedback(tx, id);
      if (!row) throw notFound('反馈');
      if (row.repliedAt) throw conflict('该反馈已回复，请刷新后查看');
      await repo.setReply(tx, id, { text: reply, staffId: staff.memberId, at });
      await notify(
        tx,
        row.memberId,
        {
          kind: 'feedback',
          title: '您的意见反馈有了回复',
          content: `您于${formatDate(toCalendarDate(row.createdAt))}提交的“${feedbackTypeName(row.type)}”反馈已回复：${reply}`,
          link: '/yjfk',
        },
        at,
      );
      return { id, replied_at: at.toISOString() };
    },
  );
}

/** Feedback no one has answered yet (the dashboard's waiting count). */
export const unrepliedFeedbackCount = repo.unrepliedCount;
