import * as z from 'zod';
import {
  GROUP_DEADLINE_INVALID,
  GROUP_EVENT_DATE_INVALID,
  GROUP_MEMBER_NAME_BLANK,
  GROUP_PAY_MODES,
  GROUP_STATUSES,
  GROUP_TITLE_BLANK,
  MEMBER_PAYMENT_STATUSES,
} from '../groups';
import { isDayKey } from '../../shared/lagos-time';
import { PRODUCT_TYPES } from '../../shared/vocab';
import { id, nonBlank, size, text, timestamp } from '../../shared/schemas/common';
import { measurementsSchema } from '../../catalogue/schemas/measurements';

const dayKey = (message: string) => z.string({ error: message }).refine(isDayKey, message);
const choice = text(60).pipe(z.string().min(1));

/**
 * `groups/{id}`: the public part of an aso-ebi group — what the share link shows before anyone signs in.
 * Written only by functions (createGroup, joinGroup's count, closeGroup).
 */
export const groupSchema = z.object({
  title: z.string(),
  organiserUid: z.string(),
  organiserName: z.string().default(''),
  productId: z.string(),
  productName: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  productImage: z.string().nullable().default(null),
  price: z.int().min(0),
  eventDate: z.string(),
  joinDeadline: z.string(),
  city: z.string().default(''),
  /** Style variants members choose from; empty = one style for all. */
  choices: z.array(z.string()).default([]),
  /** RTW pieces: the sizes members choose from. */
  sizeOptions: z.array(size).default([]),
  payMode: z.enum(GROUP_PAY_MODES),
  status: z.enum(GROUP_STATUSES),
  memberCount: z.int().min(0).default(0),
  createdAt: timestamp,
  updatedAt: timestamp,
  closedAt: timestamp.nullable().default(null),
});
export type Group = z.output<typeof groupSchema>;

/**
 * `groups/{id}/members/{memberId}`: one wearer (memberId = the uid of a member who joined for themselves, a random
 * id for someone joined by another). No measurements here: the organiser reads this list.
 */
export const groupMemberSchema = z.object({
  /** The account that joined this wearer (and may pay for them). */
  uid: z.string(),
  name: z.string(),
  forSelf: z.boolean(),
  choice: z.string().nullable().default(null),
  size: size.nullable().default(null),
  measurementsGiven: z.boolean(),
  /** The member agreed at joining that the organiser may read their measurements. */
  shareWithOrganiser: z.boolean().default(false),
  paymentStatus: z.enum(MEMBER_PAYMENT_STATUSES),
  amountPaid: z.int().min(0).default(0),
  /** The order that paid (or is paying) this share. */
  orderId: z.string().nullable().default(null),
  paidBy: z.string().nullable().default(null),
  joinedAt: timestamp,
  updatedAt: timestamp,
});
export type GroupMember = z.output<typeof groupMemberSchema>;

/** `groups/{id}/members/{memberId}/private/details`: what only the member, staff (and with consent the organiser) read. */
export const groupMemberPrivateSchema = z.object({
  email: z.string().default(''),
  measurements: measurementsSchema.nullable().default(null),
  profileName: z.string().nullable().default(null),
});
export type GroupMemberPrivate = z.output<typeof groupMemberPrivateSchema>;

export const createGroupInput = z.strictObject({
  title: nonBlank(GROUP_TITLE_BLANK, 100),
  productId: id,
  eventDate: dayKey(GROUP_EVENT_DATE_INVALID),
  joinDeadline: dayKey(GROUP_DEADLINE_INVALID),
  city: text(100).default(''),
  choices: z.array(choice).max(10).default([]),
  payMode: z.enum(GROUP_PAY_MODES, { error: 'Choose who pays.' }),
});
export type CreateGroupInput = z.output<typeof createGroupInput>;

/**
 * joinGroup: for yourself (memberId = your uid) or for someone else (a new member). Measurements come from one of
 * your profiles (`profileId`) or are typed in; none yet means the member owes them. With `memberId` of a member you
 * joined, the same call adds or changes their measurements, choice or size.
 */
export const joinGroupInput = z.strictObject({
  groupId: id,
  memberId: id.nullable().default(null),
  forSelf: z.boolean(),
  name: nonBlank(GROUP_MEMBER_NAME_BLANK, 100),
  profileId: id.nullable().default(null),
  measurements: measurementsSchema.nullable().default(null),
  choice: text(60).nullable().default(null),
  size: size.nullable().default(null),
  shareWithOrganiser: z.boolean().default(false),
});
export type JoinGroupInput = z.output<typeof joinGroupInput>;

export const groupIdInput = z.strictObject({ groupId: id });

/** On startCheckout: this checkout pays one member's share of a group. */
export const groupShareRef = z.strictObject({ groupId: id, memberId: id });
export type GroupShareRef = z.output<typeof groupShareRef>;
