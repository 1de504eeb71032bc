import { BANK_CARD_WIDTH_MM, ringSizeChart, type RingSizeRow } from '@shop/commerce/catalog/ring-sizes';
import { paths } from '@shop/commerce/paths';
import { Breadcrumb } from '@/components/ui/breadcrumb.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { useRingSizerPageQuery } from '@/generated/operations/ring-sizer-page.ts';
import './ring-sizer-screen.css';

// /ring-sizer: the printable ring sizer of the size guide. Every drawing is an SVG whose user unit
// is 1 mm (width and height in CSS mm), so printed at 100 % it is true to scale; the bank-card line
// lets the shopper check that. On screen the drawings shrink to fit; print shows only the sheet.
// The page's one request fills the header.

/** Strip: the scale runs from 0 to STRIP_SCALE_MM, with a tail to hold and a margin for the labels. */
const STRIP_SCALE_MM = 75;
const STRIP_TAIL_MM = 12;
const STRIP_HEIGHT_MM = 16;
const CIRCLE_CELL_MM = 30;
const CIRCLES_PER_ROW = 4;

function CalibrationLine() {
  const width = BANK_CARD_WIDTH_MM + 4;
  return (
    <svg
      className="ring-sizer-drawing"
      width={`${width}mm`}
      height="10mm"
      viewBox={`0 0 ${width} 10`}
      role="img"
      aria-label={`A line ${BANK_CARD_WIDTH_MM} mm long, the width of a bank card`}
    >
      <path
        d={`M2 2 V8 M${2 + BANK_CARD_WIDTH_MM} 2 V8 M2 5 H${2 + BANK_CARD_WIDTH_MM}`}
        stroke="#000"
        strokeWidth="0.3"
      />
    </svg>
  );
}

function SizerStrip({ chart }: { chart: RingSizeRow[] }) {
  const width = STRIP_TAIL_MM + STRIP_SCALE_MM + 4;
  const x0 = STRIP_TAIL_MM;
  const ticks = Array.from({ length: STRIP_SCALE_MM + 1 }, (_, mm) => mm);
  return (
    <svg
      className="ring-sizer-drawing"
      width={`${width}mm`}
      height={`${STRIP_HEIGHT_MM + 2}mm`}
      viewBox={`0 0 ${width} ${STRIP_HEIGHT_MM + 2}`}
      role="img"
      aria-label={`A paper strip marked in mm from 0 to ${STRIP_SCALE_MM}, with the ring sizes ${chart.map((r) => r.size).join(', ')} at their circumferences`}
    >
      <rect
        x="1"
        y="1"
        width={width - 2}
        height={STRIP_HEIGHT_MM}
        fill="none"
        stroke="#000"
        strokeWidth="0.3"
        strokeDasharray="2 1"
      />
      <text x="2.5" y="10" fontSize="2.6" fontFamily="Helvetica, Arial, sans-serif">
        Start
      </text>
      <path d={`M${x0} 1 V${STRIP_HEIGHT_MM + 1}`} stroke="#000" strokeWidth="0.4" />
      {ticks.map((mm) => (
        <path
          key={mm}
          d={`M${x0 + mm} ${STRIP_HEIGHT_MM + 1} v-${mm % 10 === 0 ? 4 : mm % 5 === 0 ? 3 : 1.8}`}
          stroke="#000"
          strokeWidth="0.15"
        />
      ))}
      {ticks
        .filter((mm) => mm % 10 === 0)
        .map((mm) => (
          <text
            key={mm}
            x={x0 + mm}
            y={STRIP_HEIGHT_MM - 4}
            fontSize="2.2"
            textAnchor="middle"
            fontFamily="Helvetica, Arial, sans-serif"
          >
            {mm}
          </text>
        ))}
      {/* Size marks 2.5 mm apart: their labels alternate between two rows so they never overlap. */}
      {chart.map((row, i) => (
        <g key={row.size}>
          <path d={`M${x0 + row.circumferenceMm} 1 v${i % 2 === 0 ? 4 : 8}`} stroke="#c8102e" strokeWidth="0.3" />
          <text
            x={x0 + row.circumferenceMm}
            y={i % 2 === 0 ? 4 : 8}
            dx="0.5"
            fontSize="2.4"
            fontWeight="700"
            fill="#c8102e"
            fontFamily="Helvetica, Arial, sans-serif"
          >
            {row.size}
          </text>
        </g>
      ))}
    </svg>
  );
}

function SizeCircles({ chart }: { chart: RingSizeRow[] }) {
  const rows = Math.ceil(chart.length / CIRCLES_PER_ROW);
  const width = CIRCLE_CELL_MM * Math.min(CIRCLES_PER_ROW, chart.length);
  const height = (CIRCLE_CELL_MM + 6) * rows;
  return (
    <svg
      className="ring-sizer-drawing"
      width={`${width}mm`}
      height={`${height}mm`}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label="Circles of each ring size's inner diameter"
    >
      {chart.map((row, i) => {
        const cx = CIRCLE_CELL_MM * (i % CIRCLES_PER_ROW) + CIRCLE_CELL_MM / 2;
        const cy = (CIRCLE_CELL_MM + 6) * Math.floor(i / CIRCLES_PER_ROW) + CIRCLE_CELL_MM / 2;
        return (
          <g key={row.size} fontFamily="Helvetica, Arial, sans-serif" textAnchor="middle">
            <circle cx={cx} cy={cy} r={row.diameterMm / 2} fill="none" stroke="#000" strokeWidth="0.25" />
            <text x={cx} y={cy + 1.2} fontSize="3.4" fontWeight="700">
              {row.size}
            </text>
            <text x={cx} y={cy + CIRCLE_CELL_MM / 2 + 2.5} fontSize="2.4">
              {`${row.diameterMm.toFixed(1)} mm`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function RingSizerScreen() {
  const { error, refetch } = useRingSizerPageQuery();
  const chart = ringSizeChart();
  return (
    <div className="container page ring-sizer">
      <title>Printable ring sizer</title>
      {error ? <ErrorState message="Part of this page could not be loaded." onRetry={() => void refetch()} /> : null}
      <div className="ring-sizer-screen">
        <Breadcrumb items={[{ label: 'Home', to: paths.home.href() }, { label: 'Ring sizer' }]} />
      </div>
      <h1>Printable ring sizer</h1>
      <p className="ring-sizer-screen">
        Print this page on A4 or Letter paper, then check the line below before you cut anything out.
      </p>
      <button type="button" className="button button-primary ring-sizer-screen" onClick={() => window.print()}>
        Print the sizer
      </button>
      <section className="ring-sizer-sheet" aria-labelledby="ring-sizer-check">
        <h2 id="ring-sizer-check">1. Check the print</h2>
        <p>
          {`This line must measure ${BANK_CARD_WIDTH_MM} mm, the width of a bank card. If it does not, print again at 100% / Actual size (not "Fit to page").`}
        </p>
        <CalibrationLine />
        <h2>2. Measure with the strip</h2>
        <p>
          Cut out the strip along the dashed line. Wrap it around the base of your finger, marks outwards, with the
          Start end underneath, and read the red size mark where the strip meets the start line. Between two sizes,
          choose the larger.
        </p>
        <SizerStrip chart={chart} />
        <h2>3. Or match a ring that fits</h2>
        <p>
          Lay a ring that fits you on the circles: your size is the circle that lines up with the inside edge of the
          ring. Between two circles, choose the larger.
        </p>
        <SizeCircles chart={chart} />
      </section>
    </div>
  );
}
