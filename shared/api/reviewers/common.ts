import { z } from 'zod';

/** What the reviewer-management contracts share (docs/domain/reviewers.md). */
export const REVIEWERS_BASE = '/api/reviewer';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
/** An e-mail as typed; a masked one (with *) is accepted only back from an edit form, where it means "keep". */
export const emailOrMasked = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(100, `${label}最多100字`)
    .refine((v) => EMAIL.test(v) || v.includes('*'), `${label}格式不正确`);
export const isEmail = (v: string) => EMAIL.test(v);

export const reviewedLabels = { true: '已测评', false: '未测评' } as const;
