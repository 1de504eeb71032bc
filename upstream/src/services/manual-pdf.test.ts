import { describe, expect, it } from 'vitest';
import { manualSections } from './manual-content.ts';
import { renderManualPdf } from './manual-pdf.ts';

const source = {
  name: 'Aura Ring Gen 3',
  model: 'AR-300',
  kind: 'ring',
  categoryName: 'Smart Rings',
  version: '1.2',
  publishedOn: '2025-08-01',
  features: ['7-day battery life', 'Sleep stages and readiness score'],
};

describe('product manual', () => {
  it('has the common and the kind-specific sections, with the features', () => {
    const sections = manualSections(source);
    expect(sections.map((s) => s.heading)).toContain('Troubleshooting: hard reset');
    expect(sections.find((s) => s.heading === 'Key features')?.bullets).toEqual(source.features);
    expect(sections.find((s) => s.heading === 'In the box')?.bullets).toContain('Charging dock');
    expect(
      manualSections({ ...source, kind: 'unknown' }).find((s) => s.heading === 'In the box')?.bullets?.[0],
    ).toMatch(/products listed/);
  });

  it('renders a complete PDF document, the same bytes every time', async () => {
    const pdf = await renderManualPdf(source);
    expect(pdf.subarray(0, 8).toString('latin1')).toMatch(/^%PDF-1\.\d/);
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.length).toBeGreaterThan(2000);
    expect((await renderManualPdf(source)).equals(pdf)).toBe(true);
  });
});
