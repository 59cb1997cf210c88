import { z } from 'zod';

/**
 * The asset system's wire (ADR 0024): the original asset system's envelopes, so this front end can also talk to
 * it. Every call is a POST of form fields (urlencoded or multipart; the server also takes JSON), answered by
 * `{success, code, message, data}`; a paged list's `data` is `{list, pageIndex, pageSize, totalRowCount, pageCount}`.
 */

/** `code` of a success; a refusal carries one of EAM_ERROR_CODES and a 4xx status. */
export const EAM_OK = '00';

/** Refusal codes, so a client can act on one without reading the message. */
export const EAM_ERROR_CODES = ['invalid', 'unauthorized', 'tokenExpired', 'forbidden', 'notFound', 'conflict', 'tooMany', 'failed'] as const;
export type EamErrorCode = (typeof EAM_ERROR_CODES)[number];

export const eamResult = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), code: z.string(), message: z.string(), data: data.optional() });
export type EamResult<T> = { success: boolean; code: string; message: string; data?: T };

/** The refusal: `success:false`, a code of EAM_ERROR_CODES, the message naming the field and rule in the user's language. */
export const eamError = z.object({ success: z.literal(false), code: z.enum(EAM_ERROR_CODES), message: z.string() });

export const eamPaged = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
    totalRowCount: z.number().int(),
    pageCount: z.number().int(),
  });
export type EamPaged<T> = { list: T[]; pageIndex: number; pageSize: number; totalRowCount: number; pageCount: number };

/** Form fields arrive as text: numbers are coerced, an empty field is absent. */
const emptyIsAbsent = (v: unknown) => (v === '' ? undefined : v);
export const formText = (max: number) => z.preprocess(emptyIsAbsent, z.string().trim().max(max).optional());
export const formInt = (min: number, max: number) => z.preprocess(emptyIsAbsent, z.coerce.number().int().min(min).max(max).optional());

/** The paging and search fields of every paged list (the original's names). */
export const pagedQuery = z.object({
  pageIndex: z.preprocess(emptyIsAbsent, z.coerce.number().int().min(1).max(100_000).default(1)),
  pageSize: z.preprocess(emptyIsAbsent, z.coerce.number().int().min(1).max(100).default(10)),
  /** Free text matched against the list's search fields (each list names them). */
  searchValue: formText(100),
  sortType: z.preprocess(emptyIsAbsent, z.enum(['asc', 'desc']).optional()),
});

export const id = z.string().trim().min(1).max(64);
