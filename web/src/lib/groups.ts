// Aso-ebi groups at the edge (docs/product.md#aso-ebi-groups): the storefront's group pages and the back office
// both read groups/{id}, its members and (where the rules allow) each member's private measurements.
import { collection, doc, getDoc, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import type { GroupPayMode, GroupStatus, MemberPaymentStatus } from '@aso/domain/groups/groups';
import { PRODUCT_TYPES, isSize, type ProductType, type ShippingZone, type Size } from '@aso/domain/shared/vocab';
import { measurementsSchema, type Measurements } from '@aso/domain/catalogue/schemas/measurements';
import { callFunction } from './firebase';
import { getDb } from './firestore';
import { bool, date, num, oneOf, str, strOrNull, strings, type DocData } from './firestore-data';
import { payWithPaystack, type PaymentOutcome } from './payments';
import { currentFirstTouch } from './first-touch';
import { dataPaths } from './data/collections';

export interface GroupView {
  readonly id: string;
  readonly title: string;
  readonly organiserUid: string;
  readonly organiserName: string;
  readonly productId: string;
  readonly productName: string;
  readonly productType: ProductType;
  readonly productImage: string | null;
  readonly price: number;
  readonly eventDate: string;
  readonly joinDeadline: string;
  readonly city: string;
  readonly choices: readonly string[];
  readonly sizeOptions: readonly Size[];
  readonly payMode: GroupPayMode;
  readonly status: GroupStatus;
  readonly memberCount: number;
}

export interface MemberView {
  readonly id: string;
  readonly uid: string;
  readonly name: string;
  readonly forSelf: boolean;
  readonly choice: string | null;
  readonly size: Size | null;
  readonly measurementsGiven: boolean;
  readonly shareWithOrganiser: boolean;
  readonly paymentStatus: MemberPaymentStatus;
  readonly amountPaid: number;
  readonly joinedAt: Date | null;
}

export interface MemberDetails {
  readonly email: string;
  readonly measurements: Measurements | null;
  readonly profileName: string | null;
}

function groupOf(id: string, d: DocData): GroupView {
  return {
    id,
    title: str(d.title),
    organiserUid: str(d.organiserUid),
    organiserName: str(d.organiserName),
    productId: str(d.productId),
    productName: str(d.productName),
    productType: oneOf(PRODUCT_TYPES, d.productType, 'MTO'),
    productImage: strOrNull(d.productImage),
    price: num(d.price),
    eventDate: str(d.eventDate),
    joinDeadline: str(d.joinDeadline),
    city: str(d.city),
    choices: strings(d.choices),
    sizeOptions: strings(d.sizeOptions).filter(isSize),
    payMode: oneOf(['self', 'organiser'] as const, d.payMode, 'self'),
    status: oneOf(['open', 'closed'] as const, d.status, 'open'),
    memberCount: num(d.memberCount),
  };
}

const sizeOrNull = (value: string | null): Size | null => (value !== null && isSize(value) ? value : null);

function memberOf(id: string, d: DocData): MemberView {
  return {
    id,
    uid: str(d.uid),
    name: str(d.name),
    forSelf: bool(d.forSelf),
    choice: strOrNull(d.choice),
    size: sizeOrNull(strOrNull(d.size)),
    measurementsGiven: bool(d.measurementsGiven),
    shareWithOrganiser: bool(d.shareWithOrganiser),
    paymentStatus: oneOf(['unpaid', 'deposit_paid', 'paid'] as const, d.paymentStatus, 'unpaid'),
    amountPaid: num(d.amountPaid),
    joinedAt: date(d.joinedAt),
  };
}

export async function getGroup(id: string): Promise<GroupView | null> {
  const snap = await getDoc(doc(getDb(), dataPaths.groups, id));
  return snap.exists() ? groupOf(snap.id, snap.data()) : null;
}

/** Staff: every group by event date. */
export async function getGroupsByEventDate(): Promise<GroupView[]> {
  const snap = await getDocs(query(collection(getDb(), dataPaths.groups), orderBy('eventDate')));
  return snap.docs.map((d) => groupOf(d.id, d.data()));
}

/** The organiser's groups. */
export async function getMyGroups(uid: string): Promise<GroupView[]> {
  const snap = await getDocs(query(collection(getDb(), dataPaths.groups), where('organiserUid', '==', uid)));
  return snap.docs.map((d) => groupOf(d.id, d.data())).sort((a, b) => a.eventDate.localeCompare(b.eventDate));
}

/** The whole list (organiser, staff) or, with `uid`, only the members that account joined. */
export async function getMembers(groupId: string, uid?: string): Promise<MemberView[]> {
  const col = collection(getDb(), dataPaths.groupMembers(groupId));
  const snap = await getDocs(uid ? query(col, where('uid', '==', uid)) : col);
  return snap.docs
    .map((d) => memberOf(d.id, d.data()))
    .sort((a, b) => (a.joinedAt?.getTime() ?? 0) - (b.joinedAt?.getTime() ?? 0));
}

/** A member's measurements and email; null when the rules say no (the organiser without the member's consent). */
export async function getMemberDetails(groupId: string, memberId: string): Promise<MemberDetails | null> {
  try {
    const snap = await getDoc(doc(getDb(), dataPaths.groupMemberPrivate(groupId, memberId)));
    const d = snap.data() ?? {};
    const parsed = measurementsSchema.safeParse(d.measurements);
    return {
      email: str(d.email),
      measurements: parsed.success ? parsed.data : null,
      profileName: strOrNull(d.profileName),
    };
  } catch {
    return null;
  }
}

export interface ShareCheckout {
  readonly groupId: string;
  readonly memberId: string;
  readonly productId: string;
  readonly email: string;
  readonly address: string;
  /** The country to deliver to (ISO code), and a zone that serves it. */
  readonly country: string;
  readonly zone: ShippingZone;
  /** Optional, as at checkout: for delivery and WhatsApp updates (the server keeps it in international form). */
  readonly phone: string;
  readonly payMode: 'full' | 'deposit';
}

/** A member's share through the normal checkout: the server prices it and takes the member's measurements. */
export async function payShare(share: ShareCheckout): Promise<PaymentOutcome> {
  const started = await callFunction('startCheckout', {
    lines: [{ productId: share.productId, size: null, qty: 1 }],
    email: share.email,
    shipping: { address: share.address, country: share.country, zone: share.zone, phone: share.phone },
    payModes: { [share.productId]: share.payMode },
    group: { groupId: share.groupId, memberId: share.memberId },
    attribution: currentFirstTouch(),
  });
  return payWithPaystack(started);
}

export const groupLink = (groupId: string): string => `${window.location.origin}/groups/${groupId}`;
