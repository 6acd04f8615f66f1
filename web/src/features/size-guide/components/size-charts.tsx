import { SIZE_CHART, sizeChartCm } from '@aso/domain/sizeGuide';

const range = ([a, b]: readonly [number, number]): string => `${a}–${b}`;

// Each chart scrolls sideways inside its own box on a phone: the box takes focus so the keyboard can scroll it too.
export function SizeChartInches() {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Size chart (inches)">
      <table className="table">
        <caption className="visually-hidden">Size chart in inches with UK, US and EU sizes</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Bust (in)</th>
            <th scope="col">Waist (in)</th>
            <th scope="col">Hips (in)</th>
            <th scope="col">UK</th>
            <th scope="col">US</th>
            <th scope="col">EU</th>
          </tr>
        </thead>
        <tbody>
          {SIZE_CHART.map((r) => (
            <tr key={r.size}>
              <th scope="row">{r.size}</th>
              <td>{range(r.bust)}</td>
              <td>{range(r.waist)}</td>
              <td>{range(r.hips)}</td>
              <td>{r.uk}</td>
              <td>{r.us}</td>
              <td>{r.eu}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SizeChartCentimetres() {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Centimetre reference">
      <table className="table">
        <caption className="visually-hidden">Centimetre reference</caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Bust (cm)</th>
            <th scope="col">Waist (cm)</th>
            <th scope="col">Hips (cm)</th>
          </tr>
        </thead>
        <tbody>
          {sizeChartCm().map((r) => (
            <tr key={r.size}>
              <th scope="row">{r.size}</th>
              <td>{range(r.bust)}</td>
              <td>{range(r.waist)}</td>
              <td>{range(r.hips)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
