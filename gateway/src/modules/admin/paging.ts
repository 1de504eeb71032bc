// Paging of the console's lists: `page` (from 1) and `first` (1 to ADMIN_PAGE_MAX) checked at the
// edge (BAD_USER_INPUT otherwise), and upstream's `{ items, total }` turned into a Page.
import { GraphQLError } from 'graphql';
import type { Page } from './models.ts';

export const ADMIN_PAGE_MAX = 100;
export const ADMIN_PAGE_MAX_NUMBER = 1_000_000;

export interface PageArgs {
  page: number;
  first: number;
}

/** The page arguments, or BAD_USER_INPUT naming the one out of range. */
export function pageArgs(args: { page?: number | null; first?: number | null }): PageArgs {
  const page = args.page ?? 1;
  const first = args.first ?? 25;
  if (!Number.isInteger(page) || page < 1 || page > ADMIN_PAGE_MAX_NUMBER)
    throw new GraphQLError(`page must be between 1 and ${ADMIN_PAGE_MAX_NUMBER}.`, {
      extensions: { code: 'BAD_USER_INPUT', argumentName: 'page' },
    });
  if (!Number.isInteger(first) || first < 1 || first > ADMIN_PAGE_MAX)
    throw new GraphQLError(`first must be between 1 and ${ADMIN_PAGE_MAX}.`, {
      extensions: { code: 'BAD_USER_INPUT', argumentName: 'first' },
    });
  return { page, first };
}

export function toPage<T>(answer: { items: T[]; total: number }, args: PageArgs): Page<T> {
  return {
    nodes: answer.items,
    totalCount: answer.total,
    page: args.page,
    pageCount: Math.max(1, Math.ceil(answer.total / args.first)),
  };
}
