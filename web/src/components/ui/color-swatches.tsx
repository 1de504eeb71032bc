type ColorSwatchesProps = { colors: Array<{ code: string; name?: string }>; label?: string };

/** Small round colour dots (product cards). */
export function ColorSwatches({ colors, label = 'Available colours' }: ColorSwatchesProps) {
  if (colors.length === 0) return null;
  return (
    <ul className="swatches" aria-label={label}>
      {colors.map((c, i) => (
        <li key={`${c.code}-${i}`} className="swatch" style={{ background: c.code }} title={c.name}>
          <span className="visually-hidden">{c.name ?? c.code}</span>
        </li>
      ))}
    </ul>
  );
}
