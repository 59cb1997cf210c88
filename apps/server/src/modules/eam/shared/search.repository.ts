import { sql, type SqlBool } from 'kysely';
import { escapeLike } from '../../../platform/query-filter.js';

/** A list's free-text search: any of the columns contains the text, case folded on both engines; the user's % and _ are literal. */
export const likeAny = (columns: string[], text: string) => {
  const pattern = `%${escapeLike(text)}%`;
  return sql<SqlBool>`(${sql.join(columns.map((c) => sql`lower(${sql.ref(c)}) like lower(${pattern}) escape '\\'`), sql` or `)})`;
};
