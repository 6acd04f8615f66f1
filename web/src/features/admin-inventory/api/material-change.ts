/** What the material callables answer (functions/src/inventory/materials.ts). */
export interface MaterialChange {
  readonly materialId: string;
  readonly onHand: number;
  /** The change applied: smaller than asked when an adjustment hits the floor at 0. */
  readonly delta: number;
  readonly ledgerId: string | null;
}
