// My Account's referral link: the customer's own code as a link that pre-fills it at a friend's checkout
// (docs/product.md#referrals), with "Share on WhatsApp" and "Copy link".
import { ShareLinks } from '../../../components/share-links';
import { useSiteUrl } from '../../../lib/site-origin';
import { useOwnReferralCode } from '../api/get-referral-code';

export function ReferralShare({
  uid,
  brandName,
  discountPercent,
}: {
  readonly uid: string;
  readonly brandName: string;
  readonly discountPercent: number;
}) {
  const code = useOwnReferralCode(uid);
  const url = useSiteUrl(`/?ref=${encodeURIComponent(code.data ?? '')}`);
  if (!code.data) return null;
  const offer = discountPercent > 0 ? ` for ${discountPercent}% off your order` : '';
  return (
    <section className="referral-share" aria-labelledby="referral-share-title">
      <h2 id="referral-share-title">Your referral link</h2>
      <p>
        Your code is <strong>{code.data}</strong>. Friends who shop through your link get it filled in at checkout.
      </p>
      <ShareLinks
        url={url}
        title={`${brandName} referral`}
        text={`Shop ${brandName} with my code ${code.data}${offer}:\n${url}`}
        copy
      />
    </section>
  );
}
