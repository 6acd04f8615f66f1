import { SIZE_CHART, sizeChartCm } from '@aso/domain/sizeGuide';

const range = ([a, b]: readonly [number, number]): string => `${a}–${b}`;

export function SizeChartInches() {
  return (
    <div className="table-wrap">
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
    <div className="table-wrap">
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
