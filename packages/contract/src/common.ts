import { z } from 'zod';

/** The envelope of every action reply: `{state, message, value?, code?}`. */
export const commonResult = <T extends z.ZodType>(value: T) =>
  z.object({
    state: z.boolean(),
    message: z.string(),
    value: value.optional(),
    code: z.number().int().optional(),
  });
export type CommonResult<T = unknown> = { state: boolean; message: string; value?: T; code?: number };

/** The error reply: always `state:false` and a message naming the field and rule. */
export const errorResult = z.object({
  state: z.literal(false),
  message: z.string(),
  code: z.number().int().optional(),
});

/** Paged list reply. */
export const pageList = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type PageList<T> = { rows: T[]; total: number; page: number; pageSize: number };

/** Query operators: the short codes of the spec and the long QueryOP names of the original platform. */
export const queryOperations = [
  'EQ', 'EIC', 'LT', 'GT', 'LE', 'GE', 'NE', 'LK', 'LFK', 'RHK', 'ISNULL', 'NOTNULL', 'IN', 'BETWEEN',
  'EQUAL', 'EQUAL_IGNORE_CASE', 'LESS', 'GREAT', 'LESS_EQUAL', 'GREAT_EQUAL', 'NOT_EQUAL', 'LIKE',
  'LEFT_LIKE', 'RIGHT_LIKE', 'IS_NULL',
] as const;
export type QueryOperation = (typeof queryOperations)[number];

const scalar = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const queryField = z.object({
  property: z.string().min(1).max(100),
  value: z.union([scalar, z.array(scalar).max(1000)]).optional(),
  operation: z.string().max(30).optional(),
  relation: z.enum(['AND', 'OR', 'and', 'or']).optional(),
  group: z.string().max(50).optional(),
});
export type QueryField = z.infer<typeof queryField>;

export const pageBean = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(-1).max(1000).default(10),
  showTotal: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});

export const fieldSort = z.object({
  property: z.string().min(1).max(100),
  direction: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('ASC'),
});

/** The list query of every list endpoint. */
export const queryFilter = z.object({
  pageBean: pageBean.optional(),
  querys: z.array(queryField).max(50).optional(),
  sorter: z.array(fieldSort).max(10).optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  groupRelation: z.enum(['AND', 'OR', 'and', 'or']).optional(),
});
export type QueryFilter = z.input<typeof queryFilter>;
/** The QueryFilter as the server sees it after validation (defaults applied). */
export type ParsedQueryFilter = z.output<typeof queryFilter>;

export const idString = z.string().min(1).max(64);
