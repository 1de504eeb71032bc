import { useState } from 'react';
import { SelectField } from '@/components/ui/choice-fields.tsx';
import type { ManualPicker_QueryFragment } from '@/generated/graphql.ts';
import { MANUAL_LINK_TEXT } from '@/features/support/support-constants.ts';
import './support.css';

/** Product user manuals: pick a category, then a model, then download its PDF. */
export function ManualPicker({ data }: { data: ManualPicker_QueryFragment }) {
  const [categoryName, setCategoryName] = useState('');
  const [model, setModel] = useState('');
  const category = data.productManuals.find((c) => c.categoryName === categoryName);
  const manual = category?.manuals.find((m) => m.model === model);

  if (data.productManuals.length === 0) return <p className="empty-state">No manuals are available yet.</p>;
  return (
    <div className="manual-picker">
      <div className="support-grid">
        <SelectField
          label="Category"
          name="category"
          placeholder="Select a category"
          options={data.productManuals.map((c) => ({ value: c.categoryName, label: c.categoryName }))}
          value={categoryName}
          onChange={(event) => {
            setCategoryName(event.target.value);
            setModel('');
          }}
        />
        <SelectField
          label="Model"
          name="model"
          placeholder={category ? 'Select a model' : 'Select a category first'}
          options={(category?.manuals ?? []).map((m) => ({
            value: m.model,
            label: m.productName ? `${m.productName} (${m.model})` : m.model,
          }))}
          value={model}
          onChange={(event) => setModel(event.target.value)}
          disabled={!category}
        />
      </div>
      {manual ? (
        <div className="manual-download" aria-live="polite">
          <p>
            <strong>{manual.productName ?? manual.model}</strong> <span className="manual-model">{manual.model}</span>
          </p>
          <a className="button button-primary" href={manual.fileUrl} download>
            {MANUAL_LINK_TEXT}
          </a>
          <p className="field-hint">PDF</p>
        </div>
      ) : null}
    </div>
  );
}
