import { Link } from 'react-router';
import '../../styles/auth.css';
import { LOADING_PROFILE } from '@aso/domain/account/messages';
import { ErrorState, LoadingState } from '../../components/states';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { useProfile } from './api/get-profile';
import { ProfileForm } from './components/profile-form';
import { MeasurementProfiles } from './components/measurement-profiles';
import { ReferralShare } from './components/referral-share';
import { MyWaitlist } from './components/my-waitlist';

function AccountRoute() {
  const { branding, referral } = useSettings();
  useDocumentTitle('Account', branding.brandName);
  const session = useSession();
  const user = session.user;
  const profile = useProfile(user?.uid ?? '');
  if (!user) return null;
  return (
    <div className="container page auth-page">
      <div className="card auth-card">
        <h1>Your account</h1>
        {profile.isPending ? <LoadingState label={LOADING_PROFILE} /> : null}
        {profile.isError ? (
          <ErrorState message="Couldn’t load your profile." onRetry={() => void profile.refetch()} />
        ) : null}
        {profile.isSuccess ? (
          <ProfileForm key={user.uid} user={user} role={session.role} profile={profile.data} />
        ) : null}
        <ReferralShare uid={user.uid} brandName={branding.brandName} discountPercent={referral.discountPercent} />
        <MeasurementProfiles uid={user.uid} />
        <MyWaitlist list="stock" uid={user.uid} />
        <MyWaitlist list="preorder" uid={user.uid} />
        <p className="auth-card__switch">
          <Link to={paths.orders.getHref()}>My Orders</Link> · <Link to={paths.groupNew.getHref()}>Aso-ebi groups</Link>{' '}
          · <Link to={paths.logout.getHref()}>Logout</Link>
        </p>
      </div>
    </div>
  );
}

export { AccountRoute as Component };
