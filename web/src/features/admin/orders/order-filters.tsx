// The order list's search and filters: typed into a form and applied together (the URL keeps them),
// states as checkboxes, order days, payment mode, shipping pincode and state, partner code; the sort
// applies at once. On a phone the filters fold under their summary.
import { useState, type FormEvent } from 'react';
import { SelectField } from '@/components/ui/choice-fields.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import type { OrderLifecycleStatus } from '@/generated/graphql.ts';
import type { ListChange } from '@/features/admin/lib/use-list-params.ts';
import {
  PAYMENT_OPTIONS,
  SORT_OPTIONS,
  STATUS_OPTIONS,
  activeFilterCount,
  type OrderListVariables,
} from './order-list-params.ts';
import './orders.css';
import { DateField } from '@/components/ui/date-field.tsx';

type OrderFiltersProps = {
  variables: OrderListVariables;
  update: (change: ListChange) => void;
};

export function OrderFilters({ variables, update }: OrderFiltersProps) {
  const { filter } = variables;
  const [q, setQ] = useState(variables.search ?? '');
  const [statuses, setStatuses] = useState<OrderLifecycleStatus[]>(filter.statuses ?? []);
  const [from, setFrom] = useState(filter.dateFrom ?? '');
  const [to, setTo] = useState(filter.dateTo ?? '');
  const [pay, setPay] = useState(
    filter.paymentMode === 'CASH_ON_DELIVERY' ? 'cod' : filter.paymentMode === 'PREPAID' ? 'prepaid' : '',
  );
  const [pincode, setPincode] = useState(filter.pincode ?? '');
  const [state, setState] = useState(filter.state ?? '');
  const [partner, setPartner] = useState(filter.partnerCode ?? '');
  const active = activeFilterCount(filter);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    update({
      q: q.trim(),
      status: statuses.map((s) => s.toLowerCase()),
      from,
      to,
      pay,
      pincode: pincode.trim(),
      state: state.trim(),
      partner: partner.trim(),
    });
  };
  const clear = () => {
    setQ('');
    setStatuses([]);
    setFrom('');
    setTo('');
    setPay('');
    setPincode('');
    setState('');
    setPartner('');
    update({ q: null, status: null, from: null, to: null, pay: null, pincode: null, state: null, partner: null });
  };
  const toggle = (status: OrderLifecycleStatus) =>
    setStatuses((current) => (current.includes(status) ? current.filter((s) => s !== status) : [...current, status]));

  return (
    <form onSubmit={apply} role="search" aria-label="Find orders">
      <div className="admin-filters">
        <TextField
          label="Order number, email, mobile or name"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          maxLength={100}
        />
        <SelectField
          label="Sort"
          placeholder="Newest first"
          options={SORT_OPTIONS.slice(1)}
          value={variables.sort === 'DATE_DESC' ? '' : variables.sort}
          onChange={(e) => update({ sort: e.target.value })}
        />
      </div>
      <details className="admin-order-filters" open={active > 0 || undefined}>
        <summary>Filters{active > 0 ? ` (${active} on)` : ''}</summary>
        <fieldset>
          <legend>State</legend>
          {STATUS_OPTIONS.map((option) => (
            <label key={option.value}>
              <input type="checkbox" checked={statuses.includes(option.value)} onChange={() => toggle(option.value)} />
              {option.label}
            </label>
          ))}
        </fieldset>
        <div className="admin-filters">
          <DateField label="Placed from" value={from} onValueChange={setFrom} />
          <DateField label="Placed until" value={to} onValueChange={setTo} />
          <SelectField
            label="Payment"
            placeholder="Any payment"
            options={PAYMENT_OPTIONS}
            value={pay}
            onChange={(e) => setPay(e.target.value)}
          />
          <TextField
            label="Shipping pincode"
            inputMode="numeric"
            value={pincode}
            onChange={(e) => setPincode(e.target.value)}
            maxLength={6}
          />
          <TextField label="Shipping state" value={state} onChange={(e) => setState(e.target.value)} maxLength={120} />
          <TextField
            label="Partner code"
            value={partner}
            onChange={(e) => setPartner(e.target.value)}
            maxLength={20}
            placeholder="V5M1001"
          />
        </div>
      </details>
      <div className="admin-form-actions admin-order-filters">
        <button type="submit" className="button button-primary">
          Search
        </button>
        <button type="button" className="button button-secondary" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}
