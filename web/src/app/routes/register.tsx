import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import '../../styles/auth.css';
import { paths, safeRedirect } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { RegisterForm } from '../../features/auth/components/register-form';

function RegisterRoute() {
  const { branding } = useSettings();
  useDocumentTitle('Register', branding.brandName);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const target = params.get('redirectTo');
  const redirectTo = target ? safeRedirect(target) : paths.account.getHref();
  // Signed in already (and not by this form): nothing to register.
  const [registering, setRegistering] = useState(false);

  if (session.status === 'signed-in' && !registering) return <Navigate to={redirectTo} replace />;
  return (
    <div className="container page auth-page">
      <div className="card auth-card">
        <h1>Create your account</h1>
        <p className="muted">Keep your cart across devices, track orders and pay pre-order balances.</p>
        <RegisterForm
          continueUrl={window.location.origin}
          onBusyChange={setRegistering}
          onRegistered={() => void navigate(redirectTo, { replace: true })}
        />
        <p className="auth-card__switch">
          Already have an account? <Link to={paths.login.getHref(target)}>Sign in</Link>
        </p>
      </div>
    </div>
  );
}

export { RegisterRoute as Component };
