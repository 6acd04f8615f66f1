import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/helpers';

describe('/size-guide', () => {
  it('recommends a size from centimetres and accepts only digits and one decimal point', async () => {
    const user = userEvent.setup();
    renderRoute('/size-guide');
    await user.click(await screen.findByRole('radio', { name: 'Centimetres' }));
    await user.type(screen.getByLabelText('Bust (cm)'), '9a4.0.5');
    expect(screen.getByLabelText<HTMLInputElement>('Bust (cm)').value).toBe('94.05');
    await user.type(screen.getByLabelText('Waist (cm)'), '76');
    await user.type(screen.getByLabelText('Hips (cm)'), '101');
    await user.click(screen.getByRole('button', { name: 'Recommend my size' }));
    expect(screen.getByText('Recommended size:').textContent).toBe('Recommended size: M');
    expect(screen.getByText('Great match across bust, waist, and hips.')).toBeTruthy();
  });

  it('says between sizes, falls back to hips, and refuses empty or zero measurements', async () => {
    const user = userEvent.setup();
    renderRoute('/size-guide');
    const fill = async (bust: string, waist: string, hips: string) => {
      for (const [label, value] of [
        ['Bust (in)', bust],
        ['Waist (in)', waist],
        ['Hips (in)', hips],
      ] as const) {
        await user.clear(screen.getByLabelText(label));
        if (value) await user.type(screen.getByLabelText(label), value);
      }
      await user.click(screen.getByRole('button', { name: 'Recommend my size' }));
    };
    await screen.findByLabelText('Bust (in)');
    await fill('37', '33', '40');
    expect(screen.getByText('Between sizes on some measurements — consider the larger size for comfort.')).toBeTruthy();
    await fill('41.5', '34.5', '43');
    expect(screen.getByText('Between sizes on some measurements — consider the larger size for comfort.')).toBeTruthy();
    await fill('41.5', '34.5', '44.5');
    expect(screen.getByText('Between sizes? We suggest picking based on hips for flowy fits.')).toBeTruthy();
    await fill('36', '', '40');
    expect(screen.getByText('Enter numeric measurements.').getAttribute('role')).toBe('alert');
    await fill('36', '0', '40');
    expect(screen.getByText('All measurements must be greater than zero.').getAttribute('role')).toBe('alert');
    // A minus is kept, so -5 is refused in words (it was read as 5).
    await fill('-5', '30', '40');
    expect(screen.getByLabelText<HTMLInputElement>('Bust (in)').value).toBe('-5');
    expect(screen.getByText('All measurements must be greater than zero.').getAttribute('role')).toBe('alert');
  });

  it('offers no size outside its chart, and points to made-to-order instead', async () => {
    const user = userEvent.setup();
    renderRoute('/size-guide');
    for (const label of ['Bust (in)', 'Waist (in)', 'Hips (in)'])
      await user.type(await screen.findByLabelText(label), '50');
    await user.click(screen.getByRole('button', { name: 'Recommend my size' }));
    expect(screen.getByText(/^Bust 50 in is outside our size chart \(32–44 in\); /).getAttribute('role')).toBe('alert');
    expect(screen.queryByText('Recommended size:')).toBeNull();
    expect(screen.getByRole('link', { name: 'Shop made-to-order pieces' }).getAttribute('href')).toBe('/shop?type=MTO');
  });

  it('shows the chart in inches, the centimetre reference and how to measure', async () => {
    renderRoute('/size-guide');
    const chart = await screen.findByRole('table', { name: 'Size chart in inches with UK, US and EU sizes' });
    expect(chart.textContent).toContain('36–38');
    expect(screen.getByRole('table', { name: 'Centimetre reference' }).textContent).toContain('91–97');
    expect(screen.getByRole('img', { name: 'Where to measure the hips' })).toBeTruthy();
    expect(screen.getByText(/Stretch fabrics allow 0.5–1 inch/)).toBeTruthy();
  });
});
