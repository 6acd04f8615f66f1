import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import '../../styles/auth.css';
import { paths, safeRedirect } from '../../config/paths';
import { RegisterForm } from './components/register-form';
import { AuthCard, useAuthPage } from './components/auth-page';

function RegisterRoute() {
  const { params, navigate, session } = useAuthPage('Register');
  const target = params.get('redirectTo');
  const redirectTo = target ? safeRedirect(target) : paths.account.getHref();
  // Signed in already (and not by this form): nothing to register.
  const [registering, setRegistering] = useState(false);

  if (session.status === 'signed-in' && !registering) return <Navigate to={redirectTo} replace />;
  return (
    <AuthCard heading="Create your account">
      <p className="muted">Keep your cart across devices, track orders and pay pre-order balances.</p>
      <RegisterForm
        continueUrl={window.location.origin}
        onBusyChange={setRegistering}
        onRegistered={() => void navigate(redirectTo, { replace: true })}
      />
      <p className="auth-card__switch">
        Already have an account? <Link to={paths.login.getHref(target)}>Sign in</Link>
      </p>
    </AuthCard>
  );
}

export { RegisterRoute as Component };
