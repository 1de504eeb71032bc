// Pages of a CP table paged on the server: the page number and size live in the URL (?page=,
// ?size=10|20; page 1 and the default size leave it plain), so a page can be reloaded, shared or
// gone back to. Below a table: the rows per page and the shared pager ("11–20 of 37 orders").
import { useId } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { pageNumberParam } from '@shop/commerce/catalog/paging';
import {
  PARTNER_PAGE_SIZE,
  PARTNER_PAGE_SIZES,
  partnerPageSizeParam,
  type PartnerPageSize,
} from '@shop/commerce/partner/paging';
import { Pager } from '@/components/ui/pager.tsx';
import './partner.css';

/** The search of a page: page 1 and the default size leave the URL plain. */
export function partnerPageSearch(page: number, size: PartnerPageSize): string {
  const params = new URLSearchParams();
  if (size !== PARTNER_PAGE_SIZE) params.set('size', String(size));
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export interface PartnerListPage {
  page: number;
  size: PartnerPageSize;
  /** The link of another page of this screen at the same size. */
  hrefOf: (page: number) => string;
  /** Opens page 1 at another size. */
  setSize: (size: PartnerPageSize) => void;
}

/** The page this screen's URL asks for. */
export function usePartnerListPage(): PartnerListPage {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageNumberParam(params.get('page'));
  const size = partnerPageSizeParam(params.get('size'));
  return {
    page,
    size,
    hrefOf: (p) => `${pathname}${partnerPageSearch(p, size)}`,
    setSize: (next) => setParams(new URLSearchParams(partnerPageSearch(1, next))),
  };
}

export type PartnerListPagerProps = {
  list: PartnerListPage;
  /** The page as the server answered it. */
  answer: { page: number; pageCount: number; totalCount: number };
  /** What the pages are of ("your orders"), for the navigation's name. */
  label: string;
  /** What the table counts, in the plural ("orders"). */
  noun: string;
};

/** Rows per page and the pager, under a table with rows; nothing when the table is empty. */
export function PartnerListPager({ list, answer, label, noun }: PartnerListPagerProps) {
  const sizeId = useId();
  if (answer.totalCount === 0 && answer.page <= 1) return null;
  return (
    <div className="cp-list-pager">
      <div className="cp-list-size">
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          value={list.size}
          onChange={(event) => list.setSize(Number(event.target.value) as PartnerPageSize)}
        >
          {PARTNER_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <Pager
        page={answer.page}
        pageCount={answer.pageCount}
        totalCount={answer.totalCount}
        pageSize={list.size}
        hrefOf={list.hrefOf}
        label={label}
        noun={noun}
      />
    </div>
  );
}
