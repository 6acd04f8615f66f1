import { SIZE_CHART, sizeChartCm } from '@aso/domain/catalogue/size-guide';

const range = ([a, b]: readonly [number, number]): string => `${a}–${b}`;

/** One chart: a size per row, headed by the size. It fits a phone whole (size-guide.css); were it ever wider, it would
 * scroll inside its own box, which takes focus so the keyboard can scroll it too. */
function SizeTable({
  label,
  caption,
  columns,
  rows,
}: {
  readonly label: string;
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly [size: string, ...cells: (string | number)[]])[];
}) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {['Size', ...columns].map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([size, ...cells]) => (
            <tr key={size}>
              <th scope="row">{size}</th>
              {cells.map((cell, i) => (
                <td key={columns[i]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SizeChartInches() {
  return (
    <SizeTable
      label="Size chart (inches)"
      caption="Size chart in inches with UK, US and EU sizes"
      columns={['Bust (in)', 'Waist (in)', 'Hips (in)', 'UK', 'US', 'EU']}
      rows={SIZE_CHART.map((r) => [r.size, range(r.bust), range(r.waist), range(r.hips), r.uk, r.us, r.eu] as const)}
    />
  );
}

export function SizeChartCentimetres() {
  return (
    <SizeTable
      label="Centimetre reference"
      caption="Centimetre reference"
      columns={['Bust (cm)', 'Waist (cm)', 'Hips (cm)']}
      rows={sizeChartCm().map((r) => [r.size, range(r.bust), range(r.waist), range(r.hips)] as const)}
    />
  );
}
