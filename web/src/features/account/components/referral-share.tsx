// The customer's own referral code as a link that pre-fills it at a friend's checkout, with "Share on WhatsApp" and
// "Copy link" (docs/product.md#referral-codes-for-customers). On My Orders, where the home page's referral banner
// sends people, and on My Account. Before a first paid order it says when the code comes; after staff cleared it, that
// there is none.
import { Link } from 'react-router';
import '../account.css';
import {
  REFERRAL_CODE_AFTER_FIRST_ORDER,
  REFERRAL_CODE_LOAD_FAILED,
  REFERRAL_CODE_WITHDRAWN,
  referralLinkOffer,
} from '@aso/domain/referrals/messages';
import { ShareLinks } from '../../../components/share-links';
import { ErrorState } from '../../../components/states';
import { paths } from '../../../config/paths';
import { useSiteUrl } from '../../../lib/site-origin';
import { useOwnReferralCode, type OwnReferralCode } from '../api/get-referral-code';
import { useLiveOwnReferralCode } from '../api/live-referral-code';

interface ReferralShareProps {
  readonly uid: string;
  readonly brandName: string;
  readonly discountPercent: number;
  /** A card of its own (My Orders) rather than a part of one (My Account). */
  readonly framed?: boolean;
}

/** My Account's: read once. */
export function ReferralShare(props: ReferralShareProps) {
  return <ReferralShareView {...props} own={useOwnReferralCode(props.uid)} />;
}

/** My Orders': follows the customer's record live, so a first payment landing shows the code (inside LiveFirebase). */
export function LiveReferralShare(props: ReferralShareProps) {
  return <ReferralShareView {...props} own={useLiveOwnReferralCode(props.uid)} />;
}

function ReferralShareView({
  brandName,
  discountPercent,
  framed = false,
  own,
}: ReferralShareProps & {
  readonly own: {
    readonly isPending: boolean;
    readonly isError: boolean;
    readonly data: OwnReferralCode | undefined;
    readonly refetch: () => unknown;
  };
}) {
  const code = own.data?.code ?? null;
  const url = useSiteUrl(`/?ref=${encodeURIComponent(code ?? '')}`);
  if (own.isPending) return null;
  return (
    <section className={framed ? 'card referral-share' : 'referral-share'} aria-labelledby="referral-share-title">
      <h2 id="referral-share-title">Your referral link</h2>
      {own.isError ? (
        <ErrorState message={REFERRAL_CODE_LOAD_FAILED} onRetry={() => void own.refetch()} />
      ) : code ? (
        <>
          <p>
            Your code is <strong className="referral-share__code">{code}</strong>. {referralLinkOffer(discountPercent)}
          </p>
          <p className="referral-share__link">{url}</p>
          <ShareLinks
            url={url}
            title={`${brandName} referral`}
            text={(link) =>
              `Shop ${brandName} with my code ${code}${
                discountPercent > 0 ? ` for ${discountPercent}% off your order` : ''
              }:\n${link}`
            }
            tags={{ medium: 'referral' }}
            copy
          />
        </>
      ) : own.data?.withdrawn ? (
        <p>{REFERRAL_CODE_WITHDRAWN}</p>
      ) : (
        <p>
          {REFERRAL_CODE_AFTER_FIRST_ORDER} <Link to={paths.shop.getHref()}>Shop now</Link>
        </p>
      )}
    </section>
  );
}
