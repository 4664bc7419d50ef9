// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $appliedParts } from '../../../stores/configurationStore.js';
import { configureVehicle, type TestPart, testPart } from '../../../testing/configuredVehicle.js';
import { renderWithShell } from '../../../testing/renderWithShell.js';
import { resetPartsView } from '../stores/partsStore.js';
import { CategoryList } from './CategoryList.js';
import { ConfigurationMenu } from './ConfigurationMenu.js';
import { PartRow } from './PartRow.js';

vi.mock('../../../lib/trpcClient.js', () => ({ trpc: {} }));

const NOT_HOMOLOGATED = 'Not homologated for road use. For closed circuits and competition only.';
const PARTS: TestPart[] = [
  testPart(1, 'Body colour', { Category: 'Colour', IsColorPart: true, Racing: true }),
  testPart(2, 'Rim colour', { Category: 'Colour,Wheels', IsColorPart: true, Racing: true }),
  testPart(3, 'Forged rims', { Category: 'Wheels', ApprovalInfo: 'EC type-approved according to ECE R75.' }),
  testPart(4, 'Race exhaust', { Category: 'Exhaust', Racing: true, ApprovalInfo: NOT_HOMOLOGATED }),
  testPart(5, 'Track slip-on', { Category: 'Exhaust', ApprovalInfo: NOT_HOMOLOGATED }),
];

function show(parts: TestPart[] = PARTS) {
  configureVehicle(parts);
  $appliedParts.value = [];
  renderWithShell(
    <>
      <ConfigurationMenu />
      <CategoryList />
    </>,
    { path: '/main/configuration/KTM-X-BOW-GT-XR-2025/categories', brand: 'KTM' },
  );
  fireEvent.click(screen.getByRole('button', { name: 'Powerparts' }));
}

const rowOf = (name: string) => screen.getByRole('button', { name }).closest('li') as HTMLElement;

describe('parts the category list offers', () => {
  afterEach(() => resetPartsView());

  it('never offers a colour part, and leaves out a category that holds only colour parts', () => {
    show();
    const list = screen.getByRole('navigation', { name: 'Powerparts' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Exhaust', 'Wheels']);
    fireEvent.click(screen.getByRole('button', { name: 'Wheels' }));
    const wheels = within(screen.getByRole('list', { name: 'Wheels' })).getAllByRole('listitem');
    expect(wheels.map((row) => within(row).getAllByRole('button')[0]?.textContent)).toEqual(['Forged rims']);
    expect(screen.queryByRole('button', { name: 'Add Rim colour' })).toBeNull();
  });

  it('marks ECE only for a road approval under an ECE regulation, not for a not-homologated part', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Wheels' }));
    expect(within(rowOf('Forged rims')).getByText('ECE').getAttribute('title')).toMatch(/ECE R75/);
    fireEvent.click(screen.getByRole('button', { name: 'Exhaust' }));
    expect(within(rowOf('Race exhaust')).queryByText('ECE')).toBeNull();
    expect(within(rowOf('Race exhaust')).getByText('Racing')).toBeTruthy();
    expect(within(rowOf('Track slip-on')).queryByText('ECE')).toBeNull();
  });

  it('shows a colour part handed to a row without an add button', () => {
    configureVehicle(PARTS);
    renderWithShell(
      <ul>
        <PartRow part={PARTS[0]!} />
      </ul>,
      { path: '/main/configuration/KTM-X-BOW-GT-XR-2025/categories', brand: 'KTM' },
    );
    expect(screen.getByRole('button', { name: 'Body colour' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Body colour' })).toBeNull();
  });

  it('shows a part no configuration can hold as not available, without an add button', () => {
    show([
      ...PARTS,
      testPart(6, 'Titanium slip-on', {
        Category: 'Exhaust',
        Unavailable: [{ Part: 6, Rule: 'NeedsOneOf', Parts: [] }],
      }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Exhaust' }));
    const row = rowOf('Titanium slip-on');
    expect(within(row).queryByRole('button', { name: 'Add Titanium slip-on' })).toBeNull();
    expect(within(row).getByText('Not available')).toBeTruthy();
    expect(within(rowOf('Track slip-on')).getByRole('button', { name: 'Add Track slip-on' })).toBeTruthy();
  });
});
