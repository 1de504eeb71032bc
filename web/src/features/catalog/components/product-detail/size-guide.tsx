// The ring size guide of a smart ring's page: a "Size guide" button beside the size choice opens a
// modal dialog (the browser's <dialog>: focus stays inside, Escape closes it) with the chart of the
// sizes offered, how to measure, a measurement helper, advice between sizes and the printable sizer.
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  MEASUREMENT_LIMITS_MM,
  adviseRingSize,
  ringSizeChart,
  sizeAdviceText,
} from '@shop/commerce/catalog/ring-sizes';
import { paths } from '@shop/commerce/paths';
import { TextField } from '@/components/ui/text-field.tsx';
import './size-guide.css';

export const MEASUREMENT_ERROR = `Enter the length in mm, from ${MEASUREMENT_LIMITS_MM.min} to ${MEASUREMENT_LIMITS_MM.max}.`;

/** The advice for what the shopper typed, or the error to show. */
function readMeasurement(text: string, sizes: readonly string[]): { advice: string | null; error: string | null } {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { advice: null, error: null };
  const mm = Number(trimmed);
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed) || mm < MEASUREMENT_LIMITS_MM.min || mm > MEASUREMENT_LIMITS_MM.max)
    return { advice: null, error: MEASUREMENT_ERROR };
  const advice = adviseRingSize(mm, sizes);
  return { advice: advice ? sizeAdviceText(advice) : null, error: null };
}

export function SizeGuide({ sizes }: { sizes: readonly string[] }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [measured, setMeasured] = useState('');
  const [checked, setChecked] = useState<{ advice: string | null; error: string | null }>({
    advice: null,
    error: null,
  });
  const chart = ringSizeChart(sizes);
  if (chart.length === 0) return null;

  const show = (): void => {
    setOpen(true);
    dialog.current?.showModal();
  };

  return (
    <>
      <button type="button" className="link-button size-guide-button" aria-haspopup="dialog" onClick={show}>
        Size guide
      </button>
      <dialog ref={dialog} className="size-guide" aria-labelledby={titleId} onClose={() => setOpen(false)}>
        <header className="size-guide-header">
          <h2 id={titleId}>Ring size guide</h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={() => dialog.current?.close()}>
            ×
          </button>
        </header>
        {open ? (
          <div className="size-guide-body">
            <table className="size-guide-table">
              <caption>US ring sizes and their inside measurements</caption>
              <thead>
                <tr>
                  <th scope="col">US size</th>
                  <th scope="col">Inner diameter</th>
                  <th scope="col">Circumference</th>
                </tr>
              </thead>
              <tbody>
                {chart.map((row) => (
                  <tr key={row.size}>
                    <th scope="row">{row.size}</th>
                    <td>{`${row.diameterMm.toFixed(1)} mm`}</td>
                    <td>{`${row.circumferenceMm.toFixed(1)} mm`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3>How to measure</h3>
            <ol>
              <li>
                <strong>With a string or a paper strip:</strong> wrap it once around the base of the finger you will
                wear the ring on, snug but not tight, and mark where it meets. Lay it flat against a ruler and read the
                length in mm: that is the circumference.
              </li>
              <li>
                <strong>With a ring that fits:</strong> measure straight across the inside of the ring, edge to edge, in
                mm: that is the inner diameter. Find the nearest diameter in the table.
              </li>
            </ol>
            <form className="size-guide-check" noValidate onSubmit={(event) => event.preventDefault()}>
              <TextField
                label="Circumference you measured (mm)"
                inputMode="decimal"
                autoComplete="off"
                value={measured}
                error={checked.error}
                onChange={(event) => {
                  setMeasured(event.target.value);
                  setChecked(readMeasurement(event.target.value, sizes));
                }}
              />
              <p className="size-guide-advice" role="status">
                {checked.advice ?? ''}
              </p>
            </form>
            <h3>Between two sizes?</h3>
            <p>
              Choose the larger one. Fingers swell in the warmth, after exercise and later in the day, and a smart ring
              sits a little wider than a plain band because of its sensors. Measure in the evening, at room temperature,
              and measure twice.
            </p>
            <p>
              <Link to={paths.ringSizer.href()} className="size-guide-sizer-link">
                Print a ring sizer
              </Link>{' '}
              (a paper strip and circles at true scale).
            </p>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
