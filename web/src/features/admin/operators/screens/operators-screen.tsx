// /admin/operators (owners): who can run the shop. Add an operator with a first password, change a
// name or role, deactivate (their sessions end at once) or set a new password. Refusals (a taken
// email, a weak password, the last owner) show beside their field, keeping what was typed.
import { useState, type FormEvent } from 'react';
import { OPERATOR_ROLES, ROLE_LABELS, type OperatorRole } from '@shop/commerce/admin/roles';
import { TextField } from '@/components/ui/text-field.tsx';
import type { AdminOperatorRowFragment } from '@/generated/graphql.ts';
import { useAdminCreateOperatorMutation } from '@/generated/operations/admin-create-operator.ts';
import { useAdminOperatorsPageQuery } from '@/generated/operations/admin-operators-page.ts';
import { useAdminUpdateOperatorMutation } from '@/generated/operations/admin-update-operator.ts';
import { AdminDialog } from '@/features/admin/components/admin-dialog.tsx';
import { AdminPage } from '@/features/admin/components/admin-page.tsx';
import { AdminTable, type AdminColumn } from '@/features/admin/components/admin-table.tsx';
import { consoleErrorMessage } from '@/features/admin/lib/admin-errors.ts';
import { fieldErrors, type FieldErrors } from '@/features/admin/lib/field-errors.ts';
import { formatDateTime } from '@/features/admin/lib/format.ts';
import { FormMessage } from '@/components/ui/form-message.tsx';

type RoleEnum = Uppercase<OperatorRole>;

const ROLE_DESCRIPTIONS: Record<OperatorRole, string> = {
  owner: 'Everything, operators and the audit log',
  fulfilment: 'Orders: packing, shipping, delivery, returns and refunds',
  support: 'Service requests and customers',
  catalog: 'Products, prices, stock, coupons and banners',
  partners: 'The partner program',
};

function RoleSelect({ value, onChange }: { value: RoleEnum; onChange: (role: RoleEnum) => void }) {
  return (
    <div className="field">
      <label htmlFor="operator-role">Role</label>
      <select id="operator-role" value={value} onChange={(event) => onChange(event.target.value as RoleEnum)}>
        {OPERATOR_ROLES.map((role) => (
          <option key={role} value={role.toUpperCase()}>
            {ROLE_LABELS[role]} — {ROLE_DESCRIPTIONS[role]}
          </option>
        ))}
      </select>
    </div>
  );
}

function AddOperatorForm({ onDone }: { onDone: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<RoleEnum>('SUPPORT');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, { loading }] = useAdminCreateOperatorMutation({ refetchQueries: ['AdminOperatorsPage'] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await create({ variables: { input: { name, email, role, password } } });
      const userErrors = data?.adminCreateOperator.userErrors ?? [];
      if (userErrors.length > 0) setErrors(fieldErrors(userErrors));
      else onDone();
    } catch (error) {
      setErrors({ form: consoleErrorMessage(error) });
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name ?? null} />
      <TextField
        label="Email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email ?? null}
      />
      <RoleSelect value={role} onChange={setRole} />
      <TextField
        label="First password"
        type="password"
        autoComplete="new-password"
        hint="10 to 72 characters with a letter and a digit. Give it to the operator in person."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password ?? null}
      />
      <FormMessage error={errors.form ?? null} />
      <div className="admin-form-actions">
        <button type="submit" className="button button-primary" disabled={loading}>
          Add operator
        </button>
      </div>
    </form>
  );
}

function EditOperatorForm({ operator, onDone }: { operator: AdminOperatorRowFragment; onDone: () => void }) {
  const [name, setName] = useState(operator.name);
  const [role, setRole] = useState<RoleEnum>(operator.role);
  const [active, setActive] = useState(operator.active);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [update, { loading }] = useAdminUpdateOperatorMutation({ refetchQueries: ['AdminOperatorsPage'] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await update({
        variables: {
          input: {
            id: operator.id,
            ...(name !== operator.name ? { name } : {}),
            ...(role !== operator.role ? { role } : {}),
            ...(active !== operator.active ? { active } : {}),
            ...(password !== '' ? { password } : {}),
          },
        },
      });
      const userErrors = data?.adminUpdateOperator.userErrors ?? [];
      if (userErrors.length > 0) setErrors(fieldErrors(userErrors));
      else onDone();
    } catch (error) {
      setErrors({ form: consoleErrorMessage(error) });
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>{operator.email}</p>
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name ?? null} />
      <RoleSelect value={role} onChange={setRole} />
      <label className="checkbox-field">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Active (can sign in)
      </label>
      <TextField
        label="New password (optional)"
        type="password"
        autoComplete="new-password"
        hint="A new password, role or deactivation signs the operator out everywhere."
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password ?? null}
      />
      <FormMessage error={errors.form ?? null} />
      <div className="admin-form-actions">
        <button type="submit" className="button button-primary" disabled={loading}>
          Save changes
        </button>
      </div>
    </form>
  );
}

export function AdminOperatorsScreen() {
  const { data, loading, error, refetch } = useAdminOperatorsPageQuery({ fetchPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminOperatorRowFragment | null>(null);
  const operators = data?.admin.operators ?? [];
  const columns: Array<AdminColumn<AdminOperatorRowFragment>> = [
    { header: 'Name', cell: (o) => o.name, primary: true },
    { header: 'Email', cell: (o) => o.email },
    { header: 'Role', cell: (o) => o.roleLabel },
    {
      header: 'Status',
      cell: (o) => (
        <span className={`admin-badge ${o.active ? 'good' : 'bad'}`}>{o.active ? 'Active' : 'Deactivated'}</span>
      ),
    },
    { header: 'Last sign-in', cell: (o) => formatDateTime(o.lastLoginAt) || 'Never' },
    {
      header: 'Actions',
      cell: (o) => (
        <button type="button" className="button button-secondary" onClick={() => setEditing(o)}>
          Edit<span className="visually-hidden"> {o.name}</span>
        </button>
      ),
    },
  ];
  return (
    <AdminPage
      title="Operators"
      description="The people who run the shop and what each may do."
      loading={loading && !data}
      error={data ? undefined : error}
      onRetry={() => void refetch()}
      actions={
        <button type="button" className="button button-primary" onClick={() => setAdding(true)}>
          Add operator
        </button>
      }
    >
      <AdminTable caption="Operators" columns={columns} rows={operators} rowKey={(o) => String(o.id)} />
      <AdminDialog title="Add operator" open={adding} onClose={() => setAdding(false)}>
        <AddOperatorForm onDone={() => setAdding(false)} />
      </AdminDialog>
      <AdminDialog title={`Edit ${editing?.name ?? ''}`} open={editing !== null} onClose={() => setEditing(null)}>
        {editing ? <EditOperatorForm key={editing.id} operator={editing} onDone={() => setEditing(null)} /> : null}
      </AdminDialog>
    </AdminPage>
  );
}
